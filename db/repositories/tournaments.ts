// Reading and writing tournaments and their participants.
import { and, asc, count, desc, eq, getTableColumns, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { FinalLine } from '#domain/crosstable';
import type { Rank } from '#domain/vocabulary';
import type { Db } from '../db';
import { finalLines, participants, players, tournaments } from '../schema';
import { preparedOnce } from './prepared';

export type TournamentRow = typeof tournaments.$inferSelect;

/** A tournament's own facts beside its settings: its name, game and rules, place, dates and arbiter. */
export type TournamentValues = Pick<
  TournamentRow,
  'name' | 'variant' | 'ruleSet' | 'venue' | 'startDate' | 'endDate' | 'arbiter'
>;

export interface ParticipantView {
  /** The participant's own id (games refer to it). */
  id: number;
  playerId: number;
  /** The name as the tournament shows it (its name style). */
  name: string;
  /** The full name, given names first, and its parts, as the tournament file carries them. */
  fullName: string;
  surname: string | null;
  givenNames: string | null;
  /** The registry's order (by surname proper), for the list before the draw. */
  sortKey: string | null;
  rank: Rank | null;
  club: string | null;
  city: string | null;
  birthYear: number | null;
  lotNo: number | null;
  extra: string | null;
  /** His rating and title on the tournament's list when he was entered (docs/ratings.md), and who he is there. */
  rating: number | null;
  title: string | null;
  ratingListDate: string | null;
  fmjdId: number | null;
  federation: string | null;
  /** M or F where the registry knows it (the women's rows of the title norms are a woman's). */
  sex: 'M' | 'F' | null;
  latinName: string | null;
}

/** A player's name in the style of the tournament `tournamentId` names (electron/domain/names.ts): the forms are
 * kept on the player's row, so that every list of a tournament shows them without computing. */
export function styledPlayerName(tournamentId: SQL | SQLiteColumn) {
  return sql<string>`case (select ${tournaments.nameStyle} from ${tournaments} where ${tournaments.id} = ${tournamentId})
    when 'surnameFirst' then coalesce(${players.nameSurnameFirst}, ${players.name})
    when 'surnameInitials' then coalesce(${players.nameInitials}, ${players.name})
    else ${players.name} end`;
}

/** One page of the tournaments, newest first (by start date; undated ones last), with their participant counts. */
export function pageTournaments(
  db: Db,
  page: { offset: number; limit: number; inHall?: boolean },
): { rows: (TournamentRow & { participantCount: number })[]; total: number } {
  // The hall shows a tournament once drawn — while it is played, and closed with its final standings — unless the
  // arbiter hides it.
  const filter = page.inHall ? and(isNotNull(tournaments.drawnAt), eq(tournaments.shownInHall, true)) : undefined;
  const rows = db
    .select({
      ...getTableColumns(tournaments),
      // Written out with both tables named: in a one-table select list drizzle writes a column without its table,
      // and an unqualified "id" inside the subquery is the participant's own id, not the tournament's.
      participantCount: sql<number>`(select count(*) from participants as p where p.tournament_id = "tournaments"."id")`,
    })
    .from(tournaments)
    .where(filter)
    .orderBy(desc(tournaments.startDate), desc(tournaments.id))
    .limit(page.limit)
    .offset(page.offset)
    .all();
  return { rows, total: db.select({ n: count() }).from(tournaments).where(filter).get()!.n };
}

/** Each tournament's progress, in one grouped pass over the games: the rounds of its schedule, the last round
 * drawn, and the first round with a game still to finish. A game decided by a withdrawal (§38) — one of a player
 * who left, in a round after he left — has nothing left to finish. */
export function tournamentProgress(
  db: Db,
  ids: readonly number[],
): Map<number, { rounds: number; lastDrawn: number | null; firstUnfinished: number | null }> {
  if (ids.length === 0) return new Map();
  const rows = db.all<{
    tournamentId: number;
    rounds: number;
    lastDrawn: number | null;
    firstUnfinished: number | null;
  }>(
    sql`select g.tournament_id as tournamentId,
              count(distinct g.table_round) as rounds,
              max(g.round) as lastDrawn,
              min(case when g.round is not null and (g.result is null or g.result = 'adjourned')
                        and not exists (select 1 from withdrawals w
                                        where w.participant_id in (g.white_id, g.black_id) and g.round > w.after_round)
                       then g.round end) as firstUnfinished
         from games g
        where g.tournament_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by g.tournament_id`,
  );
  return new Map(rows.map(({ tournamentId, ...progress }) => [tournamentId, progress]));
}

export function deleteTournament(db: Db, id: number): void {
  db.delete(tournaments).where(eq(tournaments.id, id)).run();
}

/** A closed tournament's final table, kept until it is reopened (db/schema.ts, final_lines). */
export function writeFinalLines(db: Db, tournamentId: number, lines: { playerId: number; line: FinalLine }[]): void {
  deleteFinalLines(db, tournamentId);
  for (const { playerId, line } of lines) db.insert(finalLines).values({ tournamentId, playerId, line }).run();
}

export function deleteFinalLines(db: Db, tournamentId: number): void {
  db.delete(finalLines).where(eq(finalLines.tournamentId, tournamentId)).run();
}

export function setClosedAt(db: Db, id: number, closedAt: string | null, now: string): TournamentRow {
  return db.update(tournaments).set({ closedAt, updatedAt: now }).where(eq(tournaments.id, id)).returning().get();
}

export function findTournament(db: Db, id: number): TournamentRow | undefined {
  return preparedOnce(db, 'findTournament', (d) =>
    d
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, sql.placeholder('id')))
      .prepare(),
  ).get({ id });
}

