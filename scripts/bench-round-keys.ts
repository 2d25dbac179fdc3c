// The round screen in `npm run bench` (issue 41, issue 50): a 20-player double round robin put into the archive, its
// round 19 (half the games behind it played) worked by keyboard in a real Chromium against browser mode — a result
// key, then Ctrl+Z — each against two floors measured in the same loop: the same write as a request from the page
// (the goal's floor), and the same write sent by the same key to a bare listener (the key's own cost, for reference).
import path from 'node:path';
import { bergerTable } from '#domain/berger';
import { projectRoot } from '#electron/app-info';
import { startServer } from '#electron/serve';
import type { Service } from '#service';
import { tableGames } from '../test/support/tournament-file';
import { benchBrowser } from './bench-renderer';

/** The bench's rows of the round screen: the goal's two, against the requests alone (issue 41: ≤ 2×), then for
 * reference the app's own part — a request sent from a key answers later than one sent by a script (the key and its
 * release are delivered while it travels), and a result painted by hand costs the cell, the cursor and a frame;
 * neither can any screen leave out (docs/performance.md). */
export function roundKeyRows(keys: RoundKeyTimes): [string, number, string, number, string][] {
  return [
    [
      'round screen: a result key → the cell painted (20 players double, in the archive)',
      keys.keyPainted,
      'recordResult as a request from the page',
      keys.recordRequest,
      '≤ 2×',
    ],
    [
      'round screen: Ctrl+Z → the cell painted empty',
      keys.undoPainted,
      'undoLastChange as a request from the page',
      keys.undoRequest,
      '≤ 2×',
    ],
    [
      'round screen: the key, against its own request',
      keys.keyPainted,
      'recordResult sent by the same key to a bare listener',
      keys.recordByKey,
      '(reference)',
    ],
    [
      'round screen: Ctrl+Z, against its own request',
      keys.undoPainted,
      'undoLastChange sent by Ctrl+Z to a bare listener',
      keys.undoByKey,
      '(reference)',
    ],
    [
      'round screen: the key, against a result painted by hand',
      keys.keyPainted,
      'the same key, its answer put into a cell and the cursor moved, without React',
      keys.recordPaintedByHand,
      '(reference)',
    ],
    [
      'round screen: Ctrl+Z, against an undo painted by hand',
      keys.undoPainted,
      'the same Ctrl+Z, the cell emptied and the cursor moved, without React',
      keys.undoPaintedByHand,
      '(reference)',
    ],
  ];
}

/** The bench's 20-player double round robin, played to its round 18; null when there is no Chromium or no built
 * renderer to measure. */
export async function benchRoundKeys(
  service: Service,
  runs: number,
  median: (samples: number[]) => number,
): Promise<RoundKeyTimes | null> {
  const table = bergerTable(20, { double: true });
  const names = Array.from({ length: 20 }, (_, i) => `Klaviatuur Mängija${i + 1}`);
  const { id } = service.call('importTournament', {
    file: {
      format: 'kabe-arbiter/tournament@4',
      name: 'Bench: 20 players double',
      variant: 'russian',
      double: true,
      ruleSet: 'fmjd',
      draw: { method: 'random', seed: 'bench', drawnAt: '2026-11-20T09:00:00.000Z' },
      players: names.map((name, i) => ({ no: i + 1, name })),
      games: tableGames(table, (round) => (round < 19 ? '1/2-1/2' : null)),
    },
    confirm: true,
  });
  return measureRoundKeys(service, path.join(projectRoot(), 'dist', 'renderer'), id, 19, runs, median);
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
  /** The same writes sent by the same keys to a bare listener in the page (no React, no screen): what a request costs
   * when it leaves from a key — Chromium delivering the key and its release while the request travels. */
  recordByKey: number;
  undoByKey: number;
  /** The same, the answer then put into a cell of the page by hand, the cursor moved to the next, and the frame that
   * paints them awaited (as for the keys): the least a painted result costs in this page, without React. */
  recordPaintedByHand: number;
  undoPaintedByHand: number;
}

/** The round screen as the arbiter works it (issue 41): on round `round` of a tournament, the first board's cell
 * focused, a result key typed and the cell painted with it, then Ctrl+Z and the cell painted empty — each against
 * the same request made from the page without the screen. */
async function measureRoundKeys(
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
    /** The same write sent by the same key from a bare button outside the app's page (a listener that makes the
     * request and reads its answer, nothing else), timed as the keys are: from the key's keydown to the answer read. */
    await page.evaluate(
      ({ id, game, token }) => {
        // Two cells of their own in a corner of the page: the key's, and the next one the cursor goes to.
        const box = document.createElement('div');
        box.style.cssText = 'position: fixed; right: 0; bottom: 0; background: white';
        const button = document.createElement('button');
        button.id = 'bench-bare-key';
        button.textContent = '·';
        const next = document.createElement('button');
        next.textContent = '·';
        box.append(button, next);
        document.body.append(box);
        const times = window as unknown as { answered: Promise<number>; paintedByHand: Promise<number> };
        button.addEventListener('keydown', (event) => {
          // Ctrl+Z's Control comes first, on its own, as on the round screen (which ignores it).
          if (event.key === 'Control') return;
          const pressed = performance.now();
          event.preventDefault();
          const undo = event.key === 'z';
          const input = undo ? { tournamentId: id } : { tournamentId: id, gameId: game, result: '1-0' };
          const read = fetch(`/api/${undo ? 'undoLastChange' : 'recordResult'}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(input),
          }).then((answer) => answer.json());
          times.answered = read.then(() => performance.now() - pressed);
          // The answer put into the cell by hand, the cursor moved on, and the frame that paints them: what any
          // screen's paint of the result costs in this page.
          times.paintedByHand = read.then(
            () =>
              new Promise<number>((done) => {
                button.textContent = undo ? '·' : '1 – 0';
                next.focus({ preventScroll: true });
                requestAnimationFrame(() => done(performance.now() - pressed));
              }),
          );
        });
      },
      { id: tournamentId, game: gameId, token: server.token },
    );
    const byKey = async (key: '1' | 'Control+z') => {
      await page.evaluate(() => document.getElementById('bench-bare-key')!.focus({ preventScroll: true }));
      await page.waitForTimeout(150);
      await page.keyboard.press(key);
      return page.evaluate(async () => {
        const times = window as unknown as { answered: Promise<number>; paintedByHand: Promise<number> };
        return { answered: await times.answered, painted: await times.paintedByHand };
      });
    };
    const keyPainted: number[] = [];
    const undoPainted: number[] = [];
    const requests = {
      record: [] as number[],
      undo: [] as number[],
      recordByKey: [] as number[],
      undoByKey: [] as number[],
      recordPaintedByHand: [] as number[],
      undoPaintedByHand: [] as number[],
    };
    // Each action and its floors in the same loop: the key, Ctrl+Z, the same two writes as requests alone, then sent by
    // the same keys to the bare listener.
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
      const recorded = await byKey('1');
      requests.recordByKey.push(recorded.answered);
      requests.recordPaintedByHand.push(recorded.painted);
      const undone = await byKey('Control+z');
      requests.undoByKey.push(undone.answered);
      requests.undoPaintedByHand.push(undone.painted);
    }
    return {
      keyPainted: median(keyPainted),
      recordRequest: median(requests.record),
      undoPainted: median(undoPainted),
      undoRequest: median(requests.undo),
      recordByKey: median(requests.recordByKey),
      undoByKey: median(requests.undoByKey),
      recordPaintedByHand: median(requests.recordPaintedByHand),
      undoPaintedByHand: median(requests.undoPaintedByHand),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
