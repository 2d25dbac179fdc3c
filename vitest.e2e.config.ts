import { defineConfig } from 'vitest/config';

// The end-to-end suite: the built renderer in a real Chromium, driven through playwright-core against browser
// mode. One server and one data folder per test file; files run one after another (two cores here).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
