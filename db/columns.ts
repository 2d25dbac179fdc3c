// The columns' shapes the schema's tables are made of (schema.ts): a reference to another table's row, and the rank
// list's order of ranks as one SQL expression.
import { sql, type SQL } from 'drizzle-orm';
import { integer, text, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { SCORINGS } from '#domain/results';
import { TEAM_ORDERS, TEAM_TIEBREAK_PRESETS, type TeamTiebreak } from '#domain/team-standings';

/** The rank list's order of ranks, strongest first (M, CM, I … V, then the youth ranks): the same expression in the
 * index below and in the query that pages the list (db/repositories/ranks.ts), so that SQLite reads the pages from
 * the index. */
export function rankOrder(rank: SQLiteColumn | SQL) {
  return sql`case ${rank} when 'M' then 0 when 'CM' then 1 when 'I' then 2 when 'II' then 3 when 'III' then 4 when 'IV' then 5 when 'V' then 6 when 'Y1' then 7 when 'Y2' then 8 when 'Y3' then 9 else 10 end`;
}

/** A column that must name a row of another table; `onDelete` says what a deletion of that row does: `cascade`
 * deletes this row with it, `restrict` refuses while this row names it. */
export function reference(name: string, target: () => SQLiteColumn, onDelete: 'cascade' | 'restrict') {
  return integer(name).notNull().references(target, { onDelete });
}

/** A team round robin's settings in the tournaments table (docs/teams.md): its boards (null: not a team tournament),
 * how a match is scored (2–1–0 by EKL 3.1, or 1–½–0) and what orders its table (match or board points). */
export const teamSettingColumns = {
  teamBoards: integer('team_boards'),
  teamMatchPoints: text('team_match_points', { enum: SCORINGS }).notNull().default('2-1-0'),
  teamOrder: text('team_order', { enum: TEAM_ORDERS }).notNull().default('matchPoints'),
  /** Its tiebreaks in order (JSON): the team table's own (electron/domain/team-standings.ts), the Tallinn clubs'
   * order by default. */
  teamTiebreaks: text('team_tiebreaks', { mode: 'json' })
    .$type<TeamTiebreak[]>()
    .notNull()
    .default(sql.raw(`'${JSON.stringify(TEAM_TIEBREAK_PRESETS.eklClubs.tiebreaks)}'`)),
  /** The boards a regulation reserves for women (JSON, in board order): the Tallinn clubs' board 3 of teams "with at
   * least one woman", the Rae club's boards 5 and 6; none by default. */
  teamWomensBoards: text('team_womens_boards', { mode: 'json' })
    .$type<number[]>()
    .notNull()
    .default(sql`'[]'`),
  /** When the arbiter confirmed the reading its rank norms are computed by (electron/domain/team-norms.ts); null:
   * not yet, the norms are provisional. */
  teamNormsConfirmedAt: text('team_norms_confirmed_at'),
};
