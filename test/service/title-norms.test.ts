// The worked example of docs/ratings.md: a 12-player championship of 100-square draughts whose ratings come from
// FMJD's list (test/fixtures/ratings/V261001.DRA), whose average rating falls in a row of the Estonian federation's
// Table 1 (EKL Lisa 2), and whose players' points meet the grandmaster's (SM) and master's (MS) norms or not — the
// numbers computed by hand in the docs and written here as numbers. The file round-trips; a 1953 tournament's file is
// written as before.
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportTournament, siteFiles } from '#electron/exports';
import { printLabels } from '#formats/printouts/labels';
import { reportRows } from '#formats/printouts/rating-report';
import { readTable } from '#formats/table-reading';
import { cli } from '../support/cli';
import { readWorkbook } from '../support/libreoffice';
import { apiError, serviceOnNewStore } from '../support/service';
import { tempFolder } from '../support/store';

const list = path.join(import.meta.dirname, '..', 'fixtures', 'ratings', 'V261001.DRA');

/** Lot numbers 1–12: each player's surname and given name as the list writes them, and his line in it. */
const FIELD = [
  ['Ülevain', 'Õnne', 7, 2532],
  ['van der Berg', 'Jan', 12, 2511],
  ['Šmidt', 'Peeter', 4, 2467],
  ['Nõmm', 'Kristjan', 20, 2460],
  ['de Vries', 'Pieter', 13, 2449],
  ['Žukov', 'Rein', 9, 2440],
  ['Laas', 'Siim', 21, 2437],
  ['Saar', 'Aadu', 19, 2419],
  ['Tamm', 'Jaan', 2, 2412],
  ['Petrov', 'Aleksandr', 10, 2401],
  ['Sepp', 'Ants', 5, 2391],
  ['Paju', 'Ülo', 8, 2376],
] as const;

/** The results: the lower number wins, but for two draws — 3 with 12, 7 with 1. */
function resultOf(white: number, black: number): '1-0' | '0-1' | '1/2-1/2' {
  const pair = [Math.min(white, black), Math.max(white, black)].join('-');
  if (pair === '3-12' || pair === '1-7') return '1/2-1/2';
  return white < black ? '1-0' : '0-1';
}

/** By hand (docs/ratings.md): points (2–1–0), and the title norm met at an average of 2441 (row 2425–2449: MS 53 %,
 * SM 73 % of 22 points — 11.66 and 16.06, so 12 and 17). */
const EXPECTED = [
  { no: 1, points: 21, titleNorm: 'SM' },
  { no: 2, points: 20, titleNorm: 'SM' },
  { no: 3, points: 17, titleNorm: 'SM' },
  { no: 4, points: 16, titleNorm: 'MS' },
  { no: 5, points: 14, titleNorm: 'MS' },
  { no: 6, points: 12, titleNorm: 'MS' },
  { no: 7, points: 11, titleNorm: null },
  { no: 8, points: 8, titleNorm: null },
  { no: 9, points: 6, titleNorm: null },
  { no: 10, points: 4, titleNorm: null },
  { no: 11, points: 2, titleNorm: null },
  { no: 12, points: 1, titleNorm: null },
];

