// The renderer's part of `npm run bench`: in a real Chromium against browser mode on the bench's archive, the time
// from opening a tournament's crosstable in the tournaments list (the route changes) to the table painted, against
// two floors measured in the same tab: the issue's — the same two requests in a bare React page that renders the
// rows and cells (scripts/bench-floor-page.tsx) — and a stricter one, the rows put into a bare table by hand, without
// React. Each waits for the next frame after the rows are in the page.
import path from 'node:path';
import { build } from 'esbuild';
import { projectRoot } from '#electron/app-info';
import { CHROMIUM_ARGS, findChromium } from '#electron/chromium';
import { startServer } from '#electron/serve';
import type { Service } from '#service';

export interface RendererTimes {
  painted: number;
  /** The same requests in a bare React page. */
  reactFloor: number;
  /** The same bare React page when the address changes as the app's does (reference: the browser's own part). */
  reactFloorNavigating: number;
  /** The same requests, the rows put into a table by hand. */
  floor: number;
}

/** The bare React page's script, bundled as the app's renderer is (React's production build). */
async function bareReactPage(): Promise<string> {
  const bundled = await build({
    entryPoints: [path.join(projectRoot(), 'scripts', 'bench-floor-page.tsx')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  return bundled.outputFiles[0]!.text;
}

/** The bench's Chromium, or null when there is none. Frames are drawn as soon as there is something to draw, not at
 * the display's 60 Hz: a measurement then ends when the work is done, not at the next multiple of 16.7 ms, which
 * made both sides jump between two values. */
export async function benchBrowser() {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const { chromium } = await import('playwright-core');
  const args = [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'];
  return chromium.launch({ executablePath, headless: true, args });
}

/** Null when there is no Chromium or no built renderer to measure. */
export async function measureCrosstablePaint(
  service: Service,
  staticDir: string,
  tournamentId: number,
  runs: number,
  median: (samples: number[]) => number,
): Promise<RendererTimes | null> {
  const browser = await benchBrowser();
  if (!browser) return null;
  const server = await startServer({ service, staticDir });
  try {
    const page = await (
      await browser.newContext({ viewport: { width: 1280, height: 860 }, bypassCSP: true })
    ).newPage();
    await page.goto(server.appUrl);
    await page.waitForSelector('nav');
    // The bare page's script is put in inline, which the app's policy forbids (bypassed for this tab only).
    await page.addScriptTag({ content: await bareReactPage() });
    const painted: number[] = [];
    const reactFloor: number[] = [];
    const reactFloorNavigating: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < runs; i++) {
      // From the tournaments list, where the arbiter opens a tournament.
      await page.evaluate(() => (location.hash = '#/tournaments'));
      await page.waitForSelector('section.screen table');
      painted.push(
        await page.evaluate(async (id) => {
          const start = performance.now();
          location.hash = `#/tournaments/${id}/crosstable`;
          // Seen as soon as React puts the rows in (a polling frame would add up to a frame the floor does not
          // wait); then, as for the floor, the next frame painted.
          await new Promise<void>((done) => {
            const seen = () => document.querySelector('table.crosstable tbody tr') !== null;
            if (seen()) return done();
            const watch = new MutationObserver(() => {
              if (!seen()) return;
              watch.disconnect();
              done();
            });
            watch.observe(document.body, { childList: true, subtree: true });
          });
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          return performance.now() - start;
        }, tournamentId),
      );
      reactFloor.push(
        await page.evaluate(
          (id) => (window as unknown as { paintBareTable: (id: number) => Promise<number> }).paintBareTable(id),
          tournamentId,
        ),
      );
      // The app's screens are addresses; the bare page is not. Changing the address — here from the crosstable's to
      // the norms' tab, without the app reacting (a pushState fires no hashchange) — costs the browser its own work on
      // the same cores as the server and the page: its history, the address bar, the loading state.
      reactFloorNavigating.push(
        await page.evaluate((id) => {
          const start = performance.now();
          history.pushState(null, '', `#/tournaments/${id}/norms`);
          return (
            window as unknown as { paintBareTable: (id: number, start: number) => Promise<number> }
          ).paintBareTable(id, start);
        }, tournamentId),
      );
      floor.push(
        await page.evaluate(async (id) => {
          const start = performance.now();
          const call = (operation: string, input: object) =>
            fetch(`/api/${operation}`, { method: 'POST', body: JSON.stringify(input) }).then((r) => r.json());
          const [, table] = await Promise.all([
            call('getTournament', { id }),
            call('getCrosstable', { tournamentId: id }) as Promise<{
              value: { players: { name: string; points: number }[] };
            }>,
          ]);
          const element = document.createElement('table');
          for (const player of table.value.players) {
            const row = element.insertRow();
            row.insertCell().textContent = player.name;
            row.insertCell().textContent = String(player.points);
          }
          document.body.append(element);
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          element.remove();
          return performance.now() - start;
        }, tournamentId),
      );
    }
    return {
      painted: median(painted),
      reactFloor: median(reactFloor),
      reactFloorNavigating: median(reactFloorNavigating),
      floor: median(floor),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
