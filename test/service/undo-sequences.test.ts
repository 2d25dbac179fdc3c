// Model-based: random sequences of what happens at a messy event — results typed and typed over, incidents, players
// leaving and coming back, envelopes sealed and opened, undo pressed again and again — under the 1953 rules, FIDE and
// FMJD (seeded: a failing case replays from its seed). After every undo the tournament is exactly as it was before
// the change it undid; a refused call writes nothing; nothing answers with an internal error; and the tournament's
// file, read back, gives the same table, schedule and incidents at the end.
import { describe, expect, it } from 'vitest';
import { ApiError } from '#api/errors';
import type { ScheduledGame } from '#api/views';
import { mulberry32 } from '#domain/lots';
import { sealedEnvelope } from '../support/envelope';
import { serviceOnNewStore } from '../support/service';

const RESULTS = ['1-0', '0-1', '1/2-1/2', '+/-', '-/+', '-/-', null] as const;
const INCIDENTS = [
  { kind: 'noShow', side: 'white' },
  { kind: 'noShow', side: 'black' },
  { kind: 'bothAbsent', side: 'both' },
  { kind: 'timeLoss', side: 'black' },
  { kind: 'discipline', side: 'white' },
  { kind: 'illegalMove', side: 'white', moveNumber: 12, move: 'c3-d4' },
] as const;
const STEPS = 140;

function messyEvent(seed: number, ruleSet: 'ussr1953' | 'fide' | 'fmjd') {
  const s = serviceOnNewStore();
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const n = 5 + Math.floor(random() * 4);
  const tournamentId = s.call('createTournament', { name: `Segadus ${seed}`, variant: 'russian', ruleSet }).id;
  if (random() < 0.3) s.call('updateTournamentSettings', { id: tournamentId, double: true });
  const ids = Array.from({ length: n }, (_, i) => s.call('createPlayer', { name: `Mängija ${i + 1}` }).id);
  for (const playerId of ids) s.call('addParticipant', { tournamentId, playerId });
  s.call('drawLots', { tournamentId, method: 'random', seed: `S${seed}` });
  const schedule = () => s.call('getSchedule', { tournamentId });
  const games = () => schedule().rounds.flatMap((r) => r.games);
  /** Everything undo must restore: what the screens show, and the stored rows themselves (the clock stands still,
   * so their times compare too). */
  const snapshot = () =>
    JSON.stringify({
      schedule: schedule(),
      table: s.call('getCrosstable', { tournamentId }),
      tournament: s.call('getTournament', { id: tournamentId }),
      incidents: s.call('listIncidents', { tournamentId }),
      rows: ['games', 'adjournments', 'incidents', 'withdrawals', 'participants', 'audit_log'].map((table) =>
        s.store.db.$client.prepare(`select * from ${table} order by id`).all(),
      ),
    });
  /** The rounds, from the first, in which all of the player's games have a result: when he can be said to leave. */
  const roundsPlayedBy = (playerId: number) => {
    const rounds = schedule().rounds;
    const complete = rounds.findIndex((round) =>
      round.games.some(
        (g) =>
          (g.white.playerId === playerId || g.black.playerId === playerId) &&
          (g.result === null || g.result === 'adjourned'),
      ),
    );
    return Math.min(complete === -1 ? rounds.length : complete, rounds.length - 1);
  };
  return { ...s, random, pick, tournamentId, ids, games, snapshot, roundsPlayedBy };
}

/** Expects the action refused the way a user's mistake is (never an internal error), having written nothing. */
function refusedWithoutTrace(error: unknown, before: string, after: string): void {
  if (!(error instanceof ApiError) || error.code === 'internal') throw error;
  expect(after, `refused (${error.message}), yet something changed`).toBe(before);
}