async function championship() {
  const s = serviceOnNewStore('2026-11-27T10:00:00Z');
  const ids = FIELD.map(([surname, givenNames]) => s.call('createPlayer', { surname, givenNames }).id);
  // FMJD's list: every one of them found by name, and accepted by the arbiter.
  const rows = (await readTable(fs.readFileSync(list))).rows;
  const imported = s.call('importRatings', {
    source: 'V261001.DRA',
    list: 'fmjd100',
    listDate: '2026-10-01',
    rows,
    accept: FIELD.map(([, , line], i) => ({ line, playerId: ids[i]! })),
    confirm: true,
  });
  expect(imported.stored).toBe(12);
  const { id } = s.call('createTournament', {
    name: 'Eesti meistrivõistlused 2026',
    variant: 'international',
    ruleSet: 'fmjd',
    startDate: '2026-11-20',
    endDate: '2026-11-26',
  });
  for (const playerId of ids) s.call('addParticipant', { tournamentId: id, playerId });
  s.call('drawLots', {
    tournamentId: id,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  for (const round of s.call('getSchedule', { tournamentId: id }).rounds)
    for (const game of round.games)
      s.call('recordResult', { tournamentId: id, gameId: game.id, result: resultOf(game.white.no, game.black.no) });
  return { s, id, ids };
}

describe('today’s title norms: a 12-player championship rated from FMJD’s list (EKL Lisa 2, Table 1)', async () => {
  const { s, id } = await championship();

  it('has the average rating, its row of Table 1, and who met the SM and MS norms, as computed by hand', () => {
    const table = s.call('getCrosstable', { tournamentId: id });
    // (2532 + 2511 + 2467 + 2460 + 2449 + 2440 + 2437 + 2419 + 2412 + 2401 + 2391 + 2376) / 12 = 29295 / 12 = 2441.25.
    expect(table.averageRating).toBe(2441);
    expect(table.ratedPlayers).toBe(12);
    expect(table.titleNormRow).toEqual({ kind: 'row', from: 2425, to: 2449, MS: 53, SM: 73 });
    expect(
      [...table.players]
        .sort((a, b) => a.no - b.no)
        .map((p) => ({ no: p.no, points: p.points, titleNorm: p.titleNorm })),
    ).toEqual(EXPECTED);
    // Each player's rating as frozen when he was entered, and his FMJD title.
    const first = table.players.find((p) => p.no === 1)!;
    expect([first.rating, first.title]).toEqual([2532, 'GMI']);
    // Performance, the arbiter's estimate: 1 scored 21 of 22 (95 %, +470) against an average of 26763 / 11 = 2433.
    expect(first.performance).toBe(2903);
    // 12 scored 1 of 22 (5 %, −470) against (29295 − 2376) / 11 = 2447.18 → 2447.
    expect(table.players.find((p) => p.no === 12)!.performance).toBe(1977);
  });

  it('the 1953 norm report of this FMJD event says that its regulations classify by rating, not “not met” twelve times', () => {
    const { html } = s.call('printout', { tournamentId: id, kind: 'norms', lang: 'en' });
    expect(html).toContain('This event plays under FMJD rules: its regulations classify by rating');
    expect(html).not.toContain(printLabels('en').noNorm);
  });

  it('prints them in the rating report, with Table 1’s row and the source; the 1953 report stays as it was', () => {
    // The 1953 norm report keeps to one page for 20 players: today's norms are the rating report's.
    expect(s.call('printout', { tournamentId: id, kind: 'norms', lang: 'et' }).html).not.toContain('Tabel 1, meeste');
    const { html } = s.call('printout', { tournamentId: id, kind: 'ratingReport', lang: 'et' });
    expect(html).toContain(
      'Keskmine reiting 2441 (nimekirjas FMJD 100 reitinguga mängijaid 12/12; reitinguta mängijaid ei arvestata). Tabel 1, meeste read, 2425–2449: MS 53 %, SM 73 %.',
    );
    expect(html).toContain('Lisa 2');
  });

  it('shows each player’s title and rating in the crosstable, on paper and in the spreadsheet, with the average', async () => {
    const { html } = s.call('printout', { tournamentId: id, kind: 'crosstable', lang: 'en' });
    // On paper the title with the rating, under a short heading, where the sheet has room for the column.
    expect(html).toContain('<td class="num nowrap">GMI 2532</td>');
    expect(html).toContain('>Rtg<');
    expect(html).toContain('Average rating of the table: 2441.');
    // The pairings and the list of participants carry them too.
    const pairings = s.call('printout', { tournamentId: id, kind: 'pairings', round: 1, lang: 'en' }).html;
    expect(pairings).toMatch(/Õnne Ülevain<span class="small"> GMI 2532<\/span>/);
    expect(s.call('printout', { tournamentId: id, kind: 'participants', lang: 'en' }).html).toContain('GMI 2532');
    // The hall's round pages (and the website made of them) beside each name.
    const round = siteFiles(s.service, id, new Date('2026-11-27T12:00:00Z')).find((f) =>
      /round-1\.html$/.test(f.path),
    )!;
    expect(round.content).toContain('GMI 2532');
    const csv = (
      await exportTournament(s.service, { tournamentId: id, format: 'csv', lang: 'en' }, () =>
        Promise.reject(new Error('no PDF')),
      )
    ).content as string;
    const [heading, first] = csv.replace('\uFEFF', '').split('\r\n');
    expect(heading!.split(',').slice(3, 6)).toEqual(['Rank', 'Title', 'Rating']);
    expect(first!.split(',').slice(4, 6)).toEqual(['GMI', '2532']);
  });

  it('makes the report for the federation and FMJD: the page, the workbook, the games with their tags, the file', async () => {
    // One game's score sheet kept, so that the bundle has games.
    const [first] = s.call('getSchedule', { tournamentId: id }).rounds[0]!.games;
    s.call('saveGameRecord', { tournamentId: id, gameId: first!.id, moves: '1. 32-28 19-23 *' });
    const { html } = s.call('printout', { tournamentId: id, kind: 'ratingReport', lang: 'en' });
    expect(html).toContain('Report for the federation and FMJD');
    // In 2–1–0, whatever the tournament counts in; the first row: 1, his FMJD ID, federation, title and rating.
    expect(html).toContain('2–1–0');
    expect(html).toMatch(/Ülevain[^]*?16315[^]*?EST[^]*?GMI[^]*?2532/);
    // A draw is 1 in 2–1–0 (1 drew with 7): never 2.
    const rows = reportRows(s.call('getTournament', { id }), s.call('getCrosstable', { tournamentId: id }));
    expect(rows[0]!.cells).toEqual(['x', '2', '2', '2', '2', '2', '1', '2', '2', '2', '2', '2']);
    const bundle = await exportTournament(
      s.service,
      { tournamentId: id, format: 'zip', kind: 'ratingReport', lang: 'et' },
      (page) => Promise.resolve(Buffer.from(page)),
    );
    expect(bundle.fileName).toBe('eesti-meistrivõistlused-2026-reitinguaruanne.zip');
    const files = unzipSync(new Uint8Array(bundle.content as Buffer));
    expect(Object.keys(files).sort()).toEqual([
      'eesti-meistrivõistlused-2026-reitinguaruanne.pdf',
      'eesti-meistrivõistlused-2026-reitinguaruanne.xlsx',
      'eesti-meistrivõistlused-2026.json',
      'eesti-meistrivõistlused-2026.pdn',
    ]);
    const pdn = strFromU8(files['eesti-meistrivõistlused-2026.pdn']!);
    expect(pdn).toContain('[WhiteFmjdId "16315"]');
    expect(pdn).toContain('[WhiteRating "2532"]');
    expect(pdn).toContain('[WhiteTitle "GMI"]');
    // The workbook: numbers as numbers, each game a cell of its own.
    const workbook = await readWorkbook(Buffer.from(files['eesti-meistrivõistlused-2026-reitinguaruanne.xlsx']!));
    // Above the table, what the report is: the event, its dates and rules, the average, its list and Table 1's row.
    const heading = workbook.findIndex((row) => row[0] === 'Koht');
    const preamble = workbook
      .slice(0, heading)
      .map((row) => row[0])
      .filter(Boolean)
      .join('\n');
    expect(preamble).toContain('Eesti meistrivõistlused 2026');
    expect(preamble).toMatch(/20\. nov 2026 – 26\. nov 2026/);
    expect(preamble).toContain('FMJD');
    expect(preamble).toContain('Keskmine reiting 2441');
    expect(preamble).toContain('2425–2449: MS 53 %, SM 73 %');
    const sheet = workbook.slice(heading);
    expect(sheet[0]!.slice(0, 9)).toEqual([
      'Koht',
      'Nr',
      'Nimi (ladina tähtedega)',
      'Nimi, nagu kirjutatud',
      'FMJD ID',
      'Föd.',
      'Sünd.',
      'Tiitel',
      'Reiting',
    ]);
    expect(sheet[1]!.slice(0, 9)).toEqual([1, 1, 'Õnne Ülevain', null, 16315, 'EST', null, 'GMI', 2532]);
    const points = sheet[0]!.indexOf('Punktid');
    expect(sheet.slice(1).map((row) => row[points])).toEqual(EXPECTED.map((row) => row.points));
  });

  it('puts each norm on the player’s card, counted over five years as Lisa 2 counts them', () => {
    const players = s.call('getTournament', { id }).participants;
    const first = players.find((p) => p.lotNo === 1)!;
    const fourth = players.find((p) => p.lotNo === 4)!;
    // While the tournament is open its table is not final: the norm is shown, not yet counted.
    const open = s.call('getPlayerCard', { id: first.playerId });
    expect(open.tournaments[0]!.titleNorm).toBe('SM');
    expect(open.titleNorms.SM.norms).toBe(0);
    s.call('closeTournament', { id, confirm: true });
    const card = s.call('getPlayerCard', { id: first.playerId });
    expect(card.tournaments[0]!.titleNorm).toBe('SM');
    expect(card.titleNorms).toEqual({ since: '2021-11-27', SM: { norms: 1, games: 11 }, MS: { norms: 1, games: 11 } });
    expect(s.call('getPlayerCard', { id: fourth.playerId }).titleNorms).toMatchObject({
      SM: { norms: 0, games: 0 },
      MS: { norms: 1, games: 11 },
    });
    s.call('reopenTournament', { id, confirm: true });
  });

  it('keeps the ratings in the tournament file (@6) and reads them back', () => {
    const file = s.call('exportTournament', { id });
    expect(file.format).toBe('kabe-arbiter/tournament@6');
    expect(file.players[0]).toMatchObject({ no: 1, federation: 'EST', fmjdId: 16315, rating: 2532, title: 'GMI' });
    const other = serviceOnNewStore('2026-11-30T10:00:00Z');
    const { id: copy } = other.call('importTournament', { file });
    expect({ ...other.call('exportTournament', { id: copy }), trail: [] }).toEqual({ ...file, trail: [] });
    const readBack = other.call('getCrosstable', { tournamentId: copy });
    expect([readBack.averageRating, readBack.players.map((p) => p.titleNorm)]).toEqual([
      2441,
      s.call('getCrosstable', { tournamentId: id }).players.map((p) => p.titleNorm),
    ]);
  });

  it('the CLI reads the average, ratings, performances and title norms from the exported file', async () => {
    const file = path.join(tempFolder(), 'emv.json');
    fs.writeFileSync(file, JSON.stringify(s.call('exportTournament', { id })));
    const run = await cli(['crosstable', file, '--json']);
    const json = JSON.parse(run.stdout) as {
      averageRating: number;
      players: { no: number; rating: number; performance: number; titleNorm: string | null }[];
    };
    expect(json.averageRating).toBe(2441);
    const byNo = [...json.players].sort((a, b) => a.no - b.no);
    expect(byNo.map((p) => p.titleNorm)).toEqual(EXPECTED.map((row) => row.titleNorm));
    expect([byNo[0]!.rating, byNo[0]!.performance]).toEqual([2532, 2903]);
  });

  it('a 1953 tournament of unrated players is written as before, without an average or a title norm', () => {
    const fixture = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'tartu-6.json'), 'utf8'),
    ) as { format: string };
    const other = serviceOnNewStore('2026-11-30T10:00:00Z');
    const { id: tartu } = other.call('importTournament', { file: fixture });
    // An @1 file is written as @4, as it was before ratings came: nothing of @6 in it.
    expect(fixture.format).toBe('kabe-arbiter/tournament@1');
    expect(other.call('exportTournament', { id: tartu }).format).toBe('kabe-arbiter/tournament@4');
    const table = other.call('getCrosstable', { tournamentId: tartu });
    expect([table.averageRating, table.titleNormRow]).toEqual([null, null]);
    expect(table.players.every((p) => p.titleNorm === null && p.performance === null)).toBe(true);
    // Its norms report is the 1953 one alone.
    expect(other.call('printout', { tournamentId: tartu, kind: 'norms', lang: 'en' }).html).not.toContain(
      'title norms',
    );
  });
});

