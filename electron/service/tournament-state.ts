// Reading a tournament as the use cases need it: its detail for the screens, and its data for the rules engine
// (players by lot number, games, withdrawals, settings).
import type { Participant, ScheduledPlayer, TournamentDetail, TournamentSettingsView, TournamentSummary } from '../api/contract';
import { conflict, notFound } from '../api/errors';
import type { TournamentData } from '../domain/crosstable';
import { compareNames } from '../domain/names';
import type { RankCounting } from '../domain/norms';
import type { Tiebreak } from '../domain/standings';
import { applyWithdrawals } from '../domain/withdrawal';
import type { Db } from '../../db/open';
import { findPlayer } from '../../db/repositories/players';
import { findTournament, listParticipants, type ParticipantView, type TournamentRow } from '../../db/repositories/tournaments';
import { listGames, listWithdrawals, type GameRow } from '../../db/repositories/games';

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

export function toSummary(row: TournamentRow, participantCount: number): TournamentSummary {
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
  };
}

export function settingsOf(row: TournamentRow): TournamentSettingsView {
  return {
    movesPerHour: row.movesPerHour,
    sessionHours: row.sessionHours,
    double: row.double,
    swapLastTwoRounds: row.swapLastTwoRounds,
    tiebreaks: JSON.parse(row.tiebreaks) as Tiebreak[],
    rankCounting: JSON.parse(row.rankCounting) as RankCounting,
    drawRoundOrder: row.drawRoundOrder,
    drawMethod: row.drawMethod,
    drawSeed: row.drawSeed,
    drawnAt: row.drawnAt,
  };
}

/** Participants in lot order once drawn, by name (Estonian alphabet) before that. */
export function sortedParticipants(db: Db, tournamentId: number): ParticipantView[] {
  return listParticipants(db, tournamentId).sort((a, b) => (a.lotNo ?? Infinity) - (b.lotNo ?? Infinity) || compareNames(a.name, b.name));
}

function toParticipant(view: ParticipantView): Participant {
  return { playerId: view.playerId, name: view.name, rank: view.rank, club: view.club, city: view.city, lotNo: view.lotNo };
}

export function detail(db: Db, row: TournamentRow): TournamentDetail {
  const participants = sortedParticipants(db, row.id).map(toParticipant);
  return { ...toSummary(row, participants.length), settings: settingsOf(row), participants };
}

export function isDrawn(row: TournamentRow): boolean {
  return row.drawnAt !== null;
}

export interface LoadedTournament {
  row: TournamentRow;
  participants: ParticipantView[];
  games: GameRow[];
  /** Lot number of each participant id. */
  lotOf: Map<number, number>;
  data: TournamentData;
  withdrawals: ReturnType<typeof listWithdrawals>;
}

/** The tournament in the rules engine's terms: players by lot number, games with the round they are played in. */
export function loadTournament(db: Db, id: number): LoadedTournament {
  const row = requireTournament(db, id);
  const participants = sortedParticipants(db, id);
  const lotOf = new Map(participants.flatMap((p) => (p.lotNo === null ? [] : [[p.id, p.lotNo] as const])));
  const games = listGames(db, id);
  const withdrawals = listWithdrawals(db, id);
  const settings = settingsOf(row);
  const data: TournamentData = {
    players: participants.filter((p) => p.lotNo !== null).map((p) => ({ no: p.lotNo!, name: p.name, rank: p.rank })),
    games: games.map((g) => ({ round: g.round ?? g.tableRound, white: lotOf.get(g.whiteId)!, black: lotOf.get(g.blackId)!, result: g.result })),
    double: settings.double,
    withdrawals: withdrawals.map((w) => ({ player: w.lotNo!, afterRound: w.afterRound })),
    tiebreaks: settings.tiebreaks,
    rankCounting: settings.rankCounting,
  };
  return { row, participants, games, lotOf, data, withdrawals };
}

/** §38: the lot numbers of the players whose games are annulled and who leave the table. */
export function removedPlayers(loaded: LoadedTournament): Set<number> {
  const { games, withdrawals, players, double } = loaded.data;
  return new Set(applyWithdrawals(games, withdrawals, (players.length - 1) * (double ? 2 : 1)).removed);
}

/** Each participant's id → his number and name, as the schedule shows them. */
export function scheduledPlayers(db: Db, tournamentId: number): Map<number, ScheduledPlayer> {
  return new Map(sortedParticipants(db, tournamentId).map((p) => [p.id, { playerId: p.playerId, no: p.lotNo!, name: p.name }] as const));
}