describe('a messy event, undone step by step', () => {
  for (const [seed, ruleSet] of [
    [1, 'ussr1953'],
    [6, 'ussr1953'],
    [5, 'fide'],
    // These two clear a result a withdrawal was decided on: the file of that state would not read back (§38).
    [11, 'fide'],
    [45, 'fmjd'],
  ] as const) {
    it(`seed ${seed}, ${ruleSet}: every undo restores the state before its change`, () => {
      const s = messyEvent(seed, ruleSet);
      const { tournamentId, pick } = s;
      /** The state before each change undo can still take back, the latest last. */
      const undoable: string[] = [];
      const attempt = (kind: 'reversible' | 'final', action: () => unknown) => {
        const before = s.snapshot();
        try {
          action();
        } catch (error) {
          refusedWithoutTrace(error, before, s.snapshot());
          return;
        }
        // An act undo stops at (an envelope opened, a withdrawal cancelled, a new draw) ends what it can take back.
        if (kind === 'reversible') undoable.push(before);
        else undoable.length = 0;
      };
      for (let step = 0; step < STEPS; step++) {
        const roll = s.random();
        const game: ScheduledGame = pick(s.games());
        const player = pick(s.ids);
        if (roll < 0.45) {
          const result = pick(RESULTS);
          attempt('reversible', () => s.call('recordResult', { tournamentId, gameId: game.id, result, confirm: true }));
        } else if (roll < 0.6) {
          const incident = pick(INCIDENTS);
          attempt('reversible', () =>
            s.call('recordIncident', { tournamentId, gameId: game.id, ...incident, confirm: true }),
          );
        } else if (roll < 0.68) {
          const afterRound = s.roundsPlayedBy(player);
          let redraw = false;
          attempt('reversible', () => {
            redraw = s.call('withdrawPlayer', { tournamentId, playerId: player, afterRound }).rule === 'redraw';
          });
          if (redraw) {
            // Before the start with an odd number: the lots are drawn again, and undo stops at a new draw.
            undoable.length = 0;
            s.call('drawLots', { tournamentId, method: 'random', seed: `again ${step}` });
          }
        } else if (roll < 0.72) {
          attempt('final', () => s.call('cancelWithdrawal', { tournamentId, playerId: player, confirm: true }));
        } else if (roll < 0.78) {
          attempt('reversible', () => s.call('adjournGame', sealedEnvelope(tournamentId, game.id, { confirm: true })));
        } else if (roll < 0.8) {
          const waiting = s.games().find((g) => g.result === 'adjourned') ?? game;
          attempt('final', () =>
            s.call('openEnvelope', { tournamentId, gameId: waiting.id, minutesLeftInSession: 120 }),
          );
        } else {
          const before = s.snapshot();
          try {
            s.call('undoLastChange', { tournamentId });
          } catch (error) {
            refusedWithoutTrace(error, before, s.snapshot());
            expect(undoable, `undo refused (${(error as Error).message}) with changes to take back`).toEqual([]);
            continue;
          }
          const expected = undoable.pop();
          expect(expected, 'undo took back a change nobody made').toBeDefined();
          // The undo's own audit row aside, everything is as it was.
          const now = JSON.parse(s.snapshot()) as { rows: unknown[][] };
          const then = JSON.parse(expected!) as { rows: unknown[][] };
          now.rows[5] = now.rows[5]!.slice(0, then.rows[5]!.length);
          expect(now).toEqual(then);
        }
      }

      const file = s.call('exportTournament', { id: tournamentId });
      const copy = s.call('importTournament', { file, confirm: true }).id;
      const withoutIds = (value: unknown): unknown =>
        JSON.parse(
          JSON.stringify(value, (key, v: unknown) => (/^(id|playerId|gameId|tournamentId)$/.test(key) ? undefined : v)),
        );
      for (const operation of ['getCrosstable', 'getSchedule', 'listIncidents'] as const)
        expect(withoutIds(s.call(operation, { tournamentId: copy })), operation).toEqual(
          withoutIds(s.call(operation, { tournamentId })),
        );
    });
  }
});
