// Where the e2e suite (and later the PDF export) finds a Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium.
import fs from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const CHROMIUM_HELP =
  'No Chromium found for the e2e tests. Install one (Debian/Ubuntu: "sudo apt-get install chromium") or set CHROMIUM_PATH to a Chromium or Chrome executable.';

export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return fs.existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/** Flags for a headless Chromium on a machine with no network but the loopback (STACK.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
