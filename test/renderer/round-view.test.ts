// The round view takes the game that recording a result gives back instead of reading the whole schedule again: the
// schedule it makes so must be the one the service would give, round completeness included — with a player removed
// under §38 too.
import { describe, expect, it } from 'vitest';
import type { GameResult } from '#domain/results';
import { cursorAfterResult, nextBoardToEnter, roundStatus, withGame } from '#renderer/screens/tournament/round-view';
import { drawLettered, serviceOnNewStore } from '../support/service';

function fivePlayers() {
  const s = serviceOnNewStore();
  const tournament = s.call('createTournament', { name: 'Ringturniir', variant: 'russian', ruleSet: 'ussr1953' });
  const ids = ['Jaan Tamm', 'Mari Kask', 'Peeter Mänd', 'Õnne Saar', 'Ants Sepp'].map(
    (name) => s.call('createPlayer', { name }).id,
  );
  for (const playerId of ids) s.call('addParticipant', { tournamentId: tournament.id, playerId });
  s.call('drawLots', { tournamentId: tournament.id, method: 'random', seed: 'ROUNDVIEW' });
  return { ...s, tournamentId: tournament.id, ids };
}

describe('the schedule after a result, without reading it again', () => {
  it('is the schedule the service gives, result by result, until every round is complete', () => {
    const s = fivePlayers();
    const results: GameResult[] = ['1-0', '1/2-1/2', '0-1', '+/-', '-/-', '1-0', '-/+'];
    let shown = s.call('getSchedule', { tournamentId: s.tournamentId });
    let turn = 0;
    for (const round of shown.rounds)
      for (const game of round.games) {
        const result = results[turn++ % results.length]!;
        shown = withGame(shown, s.call('recordResult', { tournamentId: s.tournamentId, gameId: game.id, result }));
        expect(shown).toEqual(s.call('getSchedule', { tournamentId: s.tournamentId }));
      }
    expect(shown.rounds.length).toBe(5);
    expect(shown.rounds.every((round) => round.complete)).toBe(true);
  });

  it('counts a removed player’s annulled games as finished (§38)', () => {
    const s = fivePlayers();
    const first = s.call('getSchedule', { tournamentId: s.tournamentId }).rounds[0]!;
    for (const game of first.games)
      s.call('recordResult', { tournamentId: s.tournamentId, gameId: game.id, result: '1/2-1/2' });
    // The first player leaves after round 1, fewer than half his games played: his games are annulled.
    const left = s.call('withdrawPlayer', { tournamentId: s.tournamentId, playerId: s.ids[0], afterRound: 1 });
    expect(left.rule).toBe('annulled');
    let shown = s.call('getSchedule', { tournamentId: s.tournamentId });
    expect(shown.rounds.length).toBe(5);
    // A round before the last (which waits for the others, §35) with one of his annulled games.
    const at = shown.rounds.findIndex(
      (r, i) => i > 0 && i < shown.rounds.length - 1 && r.games.some((g) => g.withdrawal?.effect === 'annulled'),
    );
    expect(at).toBeGreaterThan(0);
    for (const game of shown.rounds[at]!.games.filter((g) => g.withdrawal === null))
      shown = withGame(shown, s.call('recordResult', { tournamentId: s.tournamentId, gameId: game.id, result: '1-0' }));
    const after = shown.rounds[at]!;
    expect(shown).toEqual(s.call('getSchedule', { tournamentId: s.tournamentId }));
    expect(after.complete).toBe(true);
    expect(roundStatus(after)).toEqual({ missing: 0, adjourned: 0 });
  });
});

describe('where the cursor goes after a result', () => {
  it('to the next board whose result can be typed, passing over the games §38 decided', () => {
    const s = fivePlayers();
    const [first, second] = s.call('getSchedule', { tournamentId: s.tournamentId }).rounds[0]!.games;
    const decided = { ...second!, withdrawal: { effect: 'annulled' as const, player: second!.white } };
    // Boards 1, 2 (annulled under §38) and 3: from board 1 the cursor goes to board 3.
    expect(nextBoardToEnter([first!, decided, first!], 0)).toBe(2);
    expect(nextBoardToEnter([first!, decided], 0)).toBeNull();
  });

  it('passes over a game that has its result, going back to an earlier board still waiting; none left: null', () => {
    const s = fivePlayers();
    const games = s.call('getSchedule', { tournamentId: s.tournamentId }).rounds[0]!.games;
    const done = { ...games[1]!, result: '1-0' as const };
    expect(nextBoardToEnter([games[0]!, done, games[0]!], 0)).toBe(2);
    // From the last board, back to the first one still waiting.
    expect(nextBoardToEnter([games[0]!, done, done], 2)).toBe(0);
    expect(nextBoardToEnter([done, done], 1)).toBeNull();
  });

  it('after a round’s last result, to the first board without a result of the round shown next', () => {
    const s = fivePlayers();
    let shown = s.call('getSchedule', { tournamentId: s.tournamentId });
    // Round 2's first board already has its result: the cursor goes to its second.
    const secondRound = shown.rounds[1]!.games;
    shown = withGame(
      shown,
      s.call('recordResult', { tournamentId: s.tournamentId, gameId: secondRound[0]!.id, result: '1-0' }),
    );
    const firstRound = shown.rounds[0]!.games;
    for (const game of firstRound)
      shown = withGame(shown, s.call('recordResult', { tournamentId: s.tournamentId, gameId: game.id, result: '0-1' }));
    const last = firstRound.length - 1;
    // The view that follows the rounds being played moves on to round 2, board 2.
    expect(cursorAfterResult(shown, 1, last, true)).toBe(1);
    // A round the arbiter chose (in the address) keeps the cursor where it is.
    expect(cursorAfterResult(shown, 1, last, false)).toBe(last);
  });
});

describe('a round of micro-matches after a result, without reading it again', () => {
  it('says whether its opening may still be drawn, as the service does: a forfeit leaves it, a game played not', () => {
    const s = serviceOnNewStore('2026-11-27T10:00:00Z');
    const { id } = s.call('createTournament', { name: 'MV', variant: 'russian', ruleSet: 'fmjd' });
    s.call('updateTournamentSettings', { id, microMatch: true, openingTable: 'fmjd-64' });
    drawLettered(s, id, ['A', 'B', 'C', 'D']);
    let shown = s.call('getSchedule', { tournamentId: id });
    const games = shown.rounds[0]!.games;
    // [board, result, played without an opening]
    const steps: [number, GameResult, boolean][] = [
      [0, '+/-', false],
      [1, '-/-', false],
      [2, '1-0', true],
      [2, null, false],
      [3, '1/2-1/2', true],
    ];
    for (const [at, result, withoutOpening] of steps) {
      const recorded = s.call('recordResult', {
        tournamentId: id,
        gameId: games[at]!.id,
        result,
        confirm: true,
        withoutOpening,
      });
      shown = withGame(shown, recorded);
      expect(shown).toEqual(s.call('getSchedule', { tournamentId: id }));
    }
    expect(shown.rounds[0]!.openingDraw).toEqual({ lock: 'played' });
  });
});
