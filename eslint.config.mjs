// The lint that `npm test` runs: the recommended rules of JavaScript, TypeScript and React hooks; imports in one order,
// each module once, and no cycle between modules (eslint-plugin-import-x); and the architecture's boundaries as import
// rules — the domain imports nothing outside the domain; the store does not reach into the service or the transports;
// the renderer imports the app's code only as types, or from the zod-free modules (names, constants, pure formatting
// and rules), never the service, the store or Node. Code in another folder of the app is imported by its alias
// (`#domain/standings`, package.json#imports), never by climbing out with `../../`.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Paths that climb out of a folder of the app: another folder is named by its alias. The renderer's screens reach
 * their own components two levels up (`../../components/Field`), never further. */
const climbing = (levels) => ({
  group: [levels === 2 ? '../../*' : '../../../*'],
  message: "Import another folder of the app by its alias (#domain/…, #api/…; package.json's imports).",
});
const restricted = (...patterns) => ['error', { patterns }];
const APP_FILES = ['electron/**/*.{ts,tsx}', 'db/**/*.ts', 'test/**/*.ts', 'scripts/**/*.ts'];

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
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'import-x/internal-regex': '^#',
    },
    rules: {
      // The layers stay layers: no module reaches itself again through the ones it imports.
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      // Libraries, then the app's folders by alias, then the module's neighbours; alphabetical within each.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'object'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: APP_FILES,
    rules: { '@typescript-eslint/no-restricted-imports': restricted(climbing(2)) },
  },
  {
    files: ['electron/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted(
        climbing(2),
        {
          group: ['#*', '!#domain/*', '../api/*', '../service/*', '../formats/*', '../shell/*', '../cli/*'],
          message: 'The domain is pure: it imports only the domain.',
        },
        {
          group: ['node:*', 'better-sqlite3', 'drizzle-orm', 'drizzle-orm/*', 'electron', 'react', 'zod', 'i18next'],
          message: 'The domain is pure: no I/O, no framework.',
        },
      ),
    },
  },
  {
    files: ['db/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted(climbing(2), {
        group: ['#service', '#service/*', '#api/*', '#cli/*', '#electron/cli', '#electron/serve', '#electron/main'],
        message: 'The store is below the service and the transports.',
      }),
    },
  },
  {
    files: ['electron/hall/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted(
        climbing(2),
        {
          group: ['#db/*'],
          allowTypeImports: true,
          message: 'The hall reads through the service, on the connection its door opened read-only.',
        },
        {
          group: [
            '#cli/*',
            '#shell/*',
            '#renderer/*',
            '#electron/main',
            '#electron/serve',
            '#electron/cli',
            '#electron/browser-mode',
          ],
          message: 'The hall is a door of its own: it has no API, no token and no write route.',
        },
      ),
    },
  },
  {
    files: ['renderer/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic rules of hooks; the React Compiler's stricter rules would ask for a rewrite of working screens.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-restricted-imports': restricted(
        climbing(3),
        {
          group: ['#api/contract', '#api/fields', '#api/parse'],
          allowTypeImports: true,
          message:
            'The renderer takes types from the contract; its names and constants come from #api/operations (no zod in the page).',
        },
        {
          group: [
            '#service',
            '#service/*',
            '#db/*',
            '#cli/*',
            '#electron/main',
            '#electron/serve',
            '#electron/cli',
            '#electron/pdf',
            '#electron/exports',
          ],
          allowTypeImports: true,
          message: 'The renderer talks to the service only through ArbiterApi.',
        },
        {
          group: ['node:*', 'better-sqlite3', 'drizzle-orm', 'drizzle-orm/*', 'zod', 'playwright-core'],
          message: 'Not in the page.',
        },
      ),
    },
  },
);
