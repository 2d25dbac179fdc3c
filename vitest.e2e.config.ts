import { defineConfig } from 'vitest/config';

// The end-to-end suite: the built renderer in a real Chromium, driven through playwright-core against browser
// mode. One Chromium for each of the two workers (test/e2e/browser.ts), and one server and one data folder per describe
// block, so two files run side by side: each mostly waits on its browser, and the other fills the wait.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    // The command line speaks the system's language when --lang is not given: the tests run in a locale of none.
    env: { LC_ALL: 'C.UTF-8', LC_MESSAGES: '', LANG: 'C.UTF-8' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // The files of a worker share its loaded code (the app, drizzle, zod, playwright-core) and its browser: each file
    // loading them afresh was a fifth of the suite's CPU time. Every file has its own server and database, each window
    // its own browser context, and the app keeps no state of its own outside them.
    isolate: false,
  },
});
