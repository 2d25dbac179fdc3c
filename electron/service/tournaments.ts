// Use cases of tournaments and their participants.
import type { ParsedInput, TournamentDetail, TournamentSummary } from '../api/contract';
import { conflict, notFound } from '../api/errors';
import { MAX_PLAYERS } from '../domain/vocabulary';
import { findPlayer } from '../../db/repositories/players';
import {
  deleteParticipant,
  findTournament,
  insertParticipant,
  insertTournament,
  listParticipants,
  listTournaments,
  type TournamentRow,
} from '../../db/repositories/tournaments';
import type { Db } from '../../db/open';
import { compareNames } from '../domain/names';
import { writeWithAudit, type ServiceContext } from './context';

function toSummary(row: TournamentRow, participantCount: number): TournamentSummary {
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

function detail(db: Db, row: TournamentRow): TournamentDetail {
  const participants = listParticipants(db, row.id).sort(
    (a, b) => (a.lotNo ?? Infinity) - (b.lotNo ?? Infinity) || compareNames(a.name, b.name),
  );
  return { ...toSummary(row, participants.length), participants };
}

function requireTournament(db: Db, id: number): TournamentRow {
  const row = findTournament(db, id);
  if (!row) throw notFound('tournamentNotFound', { id });
  return row;
}

function requirePlayer(db: Db, id: number) {
  const row = findPlayer(db, id);
  if (!row) throw notFound('playerNotFound', { id });
  return row;
}

export const tournamentHandlers = (ctx: ServiceContext) => ({
  listTournaments: (): TournamentSummary[] => listTournaments(ctx.db).map((row) => toSummary(row, row.participantCount)),

  getTournament: (input: ParsedInput<'getTournament'>): TournamentDetail => detail(ctx.db, requireTournament(ctx.db, input.id)),

  createTournament: (input: ParsedInput<'createTournament'>): TournamentDetail =>
    writeWithAudit(ctx, (db, now) => {
      const created = detail(db, insertTournament(db, input, now));
      return { result: created, audit: { action: 'tournament.create', entity: 'tournament', entityId: created.id, before: null, after: created } };
    }),

  addParticipant: (input: ParsedInput<'addParticipant'>): TournamentDetail =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireTournament(db, input.tournamentId);
      const player = requirePlayer(db, input.playerId);
      const current = listParticipants(db, tournament.id);
      if (current.some((p) => p.playerId === player.id)) throw conflict('playerId', 'alreadyParticipant', { name: player.name });
      if (current.length >= MAX_PLAYERS) throw conflict('playerId', 'tooManyParticipants', { max: MAX_PLAYERS });
      // The rank is frozen at entry: norms are computed from the ranks players held when the tournament began.
      insertParticipant(db, tournament.id, player.id, player.rank, now);
      return {
        result: detail(db, tournament),
        audit: { action: 'participant.add', entity: 'tournament', entityId: tournament.id, before: null, after: { playerId: player.id, rank: player.rank } },
      };
    }),

  removeParticipant: (input: ParsedInput<'removeParticipant'>): TournamentDetail =>
    writeWithAudit(ctx, (db) => {
      const tournament = requireTournament(db, input.tournamentId);
      const player = requirePlayer(db, input.playerId);
      const removed = deleteParticipant(db, tournament.id, player.id);
      if (!removed) throw conflict('playerId', 'notParticipant', { name: player.name });
      return {
        result: detail(db, tournament),
        audit: { action: 'participant.remove', entity: 'tournament', entityId: tournament.id, before: removed, after: null },
      };
    }),
});