/** A tournament of the same name, variant and start date: what importing the same file a second time would repeat. */
export function findTournamentLike(
  db: Db,
  values: Pick<TournamentValues, 'name' | 'variant' | 'startDate'>,
): TournamentRow | undefined {
  return db
    .select()
    .from(tournaments)
    .where(
      and(
        eq(tournaments.name, values.name),
        eq(tournaments.variant, values.variant),
        values.startDate === null ? isNull(tournaments.startDate) : eq(tournaments.startDate, values.startDate),
      ),
    )
    .get();
}

export function insertTournament(
  db: Db,
  values: TournamentValues & Partial<TournamentSettings>,
  now: string,
): TournamentRow {
  return db
    .insert(tournaments)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning()
    .get();
}

/** The settings that can change after creation. */
export type TournamentSettings = Pick<
  TournamentRow,
  | 'movesPerHour'
  | 'sessionHours'
  | 'double'
  | 'microMatch'
  | 'matchOrder'
  | 'openingTable'
  | 'openingDraw'
  | 'swapLastTwoRounds'
  | 'tiebreaks'
  | 'rankCounting'
  | 'drawRoundOrder'
  | 'nationalChampionship'
  | 'shownInHall'
  | 'nameStyle'
  | 'scoring'
  | 'withdrawalThreshold'
  | 'ratingList'
  | 'womenNorms'
  | 'clock'
  | 'baseMinutes'
  | 'incrementSeconds'
  | 'drawMethod'
  | 'drawSeed'
  | 'drawnAt'
  | 'extra'
  | 'closedAt'
  | 'teamBoards'
  | 'teamMatchPoints'
  | 'teamOrder'
  | 'teamTiebreaks'
  | 'teamNormsConfirmedAt'
>;

export function updateTournament(
  db: Db,
  id: number,
  values: Partial<TournamentValues & TournamentSettings>,
  now: string,
): TournamentRow {
  return db
    .update(tournaments)
    .set({ ...values, updatedAt: now })
    .where(eq(tournaments.id, id))
    .returning()
    .get();
}

