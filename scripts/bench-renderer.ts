// The renderer's part of `npm run bench`: in a real Chromium against browser mode on the bench's archive, the time
// from opening a tournament's crosstable in the tournaments list (the route changes) to the table painted, against
// the least a page needs for the same: the same two requests, the rows put into a bare table by hand, one frame
// painted. The floor has no React, no styles and no screen around the table, so it is stricter than a bare React
// page would be.
import type { Service } from '../electron/service';
import { startServer } from '../electron/serve';
import { CHROMIUM_ARGS, findChromium } from '../electron/chromium';

export interface RendererTimes {
  painted: number;
  floor: number;
}

/** Null when there is no Chromium or no built renderer to measure. */
export async function measureCrosstablePaint(
  service: Service,
  staticDir: string,
  tournamentId: number,
  runs: number,
  median: (samples: number[]) => number,
): Promise<RendererTimes | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const { chromium } = await import('playwright-core');
  const server = await startServer({ service, staticDir });
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await page.goto(server.appUrl);
    await page.waitForSelector('nav');
    const painted: number[] = [];
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
    return { painted: median(painted), floor: median(floor) };
  } finally {
    await browser.close();
    await server.close();
  }
}
