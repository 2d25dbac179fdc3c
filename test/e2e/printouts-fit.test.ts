// Every printout holds every column on its page, and a document of one page stays on one page: each kind at 3, 10
// and 20 players (the 20 double), with all six tiebreaks and a tie-break match's column, in Russian (the longest
// words). Laid out in Chromium at the printable width of the sheet the printout chose, no text may reach past it; the
// PDF of a one-page document has one page.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Schedule } from '#api/views';
import { bergerTable } from '#domain/berger';
import { MICRO_MATCH_TIEBREAKS, TIEBREAKS } from '#domain/standings';
import { sealedEnvelope } from '../support/envelope';
import { legalGame } from '../support/legal-game';
import { tableGames } from '../support/tournament-file';
import { call } from './api';
import { closeWindow, openWindow } from './browser';
import { askAtOnce, pdfText, savePdfWithPages } from './pdf';
import { appSession, type Served } from './session';

/** Names as long as real ones get: a double surname, a patronymic. */
const NAMES = [
  'Иван Петрович Ильвес-Томингас',
  'Мари Каск',
  'Пеэтер Мянд',
  'Ыннe Саар',
  'Тоомас Кууск',
  'Лийс Лепп',
  'Антс Пихлак',
  'Кадри Вахер',
  'Рейн Хааб',
  'Тийна Паю',
  'Юло Кивисилд',
  'Айно Ребане',
  'Мадис Ыунапуу',
  'Хельйу Ярвелайд',
  'Калью Сепп',
  'Эне Кыйв',
  'Виллем Лаур',
  'Сирье Мяги',
  'Юри Рястас',
  'Майе Ильвес',
];

/** A tournament of `players`, every game but the last round's drawn (all tied, so that a tie-break match of all of
 * them decides their places: its column is printed), every tiebreak chosen; one game of the last round adjourned with its envelope, one with a 40-move
 * score sheet. */
async function tournament(served: Served, players: number, double: boolean) {
  const table = bergerTable(players, { double });
  const last = table.rounds.length;
  const file = {
    // @6: every player rated, titled and named in Latin letters too, so that the rating report's and the crosstable's
    // widest columns are all there.
    format: 'kabe-arbiter/tournament@6',
    name: `Чемпионат клуба, ${players} участников${double ? ', в два круга' : ''}`,
    variant: 'russian',
    double,
    ruleSet: 'ussr1953',
    venue: 'Нарва',
    arbiter: 'Айно Судья',
    // Every tiebreak of a round robin of single games (the micro-matches' own are not for it).
    settings: { tiebreaks: TIEBREAKS.filter((t) => !MICRO_MATCH_TIEBREAKS.includes(t)) },
    draw: { method: 'random', seed: `fit-${players}`, drawnAt: '2026-11-20T09:00:00.000Z' },
    players: NAMES.slice(0, players).map((name, i) => ({
      no: i + 1,
      name,
      rank: (['I', 'II', 'CM'] as const)[i % 3],
      federation: 'EST',
      fmjdId: 16_300 + i,
      latinName: `Latin Name-Number${i + 1}`,
      rating: 2300 + i * 7,
      title: (['GMIF', 'MI', null] as const)[i % 3],
      ratingListDate: '2026-10-01',
    })),
    games: tableGames(table, (round) => (round < last ? '1/2-1/2' : null)),
    playoffs: [{ players: [2, 1, ...Array.from({ length: players - 2 }, (_, i) => i + 3)], note: 'блиц' }],
  };
  const { id } = await call<{ id: number }>(served, 'importTournament', { file, confirm: true });
  const schedule = await call<Schedule>(served, 'getSchedule', { tournamentId: id });
  const [first, second] = schedule.rounds.find((r) => r.round === last)!.games;
  await call(served, 'adjournGame', sealedEnvelope(id, first!.id, { resumeAt: '2026-11-28 10:00' }));
  await call(served, 'saveGameRecord', { tournamentId: id, gameId: (second ?? first)!.id, moves: legalGame(80) });
  return { id, round: last, envelopeGame: first!.id, sheetGame: (second ?? first)!.id };
}

/** How far the printout's content reaches past the sheet's printable width (CSS px; 0 when all is on it), laid out
 * as printed: print media, at the width of A4 in the orientation it chose, less the margins. */
