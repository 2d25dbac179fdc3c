// The tournament file `kabe-arbiter/tournament@3` (docs/tournament-file.md): import, export, backup, fixtures. A
// tournament goes out with everything it holds — settings, the draw, the round order, results, withdrawals, envelopes,
// incidents and its audit trail — and comes back the same. `@3` gives each player's surname and given names apart;
// `@2` files (a name in one string) and `@1` files (players, games, withdrawals) are still read.
// Fields we do not know are kept as they are; fields we know but that are wrong are refused with their path, under
// the same limits as the screens (one contract for both).
import { invalidInput, issue, toFieldIssues, type FieldIssue } from '#api/errors';
import type { MessageKey, MessageParams } from '#api/messages';
import { bergerTable } from '#domain/berger';
import { gamesPerPair } from '#domain/micro-match';
import { splitName, type PersonName } from '#domain/names';
import { MICRO_MATCH_TIEBREAKS } from '#domain/standings';
import { MAX_PLAYERS, MIN_PLAYERS } from '#domain/vocabulary';
import { withdrawalsProblems } from '#domain/withdrawal';
import { ruleToken } from './citations';
import { isTeamFile, playerTiebreaks, teamFileProblems, tiebreakKindProblems } from './team-file';
import { contentProblems } from './tournament-file-content';
import { tournamentFileSchema, type TournamentFile } from './tournament-file-schema';
export * from './tournament-file-schema';

/** Reads a tournament file's JSON. Throws ApiError naming every offending field by its path. */
export function parseTournamentFile(raw: unknown): TournamentFile {
  const parsed = tournamentFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.flatMap(toFieldIssues);
    throw invalidInput(issues);
  }
  const file = parsed.data;
  const problems = consistencyProblems(file);
  if (problems.length > 0) throw invalidInput(problems);
  return file;
}

/** A tournament exported before its draw (or after a new draw was called for, §38): its players are the
 * participants, numbered in the list's order, with no schedule yet. A file that lists games or withdrawals is drawn
 * (an @1 file has no `draw`: its numbers are the lots). */
export function isNotDrawn(file: TournamentFile): boolean {
  return file.draw?.drawnAt === null && file.games.length === 0 && file.withdrawals.length === 0;
}

/** What the schema cannot see: numbers 1..n each once, games between players of the file, each pair as many times
 * as the cycles allow, nobody twice in a round, boards each once per round, envelopes and incidents of games that
 * exist, and withdrawals the rules accept (§38, the same check as on the screens). */
