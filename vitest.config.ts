import { defineConfig } from 'vitest/config';

// Unit, db, service, cli and the renderer's pure parts (router, token, result keys). The e2e suite has its own config
// (vitest.e2e.config.ts): it needs the built renderer and a real Chromium.
export default defineConfig({
  test: {
    include: ['test/{unit,db,service,cli,renderer}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // The files share their workers' module cache: each file loading the service, drizzle and zod afresh cost a
    // third of the suite's CPU time, which on two cores the e2e suite running beside it waits for. Every file makes
    // its own database in its own temporary folder, so nothing but the loaded code is shared.
    isolate: false,
  },
});