export function setLotNumber(db: Db, participantId: number, lotNo: number | null): void {
  db.update(participants).set({ lotNo }).where(eq(participants.id, participantId)).run();
}

const participantColumns = {
  id: participants.id,
  playerId: participants.playerId,
  name: styledPlayerName(participants.tournamentId),
  fullName: players.name,
  surname: players.surname,
  givenNames: players.givenNames,
  sortKey: players.sortKey,
  rank: participants.rankAtStart,
  club: players.club,
  city: players.city,
  birthYear: players.birthYear,
  lotNo: participants.lotNo,
  extra: participants.extra,
  rating: participants.ratingAtStart,
  title: participants.titleAtStart,
  ratingListDate: participants.ratingListDate,
  fmjdId: players.fmjdId,
  federation: players.federation,
  sex: players.sex,
  latinName: players.latinName,
};

/** Participants in lot order once lots are drawn (the service orders those without a lot by name). */
export function listParticipants(db: Db, tournamentId: number): ParticipantView[] {
  return preparedOnce(db, 'listParticipants', (d) =>
    d
      .select(participantColumns)
      .from(participants)
      .innerJoin(players, eq(players.id, participants.playerId))
      .where(eq(participants.tournamentId, sql.placeholder('tournamentId')))
      .orderBy(asc(participants.lotNo), asc(players.nameKey))
      .prepare(),
  ).all({ tournamentId });
}

/** Only the participants with these ids, in the same order. The ids go in as one JSON array, so that one statement,
 * prepared once, serves any number of them. */
export function listParticipantsAmong(db: Db, tournamentId: number, participantIds: number[]): ParticipantView[] {
  return preparedOnce(db, 'listParticipantsAmong', (d) =>
    d
      .select(participantColumns)
      .from(participants)
      .innerJoin(players, eq(players.id, participants.playerId))
      .where(
        and(
          eq(participants.tournamentId, sql.placeholder('tournamentId')),
          sql`${participants.id} in (select value from json_each(${sql.placeholder('ids')}))`,
        ),
      )
      .orderBy(asc(participants.lotNo), asc(players.nameKey))
      .prepare(),
  ).all({ tournamentId, ids: JSON.stringify(participantIds) });
}

export function insertParticipant(
  db: Db,
  tournamentId: number,
  playerId: number,
  rankAtStart: Rank | null,
  now: string,
  more: {
    lotNo?: number | null;
    extra?: string | null;
    ratingAtStart?: number | null;
    titleAtStart?: string | null;
    ratingListDate?: string | null;
  } = {},
) {
  return db
    .insert(participants)
    .values({ tournamentId, playerId, rankAtStart, createdAt: now, ...more })
    .returning()
    .get();
}

/** A participant's rating and title as taken from his list (at entry, or when the tournament's list changes before
 * the draw). */
export function setParticipantRating(
  db: Db,
  participantId: number,
  rated: { rating: number | null; title: string | null; listDate: string } | undefined,
) {
  db.update(participants)
    .set({
      ratingAtStart: rated?.rating ?? null,
      titleAtStart: rated?.title ?? null,
      ratingListDate: rated?.listDate ?? null,
    })
    .where(eq(participants.id, participantId))
    .run();
}

export function deleteParticipant(db: Db, tournamentId: number, playerId: number) {
  return db
    .delete(participants)
    .where(and(eq(participants.tournamentId, tournamentId), eq(participants.playerId, playerId)))
    .returning()
    .get();
}

/** A participant's entry taken away by its own id (a team's roster that no longer holds him, before the draw). */
export function deleteParticipantById(db: Db, participantId: number): void {
  db.delete(participants).where(eq(participants.id, participantId)).run();
}

/** The name of a tournament that draws its openings from the table `tableId`, if one does. */
export function tournamentUsingTable(db: Db, tableId: string): string | null {
  return (
    db.select({ name: tournaments.name }).from(tournaments).where(eq(tournaments.openingTable, tableId)).get()?.name ??
    null
  );
}
