import { defineConfig } from 'vitest/config';

// The end-to-end suite: the built renderer in a real Chromium, driven through playwright-core against browser
// mode. One Chromium for the suite (global-setup.ts), and one server and one data folder per test file, so two files
// run side by side: each mostly waits on the browser and its server's fsync, and the other fills the wait.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    environment: 'node',
    // The command line speaks the system's language when --lang is not given: the tests run in a locale of none.
    env: { LC_ALL: 'C.UTF-8', LC_MESSAGES: '', LANG: 'C.UTF-8' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // The files of a worker share its loaded code (the app, drizzle, zod, playwright-core): each file loading them
    // afresh was a fifth of the suite's CPU time. Every file has its own server, database and browser contexts, and
    // the app keeps no state of its own outside them.
    isolate: false,
  },
});
