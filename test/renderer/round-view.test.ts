// The round view takes the game that recording a result gives back instead of reading the whole schedule again: the
// schedule it makes so must be the one the service would give, round completeness included — with a player removed
// under §38 too.
import { describe, expect, it } from 'vitest';
import type { GameResult } from '#domain/results';
import { nextBoardToEnter, roundStatus, withGame } from '#renderer/screens/tournament/round-view';
import { serviceOnNewStore } from '../support/service';

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
    expect(nextBoardToEnter([first!, decided], 0)).toBe(0);
  });

  it('stays on the last board when no board after it can be typed', () => {
    const s = fivePlayers();
    const games = s.call('getSchedule', { tournamentId: s.tournamentId }).rounds[0]!.games;
    expect(nextBoardToEnter(games, 0)).toBe(1);
    expect(nextBoardToEnter(games, games.length - 1)).toBe(games.length - 1);
  });
});
