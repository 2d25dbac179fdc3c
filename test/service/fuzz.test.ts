// Property-based fuzzing of the contract's boundary: every operation, fed random and hostile input (seeded, bounded),
// answers with its result or with a refusal that names the field or the body — never an internal error — and a
// refused call writes nothing (the audit log and every table stay as they were).
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATION_NAMES } from '#api/contract';
import { ApiError } from '#api/errors';
import { MESSAGE_KEYS } from '#api/messages';
import type { Db } from '#db/db';
import type { Store } from '#db/open';
import * as schema from '#db/schema';
import { createService } from '#service';
import { serviceOnNewStore } from '../support/service';
import { tempFolder } from '../support/store';

/** The field names the contract knows, so that many inputs get past "unknown field" to the checks behind it. */
const FIELDS = [
  'id',
  'tournamentId',
  'playerId',
  'gameId',
  'name',
  'rank',
  'club',
  'city',
  'birthYear',
  'confirm',
  'variant',
  'ruleSet',
  'venue',
  'startDate',
  'endDate',
  'arbiter',
  'result',
  'afterRound',
  'method',
  'seed',
  'numbers',
  'file',
  'position',
  'sealedMoveNumber',
  'whiteUsed',
  'blackUsed',
  'early',
  'resumeAt',
  'resumePlace',
  'drawOfferPending',
  'sealedMove',
  'minutesLeftInSession',
  'kind',
  'side',
  'moveNumber',
  'move',
  'note',
  'round',
  'lang',
  'tiebreaks',
  'double',
  'movesPerHour',
  'sessionHours',
  'opponentCanWin',
  'foundDuring',
];

/** Values that broke boundaries before: loose ids, impossible clocks, hostile text, odd shapes. */
const NASTY = [
  true,
  false,
  null,
  [1],
  [],
  {},
  '0x10',
  ' 7 ',
  '1e3',
  '',
  ' ',
  -1,
  0,
  1,
  2,
  3,
  1.5,
  2 ** 53,
  Number.MAX_SAFE_INTEGER,
  '1:99',
  '1:45',
  '99:00',
  '2026-02-30',
  '2026-03-14',
  'x'.repeat(400),
  'Nul\u0000l',
  'Evil\u202Eeman',
  'Half \uD800',
  'Jaan Tamm',
  'II',
  'CM',
  'russian',
  'international',
  'ussr1953',
  'fide',
  '1-0',
  '0-1',
  '1/2-1/2',
  '+/-',
  '-/-',
  'adjourned',
  'manual',
  'random',
  'W:Wc3,e3:Bb6,d6',
  'W:Wc3:Ba7',
  'c3-d4',
  'white',
  'black',
  'both',
  'illegalMove',
  'noShow',
  'crosstable',
  'pairings',
  'envelope',
  'ru',
  'et',
  'klingon',
  ['sb', 'wins'],
  ['nope'],
  { key: 'value' },
  { version: 2 },
  '<script>alert(1)</script>',
  "'; drop table players; --",
];

/** Valid calls against the seeded archive; the fuzzer spoils one or two of their fields, so that a bad value meets
 * the checks that come after the others have passed (a clock of 1:99 in an otherwise good envelope). */
function templates(gameIds: number[]): Record<string, Record<string, unknown>> {
  const game = gameIds[0]!;
  return {
    createPlayer: { name: 'Peeter Paju', rank: 'III', club: 'Kalev', city: 'Tartu', birthYear: 1990 },
    updatePlayer: { id: 1, name: 'Mängija 1', rank: 'II', club: null, city: null, birthYear: 1980 },
    createTournament: {
      name: 'Uus',
      variant: 'russian',
      ruleSet: 'ussr1953',
      venue: 'Tartu',
      startDate: '2026-03-14',
      endDate: '2026-03-15',
      arbiter: 'K',
    },
    addParticipant: { tournamentId: 2, playerId: 1 },
    drawLots: { tournamentId: 1, method: 'random', seed: 'abc' },
    recordResult: { tournamentId: 1, gameId: game, result: '1-0' },
    withdrawPlayer: { tournamentId: 1, playerId: 1, afterRound: 0 },
    adjournGame: {
      tournamentId: 1,
      gameId: gameIds[1],
      position: 'W:Wc3,e3:Bb6,d6',
      sealedMoveNumber: 30,
      sealedMove: 'c3-d4',
      whiteUsed: '1:45',
      blackUsed: '1:30',
      resumeAt: '2026-03-15T10:00',
      resumePlace: 'Tartu',
    },
    openEnvelope: { tournamentId: 1, gameId: gameIds[1], minutesLeftInSession: 120 },
    recordIncident: {
      tournamentId: 1,
      gameId: gameIds[2],
      kind: 'illegalMove',
      side: 'white',
      moveNumber: 12,
      move: 'c3-d4',
      note: 'seen',
    },
    printout: { tournamentId: 1, kind: 'pairings', round: 1, lang: 'ru' },
  };
}

/** Near-valid values, by the kind of field: times with any minutes, dates with any day, numbers with junk. */
const clockLike = fc
  .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(':', '.', ' : '))
  .map(([h, m, sep]) => `${h}${sep}${String(m).padStart(2, '0')}`);
