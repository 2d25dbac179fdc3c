// An independent reference scorer for the scenario tests (test/service/scenarios.test.ts): the crosstable of a round
// robin computed again, from the regulations alone, with none of the app's standings code (electron/domain/
// standings.ts, micro-match.ts, crosstable.ts, withdrawal.ts). Small and slow on purpose — a few loops over a few
// dozen games — so that it can be read against the rules it cites:
// - §37 and EKL 3.1: a game won 2 half-points, drawn 1, lost 0; a forfeit (+) is a win, (−) a loss;
// - §32: "−/−", both absent, is lost by both; the FMJD's 0–0 (a premature draw) is played and scores nothing;
// - EKL 3.1 and 3.2.2: micro-matches, their match points and their tiebreaks, EKL 3.2.2 (a) the Riga coefficient
//   first;
// - §38: a player who leaves keeps his results from half of his games played on (the tournament's threshold), his
//   unplayed games then won (+) by his opponents; with fewer, all his games are annulled and he leaves the table.
// Everything is counted in half-points, integers; only the numbers returned are put in the tournament's scale.

export type FinalResult = '1-0' | '0-1' | '1/2-1/2' | '+/-' | '-/+' | '-/-' | '0-0';
/** What a game holds: a final result, or nothing yet. */
export type Recorded = FinalResult | null;
export type Scoring = '1-½-0' | '2-1-0';
export type MatchOrder = 'gamePoints' | 'matchPoints';
/** When a player who leaves keeps his results: at least half of his games played, or more than half. */
export type Threshold = 'atLeastHalf' | 'moreThanHalf';
export type RefTiebreak = 'riga' | 'matchWins' | 'matchH2h' | 'smallPoints' | 'wins' | 'h2h' | 'sb';

export interface RefGame {
  round: number;
  board: number;
  /** A micro-match's first game (1) or its second (2); 1 in a tournament of single games. */
  leg: number;
  white: number;
  black: number;
  /** As recorded at the board. */
  result: Recorded;
}

export interface RefWithdrawal {
  player: number;
  /** The last round he took part in. */
  afterRound: number;
}

export interface RefTournament {
  /** Every participant's lot number. */
  players: readonly number[];
  games: readonly RefGame[];
  /** In the order they were recorded. */
  withdrawals: readonly RefWithdrawal[];
  threshold: Threshold;
  scoring: Scoring;
  /** Two games a pairing in its round (EKL 3.1, 3.2.2). */
  microMatch: boolean;
  order: MatchOrder;
  tiebreaks: readonly RefTiebreak[];
}

/** One player's line of the table, in the tournament's scale; the micro-match numbers null in single games. */
export interface RefRow {
  no: number;
  points: number;
  wins: number;
  matchPoints: number | null;
  matchWins: number | null;
  riga: number | null;
  /** First and last place of the places he shares ([2, 3] for "2–3"). */
  place: [number, number];
}

/** What §38 made of one game: the result that counts, and whether it was annulled or awarded (+) to the opponent. */
export interface DecidedGame extends RefGame {
  effect: 'annulled' | 'awarded' | null;
}

export interface RefTable {
  /** By lot number; players removed under §38 are not in it. */
  rows: RefRow[];
  removed: number[];
  games: DecidedGame[];
}

/** §38 as the FMJD's rule set reads it unless the tournament says otherwise: FMJD events' regulations keep a leaver's
 * results only from more than 50 % of his games on; the 1953 rules (§38) and FIDE's (C.06 V.4) from at least half. */
export function defaultThreshold(ruleSet: string): Threshold {
  return ruleSet === 'fmjd' ? 'moreThanHalf' : 'atLeastHalf';
}

/** §37, EKL 3.1, §32: the half-points [White, Black] of a result; null for a game not finished (it counts nothing). */
export function halfPoints(result: Recorded): [number, number] | null {
  switch (result) {
    case '1-0':
    case '+/-':
      return [2, 0];
    case '0-1':
    case '-/+':
      return [0, 2];
    case '1/2-1/2':
      return [1, 1];
    // §32: both absent, lost by both; FMJD: a 0–0 is a game played and scored nothing for either.
    case '-/-':
    case '0-0':
      return [0, 0];
    default:
      return null;
  }
}

/** §37: a game that took place at the board. A forfeit (+/−, −/+, −/−) did not; nor did a game without a result. */
export function tookPlace(result: Recorded): boolean {
  return result === '1-0' || result === '0-1' || result === '1/2-1/2' || result === '0-0';
}

function involves(game: RefGame, player: number): boolean {
  return game.white === player || game.black === player;
}

/** §38: his games "after his departure": every game of a later round, and — he left between the two games of a
 * micro-match — the second game of his last round while it has no result (as the app's docs/rules-engine.md reads
 * the rule for micro-matches). */