function consistencyProblems(file: TournamentFile): FieldIssue[] {
  const problems: FieldIssue[] = [];
  const invalid = (path: string, key: MessageKey, params?: MessageParams) => problems.push(issue(path, key, params));
  const n = file.players.length;
  const numbers = new Set<number>();
  file.players.forEach((p, index) => {
    if (p.no > n) invalid(`players.${index}.no`, 'fileNumberRange', { max: n });
    if (numbers.has(p.no)) invalid(`players.${index}.no`, 'fileNumberTwice', { no: p.no });
    numbers.add(p.no);
  });
  problems.push(...tiebreakKindProblems(file));
  // Record starts, FMJD IDs and drawn openings: checked here, not left to the store to fail on.
  problems.push(...contentProblems(file, isTeamFile(file) || n < MIN_PLAYERS ? null : bergerRounds(file)));
  // A team round robin's schedule is its teams' (team-file.ts).
  if (isTeamFile(file)) return [...problems, ...teamFileProblems(file)];
  if (n > MAX_PLAYERS) invalid('players', 'filePlayerCount', { min: MIN_PLAYERS, max: MAX_PLAYERS, count: n });
  // Not drawn: no schedule yet to check games, envelopes and incidents against (those would name no game).
  if (isNotDrawn(file) && file.adjournments.length === 0 && file.incidents.length === 0) return problems;
  if (n < MIN_PLAYERS) {
    invalid('players', 'filePlayerCount', { min: MIN_PLAYERS, max: MAX_PLAYERS, count: n });
    return problems;
  }
  const rounds = bergerTable(n, { double: file.double }).rounds.length;
  // A round's start: a round of the schedule, given once.
  const started = new Set<number>();
  file.rounds.forEach((start, index) => {
    if (start.round > rounds) invalid(`rounds.${index}.round`, 'fileRoundBeyond', { players: n, rounds });
    if (started.has(start.round)) invalid(`rounds.${index}.round`, 'fileRoundStartTwice', { round: start.round });
    started.add(start.round);
  });
  const micro = isMicroMatch(file);
  // The micro-matches' tiebreaks (EKL 3.2.2) need micro-matches.
  if (!micro && playerTiebreaks(file).some((t) => MICRO_MATCH_TIEBREAKS.includes(t)))
    invalid('settings.tiebreaks', 'tiebreakNeedsMicroMatch');
  const cycles = gamesPerPair(file.double, micro);
  const meetings = new Map<string, number>();
  const busy = new Set<string>();
  const boards = new Set<string>();
  file.games.forEach((g, index) => {
    const at = `games.${index}`;
    for (const side of ['white', 'black'] as const) {
      if (!numbers.has(g[side])) invalid(`${at}.${side}`, 'fileNoPlayer', { no: g[side] });
    }
    if (g.white === g.black) invalid(`${at}.black`, 'fileSelfGame');
    if (g.leg === 2 && !micro) invalid(`${at}.leg`, 'fileLegNotMicroMatch');
    const gameLeg = g.leg ?? 1;
    const tableRound = g.tableRound ?? g.round;
    if (tableRound === null) invalid(`${at}.tableRound`, 'fileNeedsTableRound');
    for (const [field, value] of [
      ['round', g.round],
      ['tableRound', tableRound],
    ] as const) {
      if (value !== null && value > rounds) invalid(`${at}.${field}`, 'fileRoundBeyond', { players: n, rounds });
    }
    const pair = [Math.min(g.white, g.black), Math.max(g.white, g.black)].join('-');
    meetings.set(pair, (meetings.get(pair) ?? 0) + 1);
    if ((meetings.get(pair) ?? 0) > cycles)
      invalid(at, 'fileMeetTooOften', { a: Math.min(g.white, g.black), b: Math.max(g.white, g.black), count: cycles });
    for (const p of [g.white, g.black]) {
      // A micro-match's player has one game of each leg in a round.
      const key = `${tableRound}:${gameLeg}:${p}`;
      if (busy.has(key)) invalid(at, 'fileTwoGames', { player: p, round: tableRound ?? '' });
      busy.add(key);
    }
    if (g.board !== undefined) {
      const key = `${tableRound}:${g.board}:${gameLeg}`;
      if (boards.has(key)) invalid(`${at}.board`, 'fileBoardTwice', { board: g.board, round: tableRound ?? '' });
      boards.add(key);
    }
  });
  // A micro-match file names each game's place, and a board's two games are one pairing, colours swapped.
  if (micro) {
    const firstAt = new Map<string, (typeof file.games)[number]>();
    file.games.forEach((g, index) => {
      if (g.board === undefined || g.tableRound === undefined) invalid(`games.${index}`, 'fileMicroNeedsPlace');
      else if ((g.leg ?? 1) === 1) firstAt.set(`${g.tableRound}:${g.board}`, g);
    });
    file.games.forEach((g, index) => {
      if (g.leg !== 2 || g.board === undefined || g.tableRound === undefined) return;
      const first = firstAt.get(`${g.tableRound}:${g.board}`);
      if (!first) invalid(`games.${index}.leg`, 'fileLegWithoutFirst', { round: g.tableRound, board: g.board });
      else if (first.white !== g.black || first.black !== g.white)
        invalid(`games.${index}`, 'fileLegNotSwapped', { round: g.tableRound, board: g.board });
    });
  }
  const places = new Set(
    file.games.filter((g) => g.board !== undefined).map((g) => `${g.tableRound ?? g.round}:${g.board}:${g.leg ?? 1}`),
  );
  for (const [list, name] of [
    [file.adjournments, 'adjournments'],
    [file.incidents, 'incidents'],
  ] as const) {
    list.forEach((entry, index) => {
      if (!places.has(`${entry.game.tableRound}:${entry.game.board}:${entry.game.leg ?? 1}`))
        invalid(`${name}.${index}.game`, 'fileNoGameAt', { round: entry.game.tableRound, board: entry.game.board });
    });
  }
  file.trail.forEach((entry, index) => {
    if (entry.undoes !== null && entry.undoes >= index) invalid(`trail.${index}.undoes`, 'fileUndoEarlier');
  });
  const withdrawn = new Set<number>();
  file.withdrawals.forEach((w, index) => {
    if (!numbers.has(w.player)) invalid(`withdrawals.${index}.player`, 'fileNoPlayer', { no: w.player });
    if (withdrawn.has(w.player)) invalid(`withdrawals.${index}.player`, 'fileWithdrawsTwice', { player: w.player });
    withdrawn.add(w.player);
  });
  file.playoffs.forEach((match, index) => {
    match.players.forEach((no, place) => {
      if (!numbers.has(no)) invalid(`playoffs.${index}.players.${place}`, 'fileNoPlayer', { no });
    });
    if (new Set(match.players).size !== match.players.length)
      invalid(`playoffs.${index}.players`, 'playoffPlayerTwice');
  });
  if (problems.length === 0) problems.push(...withdrawalProblems(file, rounds));
  return problems;
}

/** §38 accepts each withdrawal on the table as the earlier ones left it, as the screens do. */
function withdrawalProblems(file: TournamentFile, rounds: number): FieldIssue[] {
  const indexed = file.withdrawals.map((w, index) => ({ player: w.player, afterRound: w.afterRound, index }));
  const threshold = file.settings.withdrawalThreshold ?? 'atLeastHalf';
  return withdrawalsProblems(file.games, indexed, rounds, threshold).map(({ withdrawal: w, problem }) => {
    const at = `withdrawals.${w.index}.afterRound`;
    if (problem.kind === 'afterRoundBeyondSchedule') return issue(at, 'fileLeftBeyond', { rounds: problem.rounds });
    const key = problem.kind === 'playedAfterLeaving' ? 'filePlayedAfterLeaving' : 'fileResultMissingBeforeLeaving';
    return issue(at, key, {
      player: w.player,
      round: problem.round,
      opponent: problem.opponent,
      rule: ruleToken(file.ruleSet, 'withdrawal', threshold),
    });
  });
}

/** A file's player's name in its parts: @3 gives them; an older file's one string is split at its last word. */
export function filePlayerName(entry: {
  name: string;
  surname?: string | null;
  givenNames?: string | null;
}): PersonName {
  if (entry.surname) return { surname: entry.surname, givenNames: entry.givenNames ?? '' };
  const { surname, givenNames } = splitName(entry.name);
  return { surname, givenNames };
}

/** The rounds of the file's table of players. */
function bergerRounds(file: TournamentFile): number {
  return bergerTable(file.players.length, { double: file.double }).rounds.length;
}

/** Whether the file is a round robin of micro-matches (@5). */
export function isMicroMatch(file: { settings: { microMatch?: { games: 2 } | null | undefined } }): boolean {
  return file.settings.microMatch != null;
}
