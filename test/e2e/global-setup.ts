// One Chromium for the whole e2e suite: started once here, and every test file connects to it (its own contexts, so
// no file sees another's pages). Starting a browser per file, and another in each file's server for its PDFs, was
// a tenth of the suite's time.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_HELP, findChromium } from '#electron/chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the suite's one Chromium listens for the files' connections. */
    chromiumEndpoint: string;
  }
}

export default async function startSharedChromium(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(CHROMIUM_HELP);
  const server = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