function afterDeparture(game: DecidedGame, afterRound: number): boolean {
  return game.round > afterRound || (game.leg === 2 && game.round === afterRound && game.result === null);
}

/** §38 applied to the games, the players decided in the order they left (by round, then as recorded), each on the
 * table as the earlier ones left it:
 * - his games are those against the players still in the table; "played" counts those that took place;
 * - played at least half (2 × played ≥ games; more than half under `moreThanHalf`): he keeps his results, and his
 *   games after his departure that did not take place are won (+) by his opponents;
 * - fewer: all his games are annulled — for nobody — and he is removed from the table. */
export function applyWithdrawals(
  games: readonly RefGame[],
  withdrawals: readonly RefWithdrawal[],
  threshold: Threshold,
): { games: DecidedGame[]; removed: number[] } {
  const decided: DecidedGame[] = games.map((game) => ({ ...game, effect: null }));
  const removed: number[] = [];
  const departures = withdrawals
    .map((withdrawal, recorded) => ({ withdrawal, recorded }))
    .sort((a, b) => a.withdrawal.afterRound - b.withdrawal.afterRound || a.recorded - b.recorded)
    .map(({ withdrawal }) => withdrawal);
  for (const { player, afterRound } of departures) {
    const his = decided.filter((game) => involves(game, player) && game.effect !== 'annulled');
    const played = his.filter((game) => tookPlace(game.result)).length;
    const keeps = threshold === 'atLeastHalf' ? 2 * played >= his.length : 2 * played > his.length;
    if (keeps) {
      for (const game of his)
        if (game.effect === null && afterDeparture(game, afterRound) && !tookPlace(game.result)) {
          game.result = game.white === player ? '-/+' : '+/-';
          game.effect = 'awarded';
        }
    } else {
      for (const game of his) game.effect = 'annulled';
      removed.push(player);
    }
  }
  return { games: decided, removed };
}

/** A micro-match (EKL 3.1): a pairing's two games in one round — a double round robin's second cycle plays its own
 * match, in its own round. `a` is White of the first game. */
interface Match {
  a: number;
  b: number;
  aHalf: number;
  bHalf: number;
  /** Every game of it has its result: only then does it count (3.1, 3.2.2). */
  complete: boolean;
  /** Every game of it "−/−": nobody played (§32) — lost by both: no match points, no match won, nothing in the Riga
   * coefficient, no match among the tied. */
  nobodyPlayed: boolean;
}

function matchesOf(games: readonly DecidedGame[]): Match[] {
  const byPairing = new Map<string, DecidedGame[]>();
  for (const game of games) {
    const key = `${game.round}/${game.board}`;
    byPairing.set(key, [...(byPairing.get(key) ?? []), game]);
  }
  return [...byPairing.values()].map((legs) => {
    const first = legs.find((game) => game.leg === 1) ?? legs[0]!;
    const match: Match = { a: first.white, b: first.black, aHalf: 0, bHalf: 0, complete: true, nobodyPlayed: true };
    for (const game of legs) {
      const points = halfPoints(game.result);
      if (!points) {
        match.complete = false;
        continue;
      }
      const [white, black] = points;
      match.aHalf += game.white === match.a ? white : black;
      match.bHalf += game.white === match.a ? black : white;
      if (game.result !== '-/-') match.nobodyPlayed = false;
    }
    return match;
  });
}

/** The matches that score (EKL 3.1): complete, and someone played in them. */
function scoringMatches(matches: readonly Match[]): Match[] {
  return matches.filter((match) => match.complete && !match.nobodyPlayed);
}

/** EKL 3.1: a match won (more game points than the opponent) 2 match points, drawn 1, lost 0. */
function matchPointsOf(own: number, theirs: number): number {
  return own > theirs ? 2 : own === theirs ? 1 : 0;
}

/** Each side of a match as [player, opponent, his half-points, the opponent's]. */
function sides(match: Match): [number, number, number, number][] {
  return [
    [match.a, match.b, match.aHalf, match.bHalf],
    [match.b, match.a, match.bHalf, match.aHalf],
  ];
}

interface Tally {
  half: number;
  wins: number;
  /** Half-points scored against each opponent (both games of a double round robin, both of a micro-match). */
  against: Map<number, number>;
  matchPoints: number;
  matchWins: number;
  /** Σ opponent's points (half-points, or match points) × his half-points in the match. */
  riga: number;
}

/** The whole table: §38 first, then the points and the micro-matches, then the order (points or match points, then
 * the tiebreaks in the tournament's order, each within the groups still tied), places shared by those still equal. */
