import { defineConfig } from 'vitest/config';

// Every test but the e2e suite; the folders under test/ mirror the source (test/domain for electron/domain, test/db
// for db, …) and the renderer's pure parts (router, token, result keys, catalogues) are in test/renderer. The e2e
// suite has its own config (vitest.e2e.config.ts): it needs the built renderer and a real Chromium.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    environment: 'node',
    // Run before every file (even with isolate: false): releases what the file's beforeAll hooks made.
    setupFiles: ['test/support/release.ts'],
    // The command line speaks the system's language when --lang is not given: the tests run in a locale of none.
    env: { LC_ALL: 'C.UTF-8', LC_MESSAGES: '', LANG: 'C.UTF-8' },
    testTimeout: 30_000,
    // The files share their workers' module cache: each file loading the service, drizzle and zod afresh cost a
    // third of the suite's CPU time, which on two cores the e2e suite running beside it waits for. Every file makes
    // its own database in its own temporary folder, so nothing but the loaded code is shared.
    isolate: false,
    // Two workers even on two cores (vitest's default there is one): the suite's files wait on LibreOffice, on the
    // processes they start and on sockets, and one lane of 50 s was the last thing `npm test` waited for; two lanes
    // end with the e2e suite's, for about 4 CPU seconds of code loaded twice (docs/performance.md).
    maxWorkers: 2,
  },
});
