// The round view keeps its schedule in a store whose parts render apart (docs/performance.md): its frame — the rounds
// listed, the round shown and its boards — must stay the same frame through results, and change exactly when what it
// shows does: the view following play moves to the next round, a round is drawn, an address names no round.
import { describe, expect, it } from 'vitest';
import { createValueStore } from '#renderer/components/value-store';
import { gameAt, roundAt, roundFrame, sameFrame, shownRound, withGame } from '#renderer/screens/tournament/round-view';
import { serviceOnNewStore } from '../support/service';

function fourPlayers() {
  const s = serviceOnNewStore();
  const tournament = s.call('createTournament', { name: 'Raam', variant: 'russian', ruleSet: 'ussr1953' });
  for (const name of ['Jaan Tamm', 'Mari Kask', 'Peeter Mänd', 'Õnne Saar']) {
    const { id } = s.call('createPlayer', { name });
    s.call('addParticipant', { tournamentId: tournament.id, playerId: id });
  }
  s.call('drawLots', { tournamentId: tournament.id, method: 'random', seed: 'FRAME' });
  return { ...s, tournamentId: tournament.id };
}

describe('the round view’s frame', () => {
  it('is the same frame after each result of a round, until its last moves the view following play on', () => {
    const s = fourPlayers();
    let shown = s.call('getSchedule', { tournamentId: s.tournamentId });
    const following = roundFrame(shown, undefined);
    const addressed = roundFrame(shown, 1);
    expect(following.shown?.round).toBe(1);
    const [first, last] = shown.rounds[0]!.games;
    shown = withGame(shown, s.call('recordResult', { tournamentId: s.tournamentId, gameId: first!.id, result: '1-0' }));
    // One board of two entered: nothing the frame shows has changed.
    expect(sameFrame(following, roundFrame(shown, undefined))).toBe(true);
    expect(sameFrame(addressed, roundFrame(shown, 1))).toBe(true);
    shown = withGame(shown, s.call('recordResult', { tournamentId: s.tournamentId, gameId: last!.id, result: '0-1' }));
    // The round complete: the view following play shows round 2 and its boards; the view of round 1 stays.
    const moved = roundFrame(shown, undefined);
    expect(sameFrame(following, moved)).toBe(false);
    expect(moved.shown?.round).toBe(2);
    expect(moved.shown?.gameIds).toEqual(shown.rounds[1]!.games.map((g) => g.id));
    expect(sameFrame(addressed, roundFrame(shown, 1))).toBe(true);
  });

  it('says an address of a round the schedule does not have, and shows no other round in its place', () => {
    const s = fourPlayers();
    const schedule = s.call('getSchedule', { tournamentId: s.tournamentId });
    expect(shownRound(schedule, 9)).toEqual({ round: null, missing: true });
    const frame = roundFrame(schedule, 9);
    expect(frame).toMatchObject({ shown: null, noSuchRound: true });
    expect(frame.rounds.map((r) => r.round)).toEqual([1, 2, 3]);
    expect(sameFrame(frame, roundFrame(schedule, 1))).toBe(false);
    expect(sameFrame(null, null)).toBe(true);
    expect(sameFrame(frame, null)).toBe(false);
  });

  it('after every round is complete, shows the last one', () => {
    const s = fourPlayers();
    let schedule = s.call('getSchedule', { tournamentId: s.tournamentId });
    for (const game of schedule.rounds.flatMap((r) => r.games))
      schedule = withGame(
        schedule,
        s.call('recordResult', { tournamentId: s.tournamentId, gameId: game.id, result: '1/2-1/2' }),
      );
    expect(roundFrame(schedule, undefined).shown?.round).toBe(3);
  });

  it('finds each board’s game and each chip’s round as the schedule holds them now', () => {
    const s = fourPlayers();
    const before = s.call('getSchedule', { tournamentId: s.tournamentId });
    const game = before.rounds[1]!.games[0]!;
    const after = withGame(
      before,
      s.call('recordResult', { tournamentId: s.tournamentId, gameId: game.id, result: '1-0' }),
    );
    expect(gameAt(after, before.rounds[1]!.tableRound, game.id)?.result).toBe('1-0');
    // A game of another round, and a round not in the table: none.
    expect(gameAt(after, before.rounds[0]!.tableRound, game.id)).toBeNull();
    expect(roundAt(after, 99)).toBeNull();
    // What the result did not touch is the very same object: its row and chip are not rendered again.
    expect(roundAt(after, before.rounds[0]!.tableRound)).toBe(before.rounds[0]);
    expect(gameAt(after, before.rounds[1]!.tableRound, before.rounds[1]!.games[1]!.id)).toBe(
      before.rounds[1]!.games[1],
    );
  });
});

describe('the store the view’s parts read', () => {
  it('tells its readers of a new value, a change applied to the newest, and nothing when the value is the same', () => {
    const store = createValueStore({ n: 1 });
    let told = 0;
    const stop = store.subscribe(() => told++);
    store.set((previous) => ({ n: previous.n + 1 }));
    store.set((previous) => ({ n: previous.n * 10 }));
    expect(store.get()).toEqual({ n: 20 });
    store.set((previous) => previous);
    expect(told).toBe(2);
    stop();
    store.set({ n: 0 });
    expect(told).toBe(2);
  });
});
