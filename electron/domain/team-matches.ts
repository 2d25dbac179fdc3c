// A team match's boards (docs/teams.md): who plays on each board, with which colour, and what an empty board scores.
// - Line-up: a team plays its roster in board order; a player who does not play is replaced by moving the players
//   below him up — a reserve comes in at the bottom, the order is never changed (the Rae club's regulations: "the
//   board order is fixed before the tournament and never changed"). A board with nobody left is empty.
// - Colours: the team named first has White on boards 1, 3, 5 … and Black on 2, 4, 6 …; in a double round robin's
//   second cycle the other way round (FIDE's and FMJD's custom for team matches).
// - An empty board is lost by forfeit by the side that has nobody there (+ for the other); both empty, lost by both
//   (§32). A team that does not come at all loses every board, so the match, by forfeit.
import { bergerTable } from './berger';
import type { FinalResult, GameResult } from './results';
import { emptySeat, type TeamGame } from './team-standings';
import { keepsResults, type WithdrawalThreshold } from './withdrawal';

/** The boards a regulation reserves for women (the Tallinn clubs' board 3 of teams "with at least one woman"; boards 5
 * and 6 of the Rae club's six), and the roster's women. */
export interface WomensBoards {
  boards: readonly number[];
  women: ReadonlySet<number>;
}

/** The players of a roster (board order, reserves last) who play a match on `boards` boards: the first `boards` of
 * those who play, in the roster's order; null for a board nobody is left to play.
 * With women's boards (docs/teams.md, our reading of "a woman may replace a man but not the reverse"): each is played
 * by the roster's woman at its place when she plays, else by the next woman among the reserves who play; the other
 * boards by the others who play, moved up in roster order as always (a woman reserve left over among them). A women's
 * board with no woman for it is empty — a forfeit there, never a man. */
export function lineUp(
  roster: readonly number[],
  boards: number,
  absent: ReadonlySet<number>,
  womens: WomensBoards | null = null,
): (number | null)[] {
  const plays = (player: number) => !absent.has(player);
  const places = (womens?.boards ?? []).filter((board) => board <= boards);
  if (womens === null || places.length === 0) {
    const playing = roster.filter(plays).slice(0, boards);
    return Array.from({ length: boards }, (_, board) => playing[board] ?? null);
  }
  const onWomensBoard = new Map<number, number>();
  for (const board of places) {
    const own = roster[board - 1];
    if (own !== undefined && plays(own) && womens.women.has(own)) onWomensBoard.set(board, own);
  }
  // The women among the reserves who play, in roster order, for the women's boards still open.
  const reserves = roster.slice(boards).filter((player) => plays(player) && womens.women.has(player));
  for (const board of places.filter((b) => !onWomensBoard.has(b))) {
    const reserve = reserves.shift();
    if (reserve !== undefined) onWomensBoard.set(board, reserve);
  }
  const taken = new Set(onWomensBoard.values());
  const others = roster.filter((player) => plays(player) && !taken.has(player));
  let next = 0;
  return Array.from({ length: boards }, (_, index) =>
    places.includes(index + 1) ? (onWomensBoard.get(index + 1) ?? null) : (others[next++] ?? null),
  );
}

/** Whether the team named first in the pairing has White on `board` (1-based): odd boards in the first cycle, even
 * ones in the second. */
export function firstTeamWhite(board: number, cycle: 1 | 2): boolean {
  return (board % 2 === 1) === (cycle === 1);
}

export interface TeamBoard {
  board: number;
  /** The players, null where the board is empty. */
  white: number | null;
  black: number | null;
  /** The forfeit an empty board is scored with; null when both sides have a player there. */
  forfeit: FinalResult | null;
}

/** A match's boards from the two line-ups (the first-named team's first), each with its colours and, where a side has
 * nobody, its forfeit. */
export function matchBoards(
  first: readonly (number | null)[],
  second: readonly (number | null)[],
  cycle: 1 | 2,
): TeamBoard[] {
  return first.map((own, index) => {
    const board = index + 1;
    const other = second[index] ?? null;
    const [white, black] = firstTeamWhite(board, cycle) ? [own, other] : [other, own];
    return { board, white, black, forfeit: emptyBoardResult(white === null, black === null) };
  });
}

/** §32, by board: the side with nobody there loses by forfeit; both absent, lost by both. */
export function emptyBoardResult(whiteMissing: boolean, blackMissing: boolean): FinalResult | null {
  if (whiteMissing && blackMissing) return '-/-';
  if (whiteMissing) return '-/+';
  if (blackMissing) return '+/-';
  return null;
}

/** §38 applied to a team that leaves (docs/teams.md): its matches count as a player's games do — with enough of them
 * played (the tournament's threshold: at least half, or more than half), its matches still to play are lost by
 * forfeit, every board of them; with fewer, all its matches are annulled and it leaves the table. A match counts as
 * played when any of its boards was played over the board. */
export function teamWithdrawal(
  matchesPlayed: number,
  matchesInAll: number,
  threshold: WithdrawalThreshold,
): 'forfeits' | 'annulled' {
  return keepsResults(matchesPlayed, matchesInAll, threshold) ? 'forfeits' : 'annulled';
}

/** One match of the Berger table of the teams: its round, its place in the round, and its teams' numbers (the first
 * named first). */
export interface MatchSlot {
  round: number;
  pairing: number;
  first: number;
  second: number;
}

/** Every match of a round robin of `teams` teams, and each round's free team (an odd number of teams). */
export function teamSlots(
  teams: number,
  options: { double: boolean; swapLastTwoRounds?: boolean },
): { slots: MatchSlot[]; byes: Map<number, number> } {
  const table = bergerTable(teams, { double: options.double, swapLastTwoRounds: options.swapLastTwoRounds ?? false });
  return {
    slots: table.rounds.flatMap((round) =>
      round.games.map((game) => ({ round: round.round, pairing: game.board, first: game.white, second: game.black })),
    ),
    byes: new Map(table.rounds.flatMap((round) => (round.bye === null ? [] : [[round.round, round.bye] as const]))),
  };
}

/** The games of the matches whose two line-ups are given (players by number, null for an empty board): each board's
 * game as `played` gives it, an empty board as its forfeit against the empty seat of the team with nobody there. The
 * first-named team has White on boards 1, 3, 5 …: the Berger table's second cycle names the teams the other way
 * round, so every board's colours turn with it. */
export function teamMatchGames(
  slots: readonly MatchSlot[],
  lineupOf: (team: number, round: number) => readonly (number | null)[] | undefined,
  played: (slot: MatchSlot, board: number) => GameResult | undefined,
): TeamGame[] {
  return slots.flatMap((slot): TeamGame[] => {
    const first = lineupOf(slot.first, slot.round);
    const second = lineupOf(slot.second, slot.round);
    if (!first || !second) return [];
    return matchBoards(first, second, 1).map((board) => {
      const [whiteTeam, blackTeam] = firstTeamWhite(board.board, 1)
        ? [slot.first, slot.second]
        : [slot.second, slot.first];
      return {
        round: slot.round,
        board: board.board,
        white: board.white ?? emptySeat(whiteTeam),
        black: board.black ?? emptySeat(blackTeam),
        result: board.forfeit ?? played(slot, board.board) ?? null,
        match: `${slot.round}:${slot.pairing}`,
      };
    });
  });
}
