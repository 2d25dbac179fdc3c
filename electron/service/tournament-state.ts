// Reading a tournament as the use cases need it: its detail for the screens, and its data for the rules engine
// (players by lot number, games, withdrawals, settings).
import { conflict, notFound } from '#api/errors';
import type {
  Participant,
  ScheduledPlayer,
  TournamentDetail,
  TournamentSettingsView,
  TournamentState,
  TournamentSummary,
  TeamSettings,
  WithdrawalDecisionView,
} from '#api/views';
import type { Db } from '#db/db';
import {
  lastTableRound,
  listGames,
  listGamesOfParticipants,
  listUnfinishedBefore,
  listWithdrawals,
  type GameRow,
} from '#db/repositories/games';
import { findPlayer } from '#db/repositories/players';
import { listPlayoffs, type PlayoffRow } from '#db/repositories/playoffs';
import {
  findTournament,
  listParticipants,
  listParticipantsAmong,
  type ParticipantView,
  type TournamentRow,
} from '#db/repositories/tournaments';
import type { TournamentData, TournamentGame } from '#domain/crosstable';
import { tournamentKind } from '#domain/kinds';
import { gamesPerPair } from '#domain/micro-match';
import { defaultRatingList } from '#domain/ratings';
import { isFinal } from '#domain/results';
import { applyWithdrawals, type DecidedGame, type WithdrawalOutcome } from '#domain/withdrawal';
import { teamProgress } from './team-progress';

export function requireTournament(db: Db, id: number): TournamentRow {
  const row = findTournament(db, id);
  if (!row) throw notFound('tournamentNotFound', { id });
  return row;
}

/** A closed (finished) tournament's results are locked: every change to its games waits for a reopening. */
export function requireOpenTournament(db: Db, id: number): TournamentRow {
  const row = requireTournament(db, id);
  if (row.closedAt !== null) throw conflict('', 'tournamentClosed', { name: row.name });
  return row;
}

export function requirePlayer(db: Db, id: number) {
  const row = findPlayer(db, id);
  if (!row) throw notFound('playerNotFound', { id });
  return row;
}

export interface Progress {
  rounds: number;
  lastDrawn: number | null;
  firstUnfinished: number | null;
}

/** Not drawn, round k of n, every round played but not yet closed, or finished (closed). */
export function stateOf(row: TournamentRow, progress: Progress | undefined): TournamentState {
  if (row.closedAt !== null)
    return { phase: 'finished', round: progress?.lastDrawn ?? null, rounds: progress?.rounds ?? null };
  if (row.drawnAt === null || !progress) return { phase: 'setup', round: null, rounds: null };
  // Every round drawn and nothing left to finish: "round 11 of 11" would say a round is still on.
  if (progress.firstUnfinished === null && progress.lastDrawn === progress.rounds)
    return { phase: 'played', round: progress.rounds, rounds: progress.rounds };
  return { phase: 'playing', round: progress.firstUnfinished ?? progress.lastDrawn, rounds: progress.rounds };
}

/** The same progress as the tournament list computes in SQL, from a loaded tournament (§38 applied). */
export function progressOf(loaded: LoadedTournament): Progress {
  const drawn = loaded.outcome.games.filter((g) => g.round !== null).map((g) => g.round!);
  const unfinished = loaded.outcome.games
    .filter((g) => g.round !== null && g.effect === null && !isFinal(g.result))
    .map((g) => g.round!);
  return {
    rounds: new Set(loaded.games.map((g) => g.tableRound)).size,
    lastDrawn: drawn.length > 0 ? Math.max(...drawn) : null,
    firstUnfinished: unfinished.length > 0 ? Math.min(...unfinished) : null,
  };
}

export function toSummary(row: TournamentRow, participantCount: number, progress?: Progress): TournamentSummary {
  return {
    id: row.id,
    name: row.name,
    variant: row.variant,
    ruleSet: row.ruleSet,
    venue: row.venue,
    startDate: row.startDate,
    endDate: row.endDate,
    arbiter: row.arbiter,
    participantCount,
    closedAt: row.closedAt,
    state: stateOf(row, progress),
  };
}

export function settingsOf(row: TournamentRow): TournamentSettingsView {
  return {
    movesPerHour: row.movesPerHour,
    clock: row.clock,
    baseMinutes: row.baseMinutes,
    incrementSeconds: row.incrementSeconds,
    sessionHours: row.sessionHours,
    double: row.double,
    microMatch: row.microMatch,
    matchOrder: row.matchOrder,
    openingTable: row.openingTable,
    openingDraw: row.openingDraw,
    swapLastTwoRounds: row.swapLastTwoRounds,
    tiebreaks: row.tiebreaks,
    rankCounting: row.rankCounting,
    drawRoundOrder: row.drawRoundOrder,
    nationalChampionship: row.nationalChampionship,
    shownInHall: row.shownInHall,
    nameStyle: row.nameStyle,
    scoring: row.scoring,
    withdrawalThreshold: row.withdrawalThreshold,
    ratingList: row.ratingList ?? defaultRatingList(row.variant),
    womenNorms: row.womenNorms,
    drawMethod: row.drawMethod,
    drawSeed: row.drawSeed,
    drawnAt: row.drawnAt,
    teams: teamSettingsOf(row),
    kind: tournamentKind({ microMatch: row.microMatch, teams: teamSettingsOf(row) }),
  };
}

