// Printouts that fit every tournament: a 20-player crosstable, single and double round robin, with the chosen
// tiebreaks as columns — every player's name on one line and every total on the page, in each language.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CrosstableView } from '#api/views';
import { call } from './api';
import { closeWindow, openWindow, screenshot } from './browser';
import { CrosstableScreen } from './pages/crosstable-screen';
import { askAtOnce, pdfText, savePdfWithPages } from './pdf';
import type { Served } from './session';
import { appSession } from './session';
import { twentyPlayers } from './twenty-players';

describe('printouts that fit: 20 players, single and double round robin', () => {
  const session = appSession();
  let served: Served;
  beforeAll(() => {
    served = session.served;
  });

  for (const double of [false, true]) {
    it(`${double ? 'double' : 'single'} round robin with Shmulyan first: every column and every total on the pages`, async () => {
      const id = await twentyPlayers(
        served,
        double ? 'Eesti meistrivõistlused 2026' : 'Tallinna karikas 2026',
        double,
        ['shmulyan', 'sb', 'wins'],
      );
      const table = await call<CrosstableView>(served, 'getCrosstable', { tournamentId: id });
      expect(table.players).toHaveLength(20);
      const langs = ['en', 'et', 'ru'] as const;
      const answers = askAtOnce(
        langs.map((lang) => `${served.url}export/${id}.pdf?lang=${lang}&kind=crosstable`),
        served.token,
      );
      for (const [i, lang] of langs.entries()) {
        const { status, pdf } = await answers[i]!;
        expect(status).toBe(200);
        const pages = savePdfWithPages(`crosstable-20-${double ? 'double' : 'single'}-${lang}`, pdf);
        expect(pages.length).toBeGreaterThan(0);
        const text = pdfText(pdf);
        const lines = text.split('\n');
        // The chosen tiebreaks, in their order, as columns after the points.
        const columns = {
          en: ['Points', 'Shm.', 'SB', 'Wins'],
          et: ['Punktid', 'Šmul.', 'SB', 'Võite'],
          ru: ['Очки', 'Шм.', 'КБ', 'Поб.'],
        }[lang];
        const header = lines.find((line) => line.includes(columns[0]!))!;
        const at = columns.map((word) => header.indexOf(word));
        expect(
          at.every((position) => position > 0),
          header,
        ).toBe(true);
        expect([...at].sort((a, b) => a - b)).toEqual(at);
        // Every player on one line, with his total and his Shmulyan value on that same line.
        for (const player of table.players) {
          const line = lines.find((l) => l.includes(player.name));
          expect(line, `${player.name} on one line (${lang})`).toBeDefined();
          const total = player.points % 1 ? `${Math.floor(player.points) || ''}½` : String(player.points);
          expect(line!.split(/\s+/)).toContain(total);
        }
      }
      if (!double) return;
      // On the screen, at 1280 × 860: every column in view (the last tiebreak was cut off), each name on one line.
      const page = await openWindow(session.browser);
      await page.goto(served.appUrl);
      const crosstable = new CrosstableScreen(page);
      await crosstable.open(served, id);
      const fits = await page.locator('.scroll').evaluate((box) => box.scrollWidth <= box.clientWidth);
      expect(fits).toBe(true);
      const nameHeights = await crosstable
        .table()
        .locator('td.name')
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().height));
      expect(Math.max(...nameHeights)).toBeLessThan(2 * Math.min(...nameHeights));
      await screenshot(page, '50-crosstable-20-double');
      // The round screen of 38 rounds: the round list takes two lines at most and the boards stay in view; a round
      // is still "Round 11" to a screen reader.
      await page.goto(`${served.url}#/tournaments/${id}/rounds/11`);
      const list = page.getByRole('navigation', { name: 'Rounds' });
      await list.getByRole('link', { name: /^Round 38\b/ }).waitFor();
      const chipHeight = await list
        .locator('a')
        .first()
        .evaluate((chip) => chip.getBoundingClientRect().height);
      expect(await list.evaluate((nav) => nav.getBoundingClientRect().height)).toBeLessThan(2.6 * chipHeight);
      await screenshot(page, '51-rounds-38');
      const boards = page.getByRole('table').first();
      expect(await boards.evaluate((table) => table.getBoundingClientRect().top)).toBeLessThan(480);
      await closeWindow(page);
    });
  }
});