describe('a title norm rests on games played over the board (FIDE’s title rules; Lisa 2’s “games played”)', async () => {
  const { s, id, ids } = await championship();
  // Player 6 made his MS at exactly 12 of 22 (2–1–0): one of his six wins, against 12, becomes a forfeit win.
  const game = s
    .call('getSchedule', { tournamentId: id })
    .rounds.flatMap((round) => round.games)
    .find((g) => [g.white.no, g.black.no].sort((a, b) => a - b).join('-') === '6-12')!;
  s.call('recordResult', {
    tournamentId: id,
    gameId: game.id,
    result: game.white.no === 6 ? '+/-' : '-/+',
    confirm: true,
  });

  it('the forfeit neither makes the norm nor counts among the games: 10 of 20 played is 50 %, below 53 %', () => {
    const sixth = s.call('getCrosstable', { tournamentId: id }).players.find((p) => p.no === 6)!;
    expect(sixth).toMatchObject({
      points: 12,
      games: 11,
      titleNorm: null,
      titleNormGames: 10,
      titleNormPoints: 10,
      titleNormWithForfeits: 'MS',
    });
    // The others keep theirs: 12 lost that game by forfeit, and had no norm.
    expect(s.call('getCrosstable', { tournamentId: id }).players.find((p) => p.no === 5)!.titleNorm).toBe('MS');
  });

  it('the player’s card counts the games he played toward Lisa 2’s 24', () => {
    s.call('closeTournament', { id, confirm: true });
    const card = s.call('getPlayerCard', { id: ids[4]! });
    expect(card.tournaments[0]).toMatchObject({ titleNorm: 'MS', games: 11, titleNormGames: 11 });
    const sixth = s.call('getPlayerCard', { id: ids[5]! });
    expect(sixth.tournaments[0]).toMatchObject({ titleNorm: null, titleNormGames: 10 });
  });
});

