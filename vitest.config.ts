import { defineConfig } from 'vitest/config';

// Unit, db, service, cli and the renderer's pure parts (router, token, result keys). The e2e suite has its own config
// (vitest.e2e.config.ts): it needs the built renderer and a real Chromium.
export default defineConfig({
  test: {
    include: ['test/{unit,db,service,cli,renderer}/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