const dateLike = fc
  .tuple(fc.integer({ min: 1990, max: 2030 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const numberLike = fc.oneof(
  fc.integer({ min: -3, max: 1100 }),
  fc
    .tuple(fc.constantFrom('', ' ', '+', '0', '-', '0x'), fc.nat(50), fc.constantFrom('', ' ', '.5', 'e1'))
    .map(([a, n, b]) => `${a}${n}${b}`),
);
const nearValid = fc.oneof(clockLike, dateLike, numberLike);
const value = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: nearValid },
  { weight: 1, arbitrary: fc.integer({ min: -3, max: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }) },
);
/** A value for a field: mostly one near its own kind, else anything hostile. */
function valueFor(field: string) {
  const own = /Used$/.test(field)
    ? clockLike
    : /Date$|resumeAt/.test(field)
      ? dateLike
      : /(^id|Id|Number|round|Round|minutes|Session|Hours|Hour|birthYear)/.test(field)
        ? numberLike
        : null;
  return own ? fc.oneof({ weight: 2, arbitrary: own }, { weight: 1, arbitrary: value }) : value;
}

const input = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }) },
  { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
);

function seeded() {
  const s = serviceOnNewStore();
  const tournament = s.call('createTournament', { name: 'Fuzz', variant: 'russian', ruleSet: 'ussr1953' });
  const ids = Array.from({ length: 4 }, (_, i) => s.call('createPlayer', { name: `Mängija ${i + 1}` }).id);
  for (const playerId of ids) s.call('addParticipant', { tournamentId: tournament.id, playerId });
  const schedule = s.call('drawLots', {
    tournamentId: tournament.id,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  s.call('createTournament', { name: 'Empty', variant: 'international', ruleSet: 'fmjd' });
  return { ...s, gameIds: schedule.rounds[0]!.games.map((g) => g.id) };
}

describe('the contract under random and hostile input', () => {
  it('answers every call with a result or a refusal that names what is wrong, and a refusal writes nothing', () => {
    const s = seeded();
    const valid = templates(s.gameIds);
    // Each call runs on a fresh copy of the seeded archive, so that no earlier call hides a check behind another.
    // An in-memory copy cannot be in WAL mode: the image is taken in rollback-journal mode.
    s.store.db.$client.pragma('journal_mode = DELETE');
    const image = s.store.db.$client.serialize();
    const storeFile = path.join(tempFolder(), 'fuzz.sqlite');
    const fresh = () => {
      const client = new Database(image);
      client.pragma('foreign_keys = ON');
      const store: Store = { db: drizzle(client, { schema }) as Db, file: storeFile, close: () => client.close() };
      return {
        store,
        service: createService(store, () => new Date('2026-03-14T10:00:00Z'), { automaticCopies: false }),
      };
    };
    // Mostly the template's own fields are spoiled; sometimes a field it does not have is added.
    const spoiled = fc
      .constantFrom(...Object.keys(valid))
      .chain((operation) =>
        fc.tuple(
          fc.constant(operation),
          fc.array(
            fc
              .oneof(
                { weight: 4, arbitrary: fc.constantFrom(...Object.keys(valid[operation]!)) },
                { weight: 1, arbitrary: fc.constantFrom(...FIELDS) },
              )
              .chain((field) => fc.tuple(fc.constant(field), valueFor(field))),
            { minLength: 1, maxLength: 2 },
          ),
        ),
      )
      .map(
        ([operation, changes]) =>
          [operation, { ...valid[operation], ...Object.fromEntries(changes) }] as [string, unknown],
      );
    const call = fc.oneof(
      { weight: 2, arbitrary: spoiled },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom<string>(...OPERATION_NAMES), input) },
    );
    const tables = [
      'audit_log',
      'players',
      'tournaments',
      'participants',
      'games',
      'adjournments',
      'incidents',
      'withdrawals',
    ];
    const snapshot = (store: Store) =>
      tables
        .map((table) => JSON.stringify(store.db.$client.prepare(`select * from ${table} order by rowid`).all()))
        .join('\n');
    // Every call starts from the same image, so what every table held before it is read once.
    const first = fresh();
    const before = snapshot(first.store);
    first.store.close();
    let refused = 0;
    fc.assert(
      fc.property(call, ([operation, raw]) => {
        const { store, service } = fresh();
        try {
          service.dispatch(operation, raw);
        } catch (error) {
          refused += 1;
          expect(error).toBeInstanceOf(ApiError);
          const refusal = error as ApiError;
          expect(refusal.code, `${operation} ${refusal.message}`).not.toBe('internal');
          expect(refusal.issues.length).toBeGreaterThan(0);
          for (const found of refusal.issues) {
            expect(typeof found.path).toBe('string');
            expect(MESSAGE_KEYS).toContain(found.key);
          }
          expect(snapshot(store), `${operation} wrote although refused`).toBe(before);
        } finally {
          store.close();
        }
      }),
      { seed: 20261123, numRuns: 1500 },
    );
    expect(refused).toBeGreaterThan(500);
  }, 60_000);
});