describe('the women’s rows are a woman’s (EKL Lisa 2, Table 1: 200 lower), and are switched after the draw only when confirmed', async () => {
  const { s, id, ids } = await championship();
  // Siim Laas, no. 7, registered as a woman for this test: the only woman of the field.
  s.call('setPlayerIdentity', { playerId: ids[6]!, federation: 'EST', fmjdId: null, latinName: null, sex: 'F' });

  it('after the draw the switch asks first, saying what it changes, and writes nothing until confirmed', () => {
    const asked = apiError(() => s.call('updateTournamentSettings', { id, womenNorms: true }));
    expect(asked.issues.map((issue) => issue.key)).toEqual(['womenNormsOnAfterDraw']);
    expect(s.call('getTournament', { id }).settings.womenNorms).toBe(false);
    s.call('updateTournamentSettings', { id, womenNorms: true, confirm: true });
    expect(s.call('getTournament', { id }).settings.womenNorms).toBe(true);
  });

  it('judges the woman by the women’s rows and every man by the men’s, as before', () => {
    const table = s.call('getCrosstable', { tournamentId: id });
    // 2441 is beyond the women's rows the annex could be read for (from 2350): no women's norm is computed.
    expect(table.womenTitleNormRow).toEqual({ kind: 'beyond', from: 2350 });
    expect(table.titleNormRow).toEqual({ kind: 'row', from: 2425, to: 2449, MS: 53, SM: 73 });
    const row = (no: number) => table.players.find((p) => p.no === no)!;
    expect([row(7).womenRows, row(7).titleNorm]).toEqual([true, null]);
    expect([1, 4, 6].map((no) => [row(no).womenRows, row(no).titleNorm])).toEqual([
      [false, 'SM'],
      [false, 'MS'],
      [false, 'MS'],
    ]);
  });

  it('the tournament file carries her sex: read elsewhere, she is judged by the women’s rows again', () => {
    const file = s.call('exportTournament', { id });
    expect(file.players.find((p) => p.no === 7)).toMatchObject({ sex: 'F' });
    const other = serviceOnNewStore('2026-12-01T10:00:00Z');
    const { id: copy } = other.call('importTournament', { file });
    const row = other.call('getCrosstable', { tournamentId: copy }).players.find((p) => p.no === 7)!;
    expect(row.womenRows).toBe(true);
    expect({ ...other.call('exportTournament', { id: copy }), trail: [] }).toEqual({ ...file, trail: [] });
  });

  it('a 64-square list for this 100-square event is questioned', () => {
    const other = s.call('createTournament', { name: 'Karikas', variant: 'international', ruleSet: 'fmjd' });
    expect(
      apiError(() => s.call('updateTournamentSettings', { id: other.id, ratingList: 'fmjd64' })).issues[0]!.key,
    ).toBe('ratingListOtherVariant');
    expect(
      s.call('updateTournamentSettings', { id: other.id, ratingList: 'fmjd64', confirm: true }).settings.ratingList,
    ).toBe('fmjd64');
  });
});
