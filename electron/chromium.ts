// Where a headless Chromium is found for PDF output (and for the e2e tests): $CHROMIUM_PATH, else the usual places.
import fs from 'node:fs';

/** The usual places, the headless shell first: Chromium's "old headless" build (Debian's chromium-headless-shell, the
 * one playwright itself runs headless) has no browser window to keep behind its pages — the same Blink, the same
 * printing, at two thirds of the full browser's CPU for the same pages (docs/performance.md). */
export const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export const CHROMIUM_HELP =
  'No Chromium found. Install one (Debian: "sudo apt-get install chromium-headless-shell" or "chromium"; Ubuntu: "sudo apt-get install chromium-browser") or set CHROMIUM_PATH to a Chromium or Chrome executable.';

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROMIUM_PATH) return fs.existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  return CHROMIUM_CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null;
}

/** The features playwright-core (the pinned version) turns off in every Chromium it launches: its own
 * `--disable-features` list, as its launch passes it. */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** What we turn off besides. Every window of this Chromium (each browser context is one) makes the address bar's
 * suggestion popups as web pages of their own, in a renderer process of their own, although no one ever types into
 * a headless address bar: 0.55 CPU seconds a window, three times the window's own page (measured: twelve windows
 * took 10.4 CPU s, 3.7 s without them; docs/performance.md). */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Flags for a headless Chromium on a machine whose only network is the loopback. Chromium keeps only the last
 * `--disable-features` it is given — a second one replaces the first whole — so ours carries playwright's too
 * (test/e2e/windows.test.ts reads the browser's own command line to check that none of playwright's is lost). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_FEATURES].join(',')}`,
];