export function scoreTournament(tournament: RefTournament): RefTable {
  const { games, removed } = applyWithdrawals(tournament.games, tournament.withdrawals, tournament.threshold);
  const inTable = tournament.players.filter((no) => !removed.includes(no));
  const counting = games.filter(
    (game) => game.effect !== 'annulled' && inTable.includes(game.white) && inTable.includes(game.black),
  );
  const tally = new Map<number, Tally>(
    inTable.map((no) => [no, { half: 0, wins: 0, against: new Map(), matchPoints: 0, matchWins: 0, riga: 0 }]),
  );

  // §37 / EKL 3.1: game points; a win, forfeit wins included, is a game won ("wins").
  for (const game of counting) {
    const points = halfPoints(game.result);
    if (!points) continue;
    for (const [me, opponent, mine] of [
      [game.white, game.black, points[0]],
      [game.black, game.white, points[1]],
    ] as const) {
      const line = tally.get(me)!;
      line.half += mine;
      if (mine === 2) line.wins += 1;
      line.against.set(opponent, (line.against.get(opponent) ?? 0) + mine);
    }
  }

  // EKL 3.1: match points and matches won; EKL 3.2.2 (a): the Riga coefficient, which multiplies the opponent's points
  // — those the table is ordered by — by what the player took from the match (4, 3, 2, 1, 0 in 2–1–0 game points).
  const matches = tournament.microMatch ? scoringMatches(matchesOf(counting)) : [];
  for (const match of matches)
    for (const [me, , mine, theirs] of sides(match)) {
      const line = tally.get(me)!;
      line.matchPoints += matchPointsOf(mine, theirs);
      if (mine > theirs) line.matchWins += 1;
    }
  const byMatchPoints = tournament.microMatch && tournament.order === 'matchPoints';
  const orderedBy = (no: number) => (byMatchPoints ? tally.get(no)!.matchPoints : tally.get(no)!.half);
  for (const match of matches)
    for (const [me, opponent, mine] of sides(match)) tally.get(me)!.riga += orderedBy(opponent) * mine;

  // EKL 3.2.2 (c): the match points of the (scoring) matches among the players of the group alone.
  const matchPointsAmong = (no: number, group: readonly number[]) =>
    matches
      .filter((match) => group.includes(match.a) && group.includes(match.b))
      .flatMap(sides)
      .filter(([me]) => me === no)
      .reduce((sum, [, , mine, theirs]) => sum + matchPointsOf(mine, theirs), 0);
  // EKL 3.2.2 (b) is matchWins, (d) smallPoints (the game points). Head-to-head (single games): the half-points
  // scored against the players of the group (every game between them).
  const scoredAmong = (no: number, group: readonly number[]) =>
    group.reduce((sum, other) => sum + (tally.get(no)!.against.get(other) ?? 0), 0);
  // Sonneborn-Berger: each opponent's points times what he scored against him.
  const sonnebornBerger = (no: number) =>
    [...tally.get(no)!.against].reduce((sum, [other, scored]) => sum + scored * tally.get(other)!.half, 0);
  const keyOf: Record<RefTiebreak, (no: number, group: readonly number[]) => number> = {
    riga: (no) => tally.get(no)!.riga,
    matchWins: (no) => tally.get(no)!.matchWins,
    matchH2h: matchPointsAmong,
    smallPoints: (no) => tally.get(no)!.half,
    wins: (no) => tally.get(no)!.wins,
    h2h: scoredAmong,
    sb: sonnebornBerger,
  };

  // Points (or match points) first, then each tiebreak splits the groups still tied, the higher value first.
  let groups: number[][] = [inTable];
  const splitBy = (key: (no: number, group: readonly number[]) => number) => {
    groups = groups.flatMap((group) => {
      const values = new Map(group.map((no) => [no, key(no, group)]));
      const distinct = [...new Set(values.values())].sort((x, y) => y - x);
      return distinct.map((value) => group.filter((no) => values.get(no) === value));
    });
  };
  splitBy(orderedBy);
  for (const tiebreak of tournament.tiebreaks) splitBy(keyOf[tiebreak]);

  const place = new Map<number, [number, number]>();
  let next = 1;
  for (const group of groups) {
    for (const no of group) place.set(no, [next, next + group.length - 1]);
    next += group.length;
  }

  // In the tournament's scale: 2–1–0 is the half-points themselves, 1–½–0 halves them. The Riga coefficient of a
  // table ordered by game points multiplies game points in that scale; one ordered by match points, match points.
  const scale = (half: number) => (tournament.scoring === '2-1-0' ? half : half / 2);
  const rows = inTable
    .map((no): RefRow => {
      const line = tally.get(no)!;
      return {
        no,
        points: scale(line.half),
        wins: line.wins,
        matchPoints: tournament.microMatch ? line.matchPoints : null,
        matchWins: tournament.microMatch ? line.matchWins : null,
        riga: tournament.microMatch ? (byMatchPoints ? line.riga : scale(line.riga)) : null,
        place: place.get(no)!,
      };
    })
    .sort((x, y) => x.no - y.no);
  return { rows, removed, games };
}
