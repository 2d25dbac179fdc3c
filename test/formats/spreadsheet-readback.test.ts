// What the app hands to a spreadsheet reads back as written. A double round robin's crosstable (two games against
// each player: 11, 00, 10, ½0, forfeits, a shared place, Sonneborn-Berger in quarters) and the rank list (a rank of
// unknown date) are exported as CSV in each language, opened by LibreOffice Calc in that language's locale, and
// compared cell by cell with what was meant: points are numbers (16,5 in Estonian and Russian is 16.5), results and
// places stay text, no game pair turns into eleven. The .xlsx files are read back by read-excel-file: numbers as
// numbers, results as text.
import { describe, expect, it } from 'vitest';
import type { Language } from '#api/languages';
import { exportRegister, exportTournament } from '#electron/exports';
import { sheetLabels } from '#formats/crosstable-sheet';
import { csvTable } from '#formats/csv-reading';
import { csvFile } from '#formats/spreadsheet';
import { csvsAsCalcReadsThem, readWorkbook, type ReadCell } from '../support/libreoffice';
import { serviceOnNewStore } from '../support/service';

const noPdf = () => Promise.reject(new Error('no PDF in this test'));

/** Four players, double round robin; the results chosen so that the cells hold every troublesome pair. */
function doubleRoundRobin() {
  const s = serviceOnNewStore('2026-11-25T10:00:00Z');
  const tournament = s.call('createTournament', {
    name: 'Tartu lahtised 2026',
    variant: 'russian',
    ruleSet: 'ussr1953',
    startDate: '2026-11-20',
    endDate: '2026-11-24',
  });
  s.call('updateTournamentSettings', { id: tournament.id, double: true });
  const names = ['Jaan Tamm', 'Mari Kask', 'Ivan Petrov', 'Olga Smirnova'];
  const ids = names.map((name, i) => s.call('createPlayer', { name, rank: i === 2 ? 'CM' : 'II' }).id);
  for (const playerId of ids) s.call('addParticipant', { tournamentId: tournament.id, playerId });
  s.call('drawLots', {
    tournamentId: tournament.id,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  const results = ['1-0', '1/2-1/2', '0-1', '+/-', '1/2-1/2'] as const;
  const schedule = s.call('getSchedule', { tournamentId: tournament.id });
  let next = 0;
  for (const round of schedule.rounds)
    for (const game of round.games)
      s.call('recordResult', {
        tournamentId: tournament.id,
        gameId: game.id,
        result: results[next++ % results.length],
      });
  return { s, tournamentId: tournament.id };
}

/** What a cell should read back as: numbers as numbers, the rest as the text written. */
function meant(cell: string | number | null): ReadCell {
  return cell === '' ? null : cell;
}

/** A tournament whose players' names, clubs and cities begin as formulas do, shown surname first: its crosstable and
 * the rank list as Estonian CSV files. */
async function hostileExports(): Promise<{ hostileCrosstable: string; hostileRankList: string }> {
  const s = serviceOnNewStore('2026-11-25T10:00:00Z');
  const tournament = s.call('createTournament', {
    name: '=Turniir',
    variant: 'russian',
    ruleSet: 'ussr1953',
    startDate: '2026-11-20',
    endDate: '2026-11-24',
  });
  s.call('updateTournamentSettings', { id: tournament.id, nameStyle: 'surnameFirst' });
  const hostile = [
    { surname: '=HYPERLINK("http://x.invalid/?a")', givenNames: 'Jaan', club: '+Kalev', city: '-Tartu' },
    { surname: '@Kask', givenNames: 'Mari', club: '=1+2', city: '@SUM(1)' },
    { surname: '-Petrov', givenNames: '=Ivan', club: '-2+3', city: '+372' },
    { surname: 'Tamm', givenNames: 'Olga', club: 'Kalev', city: 'Tartu' },
  ];
  const ids = hostile.map((fields) => s.call('createPlayer', { ...fields, rank: 'II' }).id);
  for (const playerId of ids) s.call('addParticipant', { tournamentId: tournament.id, playerId });
  s.call('drawLots', {
    tournamentId: tournament.id,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  const [first] = s.call('getSchedule', { tournamentId: tournament.id }).rounds;
  for (const game of first!.games)
    s.call('recordResult', { tournamentId: tournament.id, gameId: game.id, result: '+/-' });
  const lang = 'et';
  const crosstable = (await exportTournament(s.service, { tournamentId: tournament.id, format: 'csv', lang }, noPdf))
    .content as string;
  const rankList = (await exportRegister(s.service, { kind: 'rankList', lang, format: 'csv' }, noPdf))
    .content as string;
  return { hostileCrosstable: crosstable, hostileRankList: rankList };
}

describe('spreadsheets read back as written', () => {
  let rankListRead: ReadCell[][] | undefined;
  let hostileRead: Record<string, ReadCell[][]> | undefined;
  it('the double round robin’s crosstable: each game a cell of its own, in place order, with the language’s decimals', async () => {
    const event = doubleRoundRobin();
    const table = event.s.call('getCrosstable', { tournamentId: event.tournamentId });
    expect(table.tiebreaks).toContain('sb');
    // Half points and quarter points to write with the language's decimal sign.
    expect(table.players.some((p) => !Number.isInteger(p.points))).toBe(true);
    expect(table.players.some((p) => !Number.isInteger(p.sb * 2))).toBe(true);
    for (const lang of ['et', 'ru', 'en'] as Language[]) {
      const csv = (
        await exportTournament(event.s.service, { tournamentId: event.tournamentId, format: 'csv', lang }, noPdf)
      ).content as string;
      // In Estonian the rank list and the hostile names' files are read in the same run of Calc (a run costs about a
      // second).
      const rankList: Record<string, string> =
        lang === 'et'
          ? {
              rankList: (await exportRegister(event.s.service, { kind: 'rankList', lang, format: 'csv' }, noPdf))
                .content as string,
              ...(await hostileExports()),
            }
          : {};
      const files: Record<string, ReadCell[][]> = await csvsAsCalcReadsThem({ crosstable: csv, ...rankList }, lang);
      const read = files.crosstable!;
      if (files.rankList) rankListRead = files.rankList;
      if (files.hostileCrosstable) hostileRead = files;
      // The heading: place, number, name, rank, two columns for each place (1 (1), 1 (2), …), points, games, …
      expect(read[0]!.slice(4, 8)).toEqual(['1 (1)', '1 (2)', '2 (1)', '2 (2)']);
      expect(read).toHaveLength(table.players.length + 1);
      for (const [i, player] of table.players.entries()) {
        const row = read[i + 1]!;
        expect(row[2]).toBe(player.name);
        expect(row[1]).toBe(player.no);
        // Points as a number, whatever the language writes for a decimal sign.
        const pointsColumn = read[0]!.indexOf({ et: 'Punktid', ru: 'Очки', en: 'Points' }[lang]);
        expect(row[pointsColumn]).toBe(player.points);
        // A shared place stays "2–3", never a date or a subtraction.
        expect(row[0]).toBe(/^\d+$/.test(player.place) ? Number(player.place) : player.place);
        // Each result column holds one game: "1" and "0" as Calc reads them (numbers), "½", "+", "−" and "x" as
        // text — never 11, 10 or 0 for "00".
        const games = row.slice(4, 4 + 2 * table.players.length);
        for (const game of games) expect([1, 0, '½', '+', '−', 'x', null]).toContain(game);
        // The columns follow the rows (by place): the diagonal is the diagonal.
        expect(games.slice(2 * i, 2 * i + 2)).toEqual(['x', 'x']);
      }
      // Sonneborn-Berger in quarters (6¾ → 6.75) comes back as the number it is.
      const sbColumn = read[0]!.indexOf(sheetLabels(lang).tiebreaks.sb);
      expect(sbColumn).toBeGreaterThan(0);
      for (const [i, player] of table.players.entries()) expect(read[i + 1]![sbColumn]).toBe(player.sb);
    }
  });

  it('the crosstable as .xlsx: points and tiebreaks numbers, results and the rank text', async () => {
    const event = doubleRoundRobin();
    const exported = await exportTournament(
      event.s.service,
      { tournamentId: event.tournamentId, format: 'xlsx', lang: 'ru' },
      noPdf,
    );
    expect(exported.fileName).toBe('tartu-lahtised-2026.xlsx');
    const read = await readWorkbook(exported.content as Buffer);
    const table = event.s.call('getCrosstable', { tournamentId: event.tournamentId });
    const csv = (
      await exportTournament(event.s.service, { tournamentId: event.tournamentId, format: 'csv', lang: 'ru' }, noPdf)
    ).content as string;
    // Cell for cell what the CSV says, with its types: the same table in both files.
    const written = csv
      .replace('\uFEFF', '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(read).toHaveLength(written.length);
    for (const [r, row] of read.entries())
      for (const [c, cell] of row.entries()) {
        const text = written[r]![c]!;
        if (typeof cell === 'number') expect(cell).toBe(Number(text.replace(',', '.')));
        else expect(cell).toBe(meant(text));
      }
    // A result "1" is text in the workbook; the player's points are a number.
    const first = read[1]!;
    expect(first.slice(4).some((cell) => cell === '1')).toBe(true);
    expect(typeof first[read[0]!.indexOf('Очки')]).toBe('number');
    expect(first[3]).toBe(table.players[0]!.rank === 'CM' ? 'КМС' : 'II');
  });

  it('the rank list: a rank of unknown date says so in the CSV and in the workbook', async () => {
    const event = doubleRoundRobin();
    const request = { kind: 'rankList' as const, lang: 'et' as const };
    // Read by Calc in the crosstable's Estonian run above (or here, when this test runs alone).
    const read =
      rankListRead ??
      (
        await csvsAsCalcReadsThem(
          { rankList: (await exportRegister(event.s.service, { ...request, format: 'csv' }, noPdf)).content as string },
          'et',
        )
      ).rankList;
    expect(read[0]!.slice(0, 3)).toEqual(['Järk', 'Nimi', 'Klubi']);
    expect(read.slice(1).map((row) => row[0])).toEqual(['MK', 'II', 'II', 'II']);
    for (const row of read.slice(1)) expect(row[5]).toBe('kuupäev teadmata');
    const xlsx = await exportRegister(event.s.service, { ...request, format: 'xlsx' }, noPdf);
    expect(xlsx.fileName).toMatch(/^järgunimekiri-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = await readWorkbook(xlsx.content as Buffer);
    expect(workbook.map((row) => row.slice(0, 2))).toEqual(read.map((row) => row.slice(0, 2)));
  });

  it('text a spreadsheet would run as a formula is written as text: names, clubs and cities from a hostile list', async () => {
    // Read by Calc in the crosstable's Estonian run above (or here, when this test runs alone); the helper fails on
    // any cell Calc runs as a formula.
    const read = hostileRead ?? (await csvsAsCalcReadsThem(await hostileExports(), 'et'));
    const cells = [...read.hostileCrosstable!, ...read.hostileRankList!]
      .flat()
      .filter((cell) => typeof cell === 'string');
    // Each hostile text reads as itself behind the apostrophe that marks it as text; plain names as they are.
    const texts = ['=HYPERLINK("http://x.invalid/?a") Jaan', '@Kask Mari', '=Ivan -Petrov', '+Kalev', '-Tartu', '=1+2'];
    for (const text of texts) expect(cells).toContain(`'${text}`);
    expect(cells).toContain('Tamm Olga');
    // The crosstable's forfeit marks are marks, not formulas, and read as written.
    expect(cells).toContain('+');
    expect(cells.filter((cell) => /^[=+\-@]./.test(cell))).toEqual([]);
  });
});

describe('a CSV opened with another separator than its own (issue 51)', () => {
  it('holds no formula whichever separator Calc splits at: comma, semicolon or tab', async () => {
    // Text that begins a formula only after a split at a separator the file does not use.
    const hostile = ['Olga,=5+5,x', 'Anna;=1+1;y', 'Tab\t=2+2', 'Mari, -3+3', 'Peeter;@SUM(1)'];
    const sheet = { header: ['Nr', 'Nimi'], rows: hostile.map((text, i) => [i + 1, text]) };
    const files = { et: csvFile(sheet, 'et'), en: csvFile(sheet, 'en') };
    // One Calc run splitting at comma, semicolon and tab at once: every split any of them would make. The helper
    // fails on any cell Calc runs as a formula.
    const read = await csvsAsCalcReadsThem(files, 'et', 'all');
    const cells = [...read.et, ...read.en].flat().filter((cell) => typeof cell === 'string');
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
    // Read with its own separator, each cell is itself, an apostrophe before each piece that would begin a formula.
    expect(
      csvTable(files.et)
        .slice(1)
        .map((row) => row.cells[1]),
    ).toEqual(["Olga,'=5+5,x", "Anna;'=1+1;y", "Tab\t'=2+2", "Mari, '-3+3", "Peeter;'@SUM(1)"]);
  });
});