function teamSettingsOf(row: TournamentRow): TeamSettings | null {
  if (row.teamBoards === null) return null;
  return {
    boards: row.teamBoards,
    matchPoints: row.teamMatchPoints,
    order: row.teamOrder,
    tiebreaks: row.teamTiebreaks,
    womensBoards: row.teamWomensBoards,
  };
}

/** Participants in lot order once drawn, by name (Estonian alphabet) before that. */
export function sortedParticipants(db: Db, tournamentId: number): ParticipantView[] {
  return sortParticipants(listParticipants(db, tournamentId));
}

/** Plain order of two sort keys (`sortKey` makes the registry's order binary). */
const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function sortParticipants(participants: ParticipantView[]): ParticipantView[] {
  return participants.sort(
    (a, b) => (a.lotNo ?? Infinity) - (b.lotNo ?? Infinity) || byKey(a.sortKey ?? a.name, b.sortKey ?? b.name),
  );
}

function toParticipant(view: ParticipantView, withdrawal: Participant['withdrawal']): Participant {
  return {
    playerId: view.playerId,
    name: view.name,
    rank: view.rank,
    club: view.club,
    city: view.city,
    lotNo: view.lotNo,
    withdrawal,
    birthYear: view.birthYear,
    fmjdId: view.fmjdId,
    federation: view.federation,
    latinName: view.latinName,
    rating: view.rating,
    title: view.title,
    ratingListDate: view.ratingListDate,
  };
}

export function detail(db: Db, row: TournamentRow): TournamentDetail {
  const loaded = loadTournament(db, row.id);
  const decisionOf = new Map(loaded.outcome.decisions.map((d) => [d.player, d] as const));
  const participants = loaded.participants.map((p) => {
    const decision = p.lotNo === null ? undefined : decisionOf.get(p.lotNo);
    return toParticipant(p, decision ? { afterRound: decision.afterRound, rule: decision.rule } : null);
  });
  // A team round robin's rounds are its teams' matches (team-progress.ts).
  const progress = row.teamBoards !== null ? teamProgress(db, row) : progressOf(loaded);
  return { ...toSummary(row, participants.length, progress), settings: settingsOf(row), participants };
}

/** §38's decisions in the order they were made, with each player's name, as the screens and printouts show them. */
export function withdrawalDecisions(loaded: LoadedTournament): WithdrawalDecisionView[] {
  const byLot = new Map(loaded.participants.map((p) => [p.lotNo, p] as const));
  return loaded.outcome.decisions.map(({ player, ...decision }) => {
    const participant = byLot.get(player)!;
    return { ...decision, playerId: participant.playerId, no: player, name: participant.name };
  });
}

export function isDrawn(row: TournamentRow): boolean {
  return row.drawnAt !== null;
}

/** A game in the rules engine's terms, with its id so that §38's decision can be shown on the schedule. */
export type EngineGame = TournamentGame & { id: number };

export interface LoadedTournament {
  row: TournamentRow;
  /** In lot order; loadForGame holds only the players of the games it loads. */
  participants: ParticipantView[];
  games: GameRow[];
  /** Lot number of each participant id. */
  lotOf: Map<number, number>;
  data: TournamentData & { games: EngineGame[] };
  withdrawals: ReturnType<typeof listWithdrawals>;
  playoffs: PlayoffRow[];
  /** §38 applied to the games (electron/domain/withdrawal.ts decides; the store holds only the facts). */
  outcome: WithdrawalOutcome<EngineGame>;
  /** Each game id → the game as it counts after §38. */
  decided: Map<number, DecidedGame<EngineGame>>;
  /** The last round of the table (§35 holds it back while earlier games are unfinished). */
  lastRound: number;
}

/** The tournament in the rules engine's terms: players by lot number, games with the round they are played in. */
export function loadTournament(db: Db, id: number): LoadedTournament {
  const row = requireTournament(db, id);
  return assemble(
    row,
    sortedParticipants(db, id),
    listGames(db, id),
    listWithdrawals(db, id),
    row.teamBoards !== null ? lastRoundOf(db, row) : undefined,
    listPlayoffs(db, id),
  );
}

/** The table's last round (§35 holds it back while earlier games are unfinished): the last with games — or, in a
 * team round robin, whose match games come with their line-ups, the teams' table's last. */
export function lastRoundOf(db: Db, row: TournamentRow): number {
  return row.teamBoards !== null ? (teamProgress(db, row)?.rounds ?? 0) : lastTableRound(db, row.id);
}

/** What decides whether one game's result may be written, and what it then counts for — loaded without the whole
 * tournament: §38 decides a game from the games of the players who left (electron/domain/withdrawal.ts reads no
 * other), and §35's hold on the last round asks only about the earlier games without a final result (§38 makes a
 * game final or annulled, never unfinished, and decides those from the leavers' games). Its participants are the
 * players of the games it holds (the leavers among them), which is all the answer and the refusals name.
 * test/service/withdrawals.test.ts checks that both loads decide every game alike and hold the last round back for
 * the same games. */
