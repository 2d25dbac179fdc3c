// The tables of team round robins (docs/teams.md): a tournament's teams with their rosters, and each round's line-ups.
// The team's players are the tournament's participants (so ranks, ratings, norms and player cards keep working); a
// match's games are the schedule's games, created when both line-ups are given (board of the round = the pairing,
// leg = the board in the match).
import { integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { reference } from './columns';
import { participants, tournaments } from './schema';

export const teams = sqliteTable(
  'teams',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tournamentId: reference('tournament_id', () => tournaments.id, 'cascade'),
    /** Its number in the Berger table, given by the draw of lots. */
    lotNo: integer('lot_no'),
    name: text('name').notNull(),
    /** Its club or city, and its captain, as the match sheet names them. */
    club: text('club'),
    captain: text('captain'),
    /** §38 applied to a team (docs/teams.md): the round after which it left; null while it plays. */
    leftAfter: integer('left_after'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [uniqueIndex('teams_name').on(t.tournamentId, t.name), uniqueIndex('teams_lot').on(t.tournamentId, t.lotNo)],
);

/** A team's roster: its players in board order, the reserves after the boards; fixed before the first round. */
export const teamMembers = sqliteTable(
  'team_members',
  {
    teamId: reference('team_id', () => teams.id, 'cascade'),
    participantId: reference('participant_id', () => participants.id, 'cascade'),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.position] }), uniqueIndex('team_members_once').on(t.participantId)],
);

/** A team's line-up for one round of the table: the player on each board, none where the board is empty (a forfeit
 * on that board); a line-up of empty boards is a team that did not come. No rows: not given yet. */
export const lineups = sqliteTable(
  'lineups',
  {
    tournamentId: reference('tournament_id', () => tournaments.id, 'cascade'),
    tableRound: integer('table_round').notNull(),
    teamId: reference('team_id', () => teams.id, 'cascade'),
    board: integer('board').notNull(),
    participantId: integer('participant_id').references(() => participants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.tableRound, t.board] })],
);
