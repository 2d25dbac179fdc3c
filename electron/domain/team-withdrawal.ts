// §38 applied to a team that leaves a team round robin (docs/teams.md): its matches count as a player's games do. With
// enough of them played — the tournament's threshold: at least half (§38, FIDE), or more than half (FMJD events) — its
// matches still to play are lost by forfeit, every board of them (the opponents' boards won); with fewer, every match
// of it is annulled and it leaves the table. A match counts as played when a game of it took place at the board.
import type { GameResult } from './results';
import { emptyBoardResult, firstTeamWhite, teamWithdrawal, type MatchSlot } from './team-matches';
import { emptySeat, type TeamGame } from './team-standings';
import { tookPlace, type WithdrawalThreshold } from './withdrawal';

export interface TeamLeaving {
  team: number;
  /** The round after which it left (0: before the first). */
  afterRound: number;
}

export interface TeamDecision extends TeamLeaving {
  effect: 'forfeits' | 'annulled';
  /** Its matches played by then, and in all. */
  played: number;
  matches: number;
}

export interface WithdrawnSchedule {
  games: TeamGame[];
  /** The teams whose matches are annulled: they are not on the table. */
  annulled: Set<number>;
  decisions: TeamDecision[];
}

/** The match games once the teams that left are decided, in the order they left. `opponentOn` names who of the other
 * team sits at a board the leaver forfeits (the line-up's player, or its roster's for a match not lined up). */
export function withTeamWithdrawals(
  slots: readonly MatchSlot[],
  games: readonly TeamGame[],
  leavings: readonly TeamLeaving[],
  threshold: WithdrawalThreshold,
  boards: number,
  opponentOn: (team: number, round: number, board: number) => number,
): WithdrawnSchedule {
  const matchOf = (slot: MatchSlot) => `${slot.round}:${slot.pairing}`;
  const byMatch = new Map<string, TeamGame[]>();
  for (const game of games) byMatch.set(game.match, [...(byMatch.get(game.match) ?? []), game]);
  const annulled = new Set<number>();
  const decisions: TeamDecision[] = [];
  for (const leaving of [...leavings].sort((a, b) => a.afterRound - b.afterRound)) {
    const own = slots.filter((slot) => slot.first === leaving.team || slot.second === leaving.team);
    const played = own.filter(
      (slot) =>
        slot.round <= leaving.afterRound && (byMatch.get(matchOf(slot)) ?? []).some((game) => tookPlace(game.result)),
    ).length;
    const effect = teamWithdrawal(played, own.length, threshold);
    decisions.push({ ...leaving, effect, played, matches: own.length });
    if (effect === 'annulled') {
      annulled.add(leaving.team);
      for (const slot of own) byMatch.delete(matchOf(slot));
      continue;
    }
    for (const slot of own.filter((s) => s.round > leaving.afterRound)) {
      const left = (team: number) => team === leaving.team || annulled.has(team);
      byMatch.set(
        matchOf(slot),
        Array.from({ length: boards }, (_, index): TeamGame => {
          const board = index + 1;
          const [whiteTeam, blackTeam] = firstTeamWhite(board, 1)
            ? [slot.first, slot.second]
            : [slot.second, slot.first];
          const seat = (team: number) => (left(team) ? emptySeat(team) : opponentOn(team, slot.round, board));
          const result: GameResult = emptyBoardResult(left(whiteTeam), left(blackTeam));
          return {
            round: slot.round,
            board,
            white: seat(whiteTeam),
            black: seat(blackTeam),
            result,
            match: matchOf(slot),
          };
        }),
      );
    }
  }
  return { games: [...byMatch.values()].flat(), annulled, decisions };
}
