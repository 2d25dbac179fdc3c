// The lint that `npm test` runs: the recommended rules of JavaScript, TypeScript and React hooks, and the
// architecture's boundaries as import rules — the domain imports nothing outside the domain; the store does not
// reach into the service or the transports; the renderer imports the app's code only as types, or from the
// zod-free modules (names, constants, pure formatting and rules), never the service, the store or Node.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const restricted = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-cli/**',
      'dist-bench/**',
      'dist-electron/**',
      'release/**',
      'test-results/**',
      'node_modules/**',
      '.electron-native/**',
      'migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Scripts and the CLI entry run in Node.
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrors: 'none',
        },
      ],
      // Empty catch blocks say why in a comment; a catch that ignores its error is a decision, not an accident.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['electron/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted([
        {
          group: [
            '../api/*',
            '../service/*',
            '../formats/*',
            '../shell/*',
            '../../db/*',
            '../../../db/*',
            '../../api/*',
            '../../formats/*',
            '../../service/*',
          ],
          message: 'The domain is pure: it imports only the domain.',
        },
        {
          group: ['node:*', 'better-sqlite3', 'drizzle-orm', 'drizzle-orm/*', 'electron', 'react', 'zod', 'i18next'],
          message: 'The domain is pure: no I/O, no framework.',
        },
      ]),
    },
  },
  {
    files: ['db/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted([
        {
          group: [
            '**/electron/service/*',
            '**/electron/service',
            '**/electron/api/*',
            '**/electron/cli*',
            '**/electron/serve',
            '**/electron/main',
          ],
          message: 'The store is below the service and the transports.',
        },
      ]),
    },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic rules of hooks; the React Compiler's stricter rules would ask for a rewrite of working screens.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': restricted([
        {
          group: ['**/electron/api/contract', '**/electron/api/parse'],
          allowTypeImports: true,
          message:
            'The renderer takes types from the contract; its names and constants come from electron/api/operations (no zod in the page).',
        },
        {
          group: [
            '**/electron/service',
            '**/electron/service/*',
            '**/db/*',
            '**/electron/main',
            '**/electron/serve',
            '**/electron/cli*',
            '**/electron/pdf',
            '**/electron/exports',
          ],
          allowTypeImports: true,
          message: 'The renderer talks to the service only through ArbiterApi.',
        },
        {
          group: ['node:*', 'better-sqlite3', 'drizzle-orm', 'drizzle-orm/*', 'zod', 'playwright-core'],
          message: 'Not in the page.',
        },
      ]),
    },
  },
);
