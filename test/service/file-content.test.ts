// What a tournament file holds that once reached the store and failed there later (issue 51's probe): a score sheet
// starting from something that is not a position (its record and score sheet then answered "internal error"), one
// FMJD ID given to two players, one round's opening drawn twice (a UNIQUE constraint, in SQLite's English). Each is
// now refused at its place in the file, in the reader's language, and nothing is stored.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiError, asApiError, errorMessageIn } from '#api/errors';
import { catalogue } from '#i18n/catalogue';
import { apiError, serviceOnNewStore } from '../support/service';

const tartu = JSON.parse(fs.readFileSync(new URL('../fixtures/tartu-6.json', import.meta.url), 'utf8')) as {
  format: string;
  players: Record<string, unknown>[];
  games: Record<string, unknown>[];
};

/** The Tartu file as @6, each game at its place, with `change` applied. */
function tartuWith(change: (file: typeof tartu & Record<string, unknown>) => void) {
  const file = structuredClone(tartu) as typeof tartu & Record<string, unknown>;
  file.format = 'kabe-arbiter/tournament@6';
  change(file);
  return file;
}

function refusedImport(file: unknown) {
  const s = serviceOnNewStore();
  const refused = apiError(() => s.call('importTournament', { file }));
  expect(s.count('tournaments')).toBe(0);
  expect(s.count('audit_log')).toBe(0);
  return refused;
}

describe('a tournament file’s content checked before it is stored', () => {
  it('a score sheet that does not start from a position: refused at its start, in Estonian too', () => {
    const refused = refusedImport(
      tartuWith((file) => {
        file.games[0]!.record = { start: 'Q:this is no position', moves: [], result: null };
      }),
    );
    expect(refused.code).toBe('invalid');
    expect(refused.issues[0]).toMatchObject({ path: 'games.0.record.start', key: 'fileRecordStartNotPosition' });
    expect(errorMessageIn(refused, catalogue('et'))).toMatch(/Partiileht ei alga/);
  });

  it('one FMJD ID for two players: refused at the second', () => {
    const refused = refusedImport(
      tartuWith((file) => {
        file.players[0]!.fmjdId = 12345;
        file.players[3]!.fmjdId = 12345;
      }),
    );
    expect(refused.issues).toContainEqual(
      expect.objectContaining({ path: 'players.3.fmjdId', key: 'fileFmjdIdTwice', params: { id: 12345, no: 1 } }),
    );
  });

  it('one round’s opening drawn twice, or for a round and a board beyond the table: refused at each', () => {
    const refused = refusedImport(
      tartuWith((file) => {
        file.openings = [
          { tableRound: 1, ballot: '1', seed: 'a' },
          { tableRound: 1, ballot: '2', seed: 'b' },
          { tableRound: 1000, ballot: '3', seed: 'c' },
          { tableRound: 2, board: 99, ballot: '4', seed: 'd' },
        ];
      }),
    );
    expect(refused.issues.map((found) => [found.path, found.key])).toEqual([
      ['openings.1', 'fileOpeningTwice'],
      ['openings.2.tableRound', 'fileRoundBeyond'],
      ['openings.3.board', 'fileOpeningBoardBeyond'],
    ]);
  });

  it('a rule of the store broken all the same is said as what it means, never as an internal error', () => {
    const error = asApiError(
      new Error('UNIQUE constraint failed: round_openings.tournament_id, round_openings.table_round'),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('conflict');
    expect(errorMessageIn(error, catalogue('ru'))).toMatch(/^Это сохранило бы дважды/);
    expect(errorMessageIn(error, catalogue('ru'))).not.toMatch(/UNIQUE|constraint/);
  });
});

describe('an import that stores nothing logs nothing (issue 51)', () => {
  it('a player list whose every row is registered already', () => {
    const s = serviceOnNewStore();
    s.call('createPlayer', { name: 'Jaan Tamm' });
    const before = s.count('audit_log');
    const rows = [
      { line: 1, cells: ['Nimi'] },
      { line: 2, cells: ['Jaan Tamm'] },
    ];
    expect(s.call('importPlayers', { source: 'klubi.csv', rows, confirm: true }).stored).toBe(0);
    expect(s.count('audit_log')).toBe(before);
  });
});

describe('one set of limits, said with the real numbers (issue 51)', () => {
  it('a rating list beyond its 100,000 rows says 100,000, a player list beyond its 20,000 says 20,000', () => {
    const s = serviceOnNewStore();
    const row = { line: 1, cells: ['x'] };
    const ratings = apiError(() =>
      s.call('importRatings', { list: 'fmjd100', listDate: '2026-12-01', rows: Array(100_001).fill(row) }),
    );
    expect(ratings.issues[0]).toMatchObject({ path: 'rows', key: 'importTooLong', params: { max: 100_000 } });
    const players = apiError(() => s.call('importPlayers', { rows: Array(20_001).fill(row) }));
    expect(players.issues[0]).toMatchObject({ key: 'importTooLong', params: { max: 20_000 } });
  });
});