export function loadForGame(db: Db, row: TournamentRow, game: GameRow): LoadedTournament {
  const id = row.id;
  if (game.round === null) return loadTournament(db, id);
  const lastRound = lastRoundOf(db, row);
  const withdrawals = listWithdrawals(db, id);
  const leavers = new Set(withdrawals.map((w) => w.participantId));
  const waiting = game.round >= lastRound ? listUnfinishedBefore(db, id, lastRound) : [];
  const more = [...(leavers.size === 0 ? [] : listGamesOfParticipants(db, id, [...leavers])), ...waiting];
  const games = more.length === 0 ? [game] : gamesAnd(game, more);
  const playing = new Set(games.flatMap((g) => [g.whiteId, g.blackId]));
  const participants = sortParticipants(listParticipantsAmong(db, id, [...playing]));
  return assemble(row, participants, games, withdrawals, lastRound);
}

/** The game and the others loaded with it, each once, in the schedule's order. */
function gamesAnd(game: GameRow, others: GameRow[]): GameRow[] {
  const byId = new Map(others.map((g) => [g.id, g] as const));
  byId.set(game.id, game);
  return [...byId.values()].sort((a, b) => a.tableRound - b.tableRound || a.board - b.board || a.leg - b.leg);
}

function assemble(
  row: TournamentRow,
  participants: ParticipantView[],
  games: GameRow[],
  withdrawals: ReturnType<typeof listWithdrawals>,
  lastRound?: number,
  playoffs: PlayoffRow[] = [],
): LoadedTournament {
  const lotOf = new Map(participants.flatMap((p) => (p.lotNo === null ? [] : [[p.id, p.lotNo] as const])));
  const settings = settingsOf(row);
  const data = {
    players: participants
      .filter((p) => p.lotNo !== null)
      .map((p) => ({ no: p.lotNo!, name: p.name, rank: p.rank, rating: p.rating, title: p.title, sex: p.sex })),
    games: games.map((g): EngineGame => ({
      id: g.id,
      round: g.round,
      white: lotOf.get(g.whiteId)!,
      black: lotOf.get(g.blackId)!,
      result: g.result,
      // A micro-match's two games: one match, keyed by its table round and board.
      ...(settings.microMatch ? { match: `${g.tableRound}:${g.board}`, leg: g.leg } : {}),
    })),
    double: settings.double,
    // Two games a pair in a double round robin or a round robin of micro-matches, four in both.
    gamesPerPair: gamesPerPair(settings.double, settings.microMatch),
    // Recorded order: §38 decides by round, then in this order.
    withdrawals: withdrawals.map((w) => ({ player: w.lotNo!, afterRound: w.afterRound })),
    tiebreaks: settings.tiebreaks,
    rankCounting: settings.rankCounting,
    scoring: settings.scoring,
    microMatch: settings.microMatch ? { order: settings.matchOrder } : undefined,
    womenNorms: settings.womenNorms,
    withdrawalThreshold: settings.withdrawalThreshold,
    // Tie-break matches by lot numbers; one whose players are not all loaded (loadForGame) does not decide here.
    playoffs: playoffs
      .map((p) => p.participantIds.map((id) => lotOf.get(id)))
      .filter((order): order is number[] => order.every((no) => no !== undefined)),
  };
  const outcome = applyWithdrawals(data.games, data.withdrawals, settings.withdrawalThreshold);
  return {
    row,
    participants,
    games,
    lotOf,
    data,
    withdrawals,
    playoffs,
    outcome,
    decided: new Map(outcome.games.map((g) => [g.id, g])),
    lastRound: lastRound ?? games.reduce((last, g) => Math.max(last, g.tableRound), 0),
  };
}

/** Each participant's id → his number and name, as the schedule shows them. */
export function scheduledPlayers(db: Db, tournamentId: number): Map<number, ScheduledPlayer> {
  return playersOf(sortedParticipants(db, tournamentId));
}

/** The same map from the participants a loaded tournament already holds (no second query). */
export function playersOf(participants: ParticipantView[]): Map<number, ScheduledPlayer> {
  return new Map(participants.map((p) => [p.id, { playerId: p.playerId, no: p.lotNo!, name: p.name }] as const));
}

/** The tournament as it stands after one game's result changed: the write needs no second load. §38 is applied
 * again by the domain when someone has left (a result can change what his departure decides). */
export function withGameResult(loaded: LoadedTournament, changed: GameRow): LoadedTournament {
  const games = loaded.games.map((g) => (g.id === changed.id ? changed : g));
  const before: EngineGame[] = loaded.data.games;
  const engineGames = before.map((g) => (g.id === changed.id ? { ...g, result: changed.result } : g));
  const data = { ...loaded.data, games: engineGames };
  const outcome = applyWithdrawals(engineGames, data.withdrawals, loaded.row.withdrawalThreshold);
  return { ...loaded, games, data, outcome, decided: new Map(outcome.games.map((g) => [g.id, g])) };
}