async function overflowOf(page: Page, url: string): Promise<{ landscape: boolean; past: number; what: string }> {
  await page.emulateMedia({ media: 'print' });
  await page.goto(url);
  const landscape = await page.evaluate(() => document.body.classList.contains('landscape'));
  const printable = Math.floor(((landscape ? 297 : 210) - 28) * (96 / 25.4));
  await page.setViewportSize({ width: printable, height: 1000 });
  const { past, what } = await page.evaluate((width) => {
    let worst = { past: 0, what: '' };
    for (const element of document.querySelectorAll('body *')) {
      const right = element.getBoundingClientRect().right;
      if (right - width > worst.past) worst = { past: right - width, what: element.textContent?.slice(0, 60) ?? '' };
    }
    return { ...worst, past: Math.max(worst.past, document.documentElement.scrollWidth - width) };
  }, printable);
  return { landscape, past, what };
}

describe('printouts that hold every column, on the pages they should', () => {
  const session = appSession();
  let served: Served;
  beforeAll(() => {
    served = session.served;
  });

  for (const [players, double] of [
    [3, false],
    [10, false],
    [20, true],
  ] as const)
    it(`${players} players${double ? ', double round robin' : ''}: every kind, every column, one page where one is due`, async () => {
      const t = await tournament(served, players, double);
      const kinds = [
        { kind: 'participants', query: '', onePage: true },
        { kind: 'pairings', query: `&round=${t.round}`, onePage: true },
        { kind: 'schedule', query: '', onePage: false },
        { kind: 'crosstable', query: '', onePage: true },
        { kind: 'norms', query: '', onePage: true },
        { kind: 'envelope', query: `&game=${t.envelopeGame}`, onePage: true },
        { kind: 'scoreSheet', query: `&game=${t.sheetGame}`, onePage: true },
        { kind: 'ratingReport', query: '', onePage: true },
      ];
      const pdfs = askAtOnce(
        kinds.map(({ kind, query }) => `${served.url}export/${t.id}.pdf?lang=ru&kind=${kind}${query}`),
        served.token,
      );
      const page = await openWindow(session.browser);
      try {
        for (const [i, { kind, query, onePage }] of kinds.entries()) {
          const fit = await overflowOf(page, `${served.url}print/${t.id}/${kind}?lang=ru${query}`);
          expect(fit.past, `${kind}, ${players} players: "${fit.what}" past the page`).toBeLessThanOrEqual(1);
          const { status, pdf } = await pdfs[i]!;
          expect(status, kind).toBe(200);
          const pages = pdfText(pdf)
            .split('\f')
            .filter((text) => text.trim() !== '');
          if (kind !== 'participants' && kind !== 'schedule')
            savePdfWithPages(`fit-${kind}-${players}${double ? '-double' : ''}`, pdf);
          if (onePage) expect(pages, `${kind}, ${players} players`).toHaveLength(1);
          // The tie-break match's column is printed, not only explained under the table.
          if (kind === 'crosstable')
            expect(pages[0]!.split('\n').find((line) => line.includes('Очки'))).toMatch(/Матч/);
        }
      } finally {
        await closeWindow(page);
      }
    });
});

describe('a round of micro-matches with an opening for each match, at 20 players, in Russian', () => {
  const session = appSession();

  it('its pairings keep every board’s opening — a small board, its ballot, who is to move — and the round on one page', async () => {
    const served = session.served;
    const { id } = await call<{ id: number }>(served, 'createTournament', {
      name: 'Чемпионат Эстонии по русским шашкам, микроматчи',
      variant: 'russian',
      ruleSet: 'fmjd',
      venue: 'Нарва',
      startDate: '2026-11-27',
      endDate: '2026-12-01',
    });
    await call(served, 'updateTournamentSettings', {
      id,
      microMatch: true,
      openingTable: 'fmjd-64',
      openingDraw: 'perMatch',
    });
    for (const name of NAMES) {
      const player = await call<{ id: number }>(served, 'createPlayer', { name });
      await call(served, 'addParticipant', { tournamentId: id, playerId: player.id });
    }
    await call(served, 'drawLots', { tournamentId: id, method: 'random', seed: 'fit-micro' });
    // The seed whose ten ballots are all relocations: the longest words under each board.
    const schedule = await call<Schedule>(served, 'drawOpening', { tournamentId: id, tableRound: 1, seed: 'LAUD' });
    expect(schedule.rounds[0]!.openings).toHaveLength(10);
    const [pdf] = askAtOnce([`${served.url}export/${id}.pdf?lang=ru&kind=pairings&round=1`], served.token);
    const { status, pdf: bytes } = await pdf!;
    expect(status).toBe(200);
    savePdfWithPages('fit-pairings-micro-per-match-20', bytes);
    const pages = pdfText(bytes)
      .split('\f')
      .filter((text) => text.trim() !== '');
    expect(pages).toHaveLength(1);
    for (const opening of schedule.rounds[0]!.openings) expect(pages[0]).toContain(`Дебют доски ${opening.board}:`);
    expect(pages[0]).toMatch(/ход белых|ход чёрных/);
  });
});
