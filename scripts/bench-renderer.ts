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
async function benchBrowser() {
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

export interface RoundKeyTimes {
  /** A result key typed on a board's cell → the cell painted with the result. */
  keyPainted: number;
  /** The same write as the page's request alone (`recordResult`, its answer read). */
  recordRequest: number;
  /** Ctrl+Z → the cell painted empty again. */
  undoPainted: number;
  /** `undoLastChange` as the page's request alone. */
  undoRequest: number;
}

/** The round screen as the arbiter works it (issue 41): on round `round` of a tournament, the first board's cell
 * focused, a result key typed and the cell painted with it, then Ctrl+Z and the cell painted empty — each against
 * the same request made from the page without the screen. */
export async function measureRoundKeys(
  service: Service,
  staticDir: string,
  tournamentId: number,
  round: number,
  runs: number,
  median: (samples: number[]) => number,
): Promise<RoundKeyTimes | null> {
  const browser = await benchBrowser();
  if (!browser) return null;
  const server = await startServer({ service, staticDir });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 860 } })).newPage();
    await page.goto(server.appUrl);
    await page.waitForSelector('nav');
    await page.evaluate(({ id, r }) => (location.hash = `#/tournaments/${id}/rounds/${r}`), {
      id: tournamentId,
      r: round,
    });
    await page.waitForSelector('button.result-cell');
    const gameId = service.call('getSchedule', { tournamentId }).rounds.find((x) => x.round === round)!.games[0]!.id;
    /** Sets the page waiting for the first cell's text to change from what it is, then for the frame that paints it
     * (its animation-frame callback: the paint follows it at once); the time from the key's keydown to then is read
     * afterwards (`painted`). Work the page schedules after that frame (the board's tools following the cursor) is the
     * arbiter's next moment, not this one. Not awaited here: the key is pressed after. */
    const watchKey = () =>
      page.evaluate(() => {
        const cell = () => document.querySelector('button.result-cell');
        const before = cell()!.textContent;
        let pressed = 0;
        window.addEventListener('keydown', () => (pressed = performance.now()), { capture: true, once: true });
        (window as unknown as { painted: Promise<number> }).painted = new Promise<number>((done) => {
          const watch = new MutationObserver(() => {
            if (cell()!.textContent === before) return;
            watch.disconnect();
            requestAnimationFrame(() => done(performance.now() - pressed));
          });
          watch.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      });
    const painted = () => page.evaluate(() => (window as unknown as { painted: Promise<number> }).painted);
    /** The cursor on the first board, and the screen left to settle as it does between an arbiter's keys (the board's
     * tools follow the cursor): a key pressed within the same millisecond would wait for that work. */
    const focusFirst = async () => {
      await page.evaluate(() => (document.querySelector('button.result-cell') as HTMLElement).focus());
      await page.waitForTimeout(150);
    };
    /** The same write from the page as a request alone, made as the key's is: after the same pause (a request
     * made straight after another finds the server's code and caches warm, which a key typed after a pause does
     * not — measured apart in a loop of their own, the floors were a fifth lower than the keys' own requests). */
    const request = async (operation: 'recordResult' | 'undoLastChange') => {
      await page.waitForTimeout(150);
      return page.evaluate(
        async ({ operation, id, game, token }) => {
          const input =
            operation === 'recordResult' ? { tournamentId: id, gameId: game, result: '1-0' } : { tournamentId: id };
          const start = performance.now();
          const answer = await fetch(`/api/${operation}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(input),
          });
          await answer.json();
          return performance.now() - start;
        },
        { operation, id: tournamentId, game: gameId, token: server.token },
      );
    };
    const keyPainted: number[] = [];
    const undoPainted: number[] = [];
    const requests = { record: [] as number[], undo: [] as number[] };
    // Each action and its floor in the same loop: the key, Ctrl+Z, then the same two writes as requests alone.
    for (let i = 0; i < runs; i++) {
      await focusFirst();
      await watchKey();
      await page.keyboard.press('1');
      keyPainted.push(await painted());
      await focusFirst();
      await watchKey();
      await page.keyboard.press('Control+z');
      undoPainted.push(await painted());
      requests.record.push(await request('recordResult'));
      requests.undo.push(await request('undoLastChange'));
    }
    return {
      keyPainted: median(keyPainted),
      recordRequest: median(requests.record),
      undoPainted: median(undoPainted),
      undoRequest: median(requests.undo),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
