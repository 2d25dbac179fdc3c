// Round-robin tables (appendix "Juhis mängujärjekorda määravate tabelite kasutamise kohta turniiridel").
// The 1953 tables are the Berger tables: every printed table for 3–16 and 19–20 players is reproduced game for game
// and board for board by the rule below (the printed 17/18 table is garbled in the source; we follow the rule).
import { MAX_PLAYERS, MIN_PLAYERS } from './vocabulary';

export interface Pairing {
  board: number;
  white: number;
  black: number;
}

export interface RoundTable {
  round: number;
  /** The player who is free this round (odd number of players), else null. The bye is not a board. */
  bye: number | null;
  games: Pairing[];
}

export interface BergerTable {
  players: number;
  double: boolean;
  rounds: RoundTable[];
}

export class PlayerCountError extends Error {
  constructor(readonly players: number) {
    super(`A round robin needs ${MIN_PLAYERS} to ${MAX_PLAYERS} players; ${players} given`);
    this.name = 'PlayerCountError';
  }
}

/** Numbers 1..m−1 wrap around: the table rotates every player but the top number m. */
function wrap(value: number, size: number): number {
  return ((((value - 1) % size) + size) % size) + 1;
}

/** One cycle of the even table of size m (m = n, or n + 1 when n is odd). */
function evenCycle(m: number): { white: number; black: number }[][] {
  const rounds: { white: number; black: number }[][] = [];
  for (let round = 1; round <= m - 1; round++) {
    // The player who meets the top number m: k with 2k − 2 ≡ r − 1 (mod m − 1).
    const k = (((round - 1) * (m / 2)) % (m - 1)) + 1;
    // Board 1: k has White in odd rounds ("1—(6)", "2—(6)"), the top number in even rounds ("(6)—4").
    const games = [round % 2 === 1 ? { white: k, black: m } : { white: m, black: k }];
    // Then k+1 v k−1, k+2 v k−2, … (wrapping in 1..m−1); the first-named plays White ("5—3", "1—2").
    for (let step = 1; step < m / 2; step++) games.push({ white: wrap(k + step, m - 1), black: wrap(k - step, m - 1) });
    rounds.push(games);
  }
  return rounds;
}

/** The table for `players` participants; with `double`, a second cycle repeats the first with colours reversed. */
export function bergerTable(
  players: number,
  options: { double?: boolean; swapLastTwoRounds?: boolean } = {},
): BergerTable {
  if (!Number.isInteger(players) || players < MIN_PLAYERS || players > MAX_PLAYERS) throw new PlayerCountError(players);
  const double = options.double ?? false;
  const m = players % 2 === 0 ? players : players + 1;
  let cycle = evenCycle(m);
  // FIDE (C.05 Annex 1): in a double round robin the last two rounds of the first cycle are swapped so that nobody
  // plays three games with the same colour in a row across the cycles. The 1953 tables say nothing: off by default.
  if (double && options.swapLastTwoRounds)
    cycle = [...cycle.slice(0, -2), cycle[cycle.length - 1]!, cycle[cycle.length - 2]!];
  const cycles = double
    ? [cycle, cycle.map((games) => games.map(({ white, black }) => ({ white: black, black: white })))]
    : [cycle];
  const rounds = cycles.flat().map((games, index): RoundTable => {
    const bye = players === m ? null : (games.find((g) => g.white === m || g.black === m) ?? null);
    const played = games.filter((g) => g.white !== m || players === m).filter((g) => g.black !== m || players === m);
    return {
      round: index + 1,
      bye: bye ? (bye.white === m ? bye.black : bye.white) : null,
      games: played.map((g, board) => ({ board: board + 1, white: g.white, black: g.black })),
    };
  });
  return { players, double, rounds };
}
