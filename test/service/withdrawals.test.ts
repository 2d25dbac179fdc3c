// §38 through the contract: several players leaving, cancelling a withdrawal, undo, the refusals — and the same
// tournament entered screen by screen and read from a file giving the same crosstable.
import { describe, expect, it } from 'vitest';
import { listGames } from '#db/repositories/games';
import { buildCrosstable } from '#domain/crosstable';
import { mulberry32 } from '#domain/lots';
import type { FinalResult } from '#domain/results';
import { unfinishedBeforeLastRound } from '#domain/rounds';
import { crosstableJson } from '#formats/crosstable-json';
import { parseTournamentFile } from '#formats/tournament-file';
import { loadForGame, loadTournament } from '#service/tournament-state';
import { apiError, serviceOnNewStore } from '../support/service';

function drawn(players: number, double = false) {
  const s = serviceOnNewStore();
  const tournament = s.call('createTournament', { name: 'Lahkujad', variant: 'russian', ruleSet: 'ussr1953' });
  if (double) s.call('updateTournamentSettings', { id: tournament.id, double: true });
  const ids = Array.from(
    { length: players },
    (_, i) => s.call('createPlayer', { name: `Mängija ${String.fromCharCode(65 + i)}` }).id,
  );
  for (const playerId of ids) s.call('addParticipant', { tournamentId: tournament.id, playerId });
  const schedule = s.call('drawLots', {
    tournamentId: tournament.id,
    method: 'manual',
    numbers: ids.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  return { ...s, tournament, ids, schedule };
}

describe('several withdrawals through the contract', () => {
  it('the reported case: A leaves after 2 of 5, B after 3 — A stays out, nothing of his blocks the last round', () => {
    const s = drawn(6);
    const [A, B] = [6, 5];
    const id = (no: number) => s.ids[no - 1]!;
    const enter = (round: number, skip: number[] = []) => {
      for (const game of s.schedule.rounds[round - 1]!.games) {
        if (skip.includes(game.white.no) || skip.includes(game.black.no)) continue;
        s.call('recordResult', { tournamentId: s.tournament.id, gameId: game.id, result: '1/2-1/2' });
      }
    };
    enter(1);
    enter(2);
    expect(
      s.call('withdrawPlayer', { tournamentId: s.tournament.id, playerId: id(A), afterRound: 2 }).decision,
    ).toMatchObject({ rule: 'annulled', played: 2, total: 5 });
    enter(3, [A]);
    const b = s.call('withdrawPlayer', { tournamentId: s.tournament.id, playerId: id(B), afterRound: 3 });
    // B has played 3 games, one of them maybe against A: only games against players still in the table count.
    const bAgainstA = s.schedule.rounds
      .slice(0, 3)
      .flatMap((r) => r.games)
      .some((g) => [g.white.no, g.black.no].sort().join() === [B, A].sort().join());
    expect(b.decision).toMatchObject({ rule: 'forfeits', played: bAgainstA ? 2 : 3, total: 4 });
    // Rounds 4 and 5 hold only games that count or are decided; the last round can be entered.
    enter(4, [A, B]);
    enter(5, [A, B]);
    const schedule = s.call('getSchedule', { tournamentId: s.tournament.id });
    expect(schedule.rounds.every((r) => r.complete)).toBe(true);
    const table = s.call('getCrosstable', { tournamentId: s.tournament.id });
    expect(table.removed).toEqual([A]);
    expect(table.players.map((p) => p.no)).not.toContain(A);
    expect(table.withdrawals.map((w) => [w.no, w.rule])).toEqual([
      [A, 'annulled'],
      [B, 'forfeits'],
    ]);
    // A game decided by a withdrawal is not typed over.
    const decided = schedule.rounds[4]!.games.find((g) => g.white.no === B || g.black.no === B)!;
    expect(
      apiError(() => s.call('recordResult', { tournamentId: s.tournament.id, gameId: decided.id, result: '1-0' }))
        .issues[0],
    ).toMatchObject({ key: 'decidedByWithdrawal' });
  });

  it('refuses a second withdrawal, a withdrawal contradicting a played game, and one before the results are in', () => {
    const s = drawn(4);
    const round1 = s.schedule.rounds[0]!.games;
    for (const game of round1)
      s.call('recordResult', { tournamentId: s.tournament.id, gameId: game.id, result: '1-0' });
    expect(
      apiError(() => s.call('withdrawPlayer', { tournamentId: s.tournament.id, playerId: s.ids[0], afterRound: 0 }))
        .issues[0],
    ).toMatchObject({ key: 'playedAfterLeaving' });
    expect(
      apiError(() => s.call('withdrawPlayer', { tournamentId: s.tournament.id, playerId: s.ids[0], afterRound: 2 }))
        .issues[0],
    ).toMatchObject({ key: 'resultMissingBeforeLeaving' });
    s.call('withdrawPlayer', { tournamentId: s.tournament.id, playerId: s.ids[0], afterRound: 1 });
    expect(
      apiError(() => s.call('withdrawPlayer', { tournamentId: s.tournament.id, playerId: s.ids[0], afterRound: 1 }))
        .message,
    ).toBe('Mängija A has already withdrawn.');
    expect(s.count('withdrawals')).toBe(1);
  });

  it('a withdrawal is cancelled (confirmed, logged) or undone, and §38 is decided again without it', () => {
    const s = drawn(4);
    for (const game of s.schedule.rounds[0]!.games)
      s.call('recordResult', { tournamentId: s.tournament.id, gameId: game.id, result: '1-0' });
    s.call('withdrawPlayer', { tournamentId: s.tournament.id, playerId: s.ids[1], afterRound: 1 });
    expect(s.call('getTournament', { id: s.tournament.id }).participants[1]!.withdrawal).toEqual({
      afterRound: 1,
      rule: 'annulled',
    });
    expect(
      apiError(() => s.call('cancelWithdrawal', { tournamentId: s.tournament.id, playerId: s.ids[1] })).issues[0],
    ).toMatchObject({ path: 'confirm' });
    const back = s.call('cancelWithdrawal', { tournamentId: s.tournament.id, playerId: s.ids[1], confirm: true });
    expect(back.participants[1]!.withdrawal).toBeNull();
    expect(s.call('getCrosstable', { tournamentId: s.tournament.id }).players).toHaveLength(4);
    // Undo stops at a cancellation (record the withdrawal again instead) …
    expect(apiError(() => s.call('undoLastChange', { tournamentId: s.tournament.id })).issues[0]).toMatchObject({
      key: 'undoCancelledWithdrawal',
    });
    // … and reverses a withdrawal as a whole.
    s.call('withdrawPlayer', { tournamentId: s.tournament.id, playerId: s.ids[2], afterRound: 1 });
    expect(s.call('undoLastChange', { tournamentId: s.tournament.id })).toMatchObject({
      undone: 'withdrawal',
      player: { no: 3 },
    });
    expect(s.count('withdrawals')).toBe(0);
  });
});

describe('what a withdrawal was decided on stays (§38)', () => {
  it('a result it rests on is corrected, not cleared: clearing is refused and writes nothing', () => {
    const s = drawn(4);
    for (const game of [...s.schedule.rounds[0]!.games, ...s.schedule.rounds[1]!.games])
      s.call('recordResult', { tournamentId: s.tournament.id, gameId: game.id, result: '1-0' });
    // Two of his three games played: his third is + for his opponent (§38), decided on these two.
    s.call('withdrawPlayer', { tournamentId: s.tournament.id, playerId: s.ids[0], afterRound: 2 });
    const his = s.schedule.rounds[0]!.games.find((g) => g.white.no === 1 || g.black.no === 1)!;
    const audited = s.count('audit_log');
    const refused = apiError(() =>
      s.call('recordResult', { tournamentId: s.tournament.id, gameId: his.id, result: null, confirm: true }),
    );
    expect(refused.issues[0]).toMatchObject({ path: 'result', key: 'resultKeptByWithdrawal' });
    expect(refused.message).toBe(
      '§38 was decided for Mängija A, who left after round 2, on the results of the rounds they took part in, this ' +
        "game's among them. Enter the right result instead, or cancel the withdrawal first.",
    );
    expect(s.count('audit_log')).toBe(audited);
    // Corrected to another result it stands, and §38 is decided again on it.
    s.call('recordResult', { tournamentId: s.tournament.id, gameId: his.id, result: '0-1', confirm: true });
    // The other games of round 1 have no withdrawal resting on them: cleared as ever.
    const other = s.schedule.rounds[0]!.games.find((g) => g.id !== his.id)!;
    s.call('recordResult', { tournamentId: s.tournament.id, gameId: other.id, result: null, confirm: true });
    const exported = s.call('exportTournament', { id: s.tournament.id });
    expect(() => parseTournamentFile(exported)).not.toThrow();
  });

  it('an earlier withdrawal is not cancelled from under a later one decided on a game it annulled', () => {
    const s = drawn(6);
    const tournamentId = s.tournament.id;
    const A = 1;
    const games = (round: number) => s.schedule.rounds[round - 1]!.games;
    for (const game of games(1)) s.call('recordResult', { tournamentId, gameId: game.id, result: '1/2-1/2' });
    // A leaves after round 1: 1 game of 5, his games are annulled (§38).
    s.call('withdrawPlayer', { tournamentId, playerId: s.ids[A - 1], afterRound: 1 });
    const againstA = games(2).find((g) => g.white.no === A || g.black.no === A)!;
    const B = againstA.white.no === A ? againstA.black.no : againstA.white.no;
    for (const game of games(2))
      if (game.id !== againstA.id) s.call('recordResult', { tournamentId, gameId: game.id, result: '1-0' });
    // B leaves after round 2: his game against A was annulled with A, so nothing of his is missing.
    s.call('withdrawPlayer', { tournamentId, playerId: s.ids[B - 1], afterRound: 2 });
    const refused = apiError(() => s.call('cancelWithdrawal', { tournamentId, playerId: s.ids[A - 1], confirm: true }));
    expect(refused.issues[0]).toMatchObject({ path: 'playerId', key: 'cancelBreaksWithdrawal' });
    expect(refused.message).toBe(
      `Cancelling the withdrawal of Mängija A would leave the game of round 2 between Mängija ${String.fromCharCode(64 + B)} and ` +
        `Mängija A without a result, and §38 decided the withdrawal of Mängija ${String.fromCharCode(64 + B)} after round 2 on it. ` +
        "Cancel that withdrawal first; then enter the game's result and record it again.",
    );
    expect(s.count('withdrawals')).toBe(2);
    // In that order it can be done: B's withdrawal cancelled, then A's; the game entered; B leaves again.
    s.call('cancelWithdrawal', { tournamentId, playerId: s.ids[B - 1], confirm: true });
    s.call('cancelWithdrawal', { tournamentId, playerId: s.ids[A - 1], confirm: true });
    s.call('recordResult', { tournamentId, gameId: againstA.id, result: '1/2-1/2' });
    expect(s.call('withdrawPlayer', { tournamentId, playerId: s.ids[B - 1], afterRound: 2 }).rule).toBe('annulled');
  });
});

const RESULTS: FinalResult[] = ['1-0', '0-1', '1/2-1/2', '1-0', '0-1', '+/-', '-/+', '-/-'];

describe('entered screen by screen or read from a file: the same crosstable', () => {
  for (const seed of [1, 2, 3, 5, 8, 13, 21, 34, 55, 89]) {
    it(`generated tournament, seed ${seed}: 2–3 withdrawals, forfeits among the results`, () => {
      const next = mulberry32(seed); // seeded: a failing case replays from its seed
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
      const n = 5 + Math.floor(next() * 4);
      const double = next() < 0.3;
      const s = drawn(n, double);
      const rounds = s.schedule.rounds.length;
      const leaving = new Map<number, number>();
      const leavers = 2 + Math.floor(next() * 2);
      while (leaving.size < leavers) leaving.set(1 + Math.floor(next() * n), 1 + Math.floor(next() * (rounds - 1)));
      const recorded: { round: number; white: number; black: number; result: FinalResult }[] = [];
      const withdrawals: { player: number; afterRound: number }[] = [];
      for (const round of s.schedule.rounds) {
        for (const game of round.games) {
          const gone = [game.white.no, game.black.no].some((no) => leaving.has(no) && leaving.get(no)! < round.round!);
          if (gone) continue;
          const result = pick(RESULTS);
          s.call('recordResult', { tournamentId: s.tournament.id, gameId: game.id, result });
          recorded.push({ round: round.round!, white: game.white.no, black: game.black.no, result });
        }
        for (const [player, afterRound] of leaving) {
          if (afterRound !== round.round) continue;
          s.call('withdrawPlayer', { tournamentId: s.tournament.id, playerId: s.ids[player - 1], afterRound });
          withdrawals.push({ player, afterRound });
        }
      }
      const screens = s.call('getCrosstable', { tournamentId: s.tournament.id });

      const file = {
        format: 'kabe-arbiter/tournament@1',
        name: 'Lahkujad',
        variant: 'russian',
        double,
        players: s.ids.map((_, i) => ({ no: i + 1, name: `Mängija ${String.fromCharCode(65 + i)}`, rank: null })),
        games: recorded,
        withdrawals,
      };
      // The same tournament as the one entered screen by screen, stored beside it: confirmed.
      const imported = s.call('importTournament', { file, confirm: true });
      const fromImport = s.call('getCrosstable', { tournamentId: imported.id });
      const parsed = parseTournamentFile(file);
      const fromFile = crosstableJson(
        buildCrosstable({
          players: parsed.players,
          games: parsed.games,
          double,
          withdrawals: parsed.withdrawals,
          tiebreaks: screens.tiebreaks,
        }),
      );

      expect(fromImport.players).toEqual(screens.players);
      expect(fromImport.removed).toEqual(screens.removed);
      expect(fromImport.withdrawals.map(({ playerId: _, ...d }) => d)).toEqual(
        screens.withdrawals.map(({ playerId: _, ...d }) => d),
      );
      expect(fromFile.players).toEqual(screens.players);
      expect(fromFile.removed).toEqual(screens.removed);

      // A result is written on a load of only what can decide its game (outside the last round): it decides every
      // game as the whole tournament does, and holds the same last round.
      const whole = loadTournament(s.store.db, s.tournament.id);
      for (const game of listGames(s.store.db, s.tournament.id)) {
        const part = loadForGame(s.store.db, whole.row, game);
        expect(part.decided.get(game.id), `game ${game.id}`).toEqual(whole.decided.get(game.id));
        expect(part.lastRound).toBe(whole.lastRound);
      }

      // Two games of earlier rounds lose their result (one adjourned): §35 holds the last round back for the same
      // games on either load — none of them if §38 decided them.
      const earlier = listGames(s.store.db, s.tournament.id).filter((g) => g.round! < rounds);
      const unset = s.store.db.$client.prepare('update games set result = ? where id = ?');
      unset.run(null, pick(earlier).id);
      unset.run('adjourned', pick(earlier).id);
      const stalled = loadTournament(s.store.db, s.tournament.id);
      const held = (loaded: typeof stalled, round: number) =>
        unfinishedBeforeLastRound(loaded.outcome.games, round, loaded.lastRound).map((g) => g.id);
      for (const game of listGames(s.store.db, s.tournament.id)) {
        const part = loadForGame(s.store.db, whole.row, game);
        expect(held(part, game.round!), `game ${game.id}`).toEqual(held(stalled, game.round!));
        expect(part.decided.get(game.id)).toEqual(stalled.decided.get(game.id));
      }
    });
  }
});

describe('§38 on the printed pairings', () => {
  it('strikes out the player who left where §38 decided his game, and marks an awarded result', () => {
    const s = drawn(6);
    const tournamentId = s.tournament.id;
    // F (no. 6) plays three rounds and leaves: at least half of his games against the others are played, so his
    // remaining ones are forfeits (+) for his opponents.
    for (const round of s.schedule.rounds.slice(0, 3))
      for (const game of round.games) s.call('recordResult', { tournamentId, gameId: game.id, result: '1/2-1/2' });
    expect(s.call('withdrawPlayer', { tournamentId, playerId: s.ids[5], afterRound: 3 }).rule).toBe('forfeits');
    const round4 = s.call('getSchedule', { tournamentId }).rounds[3]!;
    const his = round4.games.find((g) => g.white.no === 6 || g.black.no === 6)!;
    const { html } = s.call('printout', { tournamentId, kind: 'pairings', round: 4, lang: 'ru' });
    expect(html).toContain('Пары 4-го тура');
    expect(html).toContain('<s>Mängija F</s>');
    const result = his.white.no === 6 ? '− – +' : '+ – −';
    expect(html).toContain(`${result} (§38)`);
    // The other players of the round are printed as they are.
    const other = round4.games.find((g) => g !== his)!;
    expect(html).not.toContain(`<s>${other.white.name}</s>`);
  });
});
