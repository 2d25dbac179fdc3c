// The players' places on the rating lists (docs/ratings.md): a list imported from a file — each row found in the
// registry by FMJD ID, or proposed by name for the arbiter to accept, never guessed — and a player's identity and
// ratings typed on his card. Every write is one transaction with its audit row.
import type { ParsedInput } from '#api/contract';
import { conflict } from '#api/errors';
import type { PlayerRatingsView, RatingsImportRow, RatingsImportView, TournamentDetail } from '#api/views';
import type { Db } from '#db/db';
import {
  findPlayerRating,
  listPlayerRatings,
  playersForMatching,
  deletePlayerRating,
  entrantsOfUndrawn,
  entriesOfUndrawn,
  setPlayerIdentity,
  setPlayerRating,
} from '#db/repositories/ratings';
import { listParticipants, setParticipantRating } from '#db/repositories/tournaments';
import { personKey } from '#domain/names';
import type { RatingList } from '#domain/ratings';
import { readRatingList, ROW_KEPT, type RatingEntry, type RatingProblem } from '#formats/rating-list';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import {
  detail,
  isDrawn,
  requireOpenTournament,
  requirePlayer,
  requireTournament,
  settingsOf,
} from './tournament-state';

type ImportInput = ParsedInput<'importRatings'>;

/** Problems said one by one in the preview; the rest are counted. */
const PROBLEMS_SAID = 50;

export function playerRatingsView(db: Db, playerId: number): PlayerRatingsView {
  const player = requirePlayer(db, playerId);
  return {
    playerId,
    federation: player.federation,
    sex: player.sex,
    fmjdId: player.fmjdId,
    latinName: player.latinName,
    ratings: listPlayerRatings(db, playerId).map(({ list, rating, title, listDate, source }) => ({
      list,
      rating,
      title,
      listDate,
      source,
    })),
  };
}

/** The registry's players by FMJD ID and by person key (their own name's and their Latin name's, folded as
 * `personKey` folds names: accents, alphabet and word order aside — "Ruutel, Mart" finds Märt Rüütel, "Smirnov,
 * Aleksei" finds Алексей Смирнов). */
function registryIndex(db: Db) {
  const byFmjdId = new Map<number, ReturnType<typeof playersForMatching>[number]>();
  const byName = new Map<string, ReturnType<typeof playersForMatching>>();
  for (const player of playersForMatching(db)) {
    if (player.fmjdId !== null) byFmjdId.set(player.fmjdId, player);
    for (const key of new Set([personKey(player.name), player.latinName ? personKey(player.latinName) : null])) {
      if (key === null) continue;
      const named = byName.get(key) ?? [];
      named.push(player);
      byName.set(key, named);
    }
  }
  return { byFmjdId, byName };
}

/** A listed player's person key (its words' order does not count). */
function keysOf(entry: RatingEntry): string[] {
  return [personKey(`${entry.surname} ${entry.givenNames}`)];
}

function preview(db: Db, input: ImportInput) {
  const reading = readRatingList(input.rows);
  if (reading.headingLine === null) throw conflict('rows', 'ratingsNoHeading');
  const { byFmjdId, byName } = registryIndex(db);
  const accepted = new Map(input.accept.map((a) => [a.line, a.playerId] as const));
  const rows: { view: RatingsImportRow; entry: RatingEntry }[] = [];
  let unregistered = 0;
  // A list that gives one FMJD ID twice: the first row is his, the other is said, at its line, and left out — one
  // row a player, and the import of the rest goes on.
  const firstLineOf = new Map<number, number>();
  const twice: RatingProblem[] = [];
  for (const entry of reading.entries) {
    const byId = entry.fmjdId === null ? undefined : byFmjdId.get(entry.fmjdId);
    if (byId) {
      const first = firstLineOf.get(byId.id);
      if (first !== undefined) {
        twice.push({ line: entry.line, column: null, code: 'playerTwice', value: String(first) });
        continue;
      }
      firstLineOf.set(byId.id, entry.line);
    }
    // A player found by ID is his; a name is only a proposal, and a namesake born another year is nobody.
    const named = byId
      ? [byId]
      : [...new Set(keysOf(entry).flatMap((key) => byName.get(key) ?? []))].filter(
          (p) =>
            (entry.birthYear === null || p.birthYear === null || p.birthYear === entry.birthYear) &&
            // A player who has another FMJD ID is another person.
            (p.fmjdId === null || entry.fmjdId === null || p.fmjdId === entry.fmjdId),
        );
    if (named.length === 0) {
      unregistered += 1;
      continue;
    }
    const match: RatingsImportRow['match'] = byId ? 'fmjdId' : named.length === 1 ? 'name' : 'several';
    const chosen = accepted.get(entry.line);
    const playerId = byId ? byId.id : named.some((p) => p.id === chosen) ? chosen! : null;
    const was = playerId === null ? undefined : findPlayerRating(db, playerId, input.list);
    rows.push({
      entry,
      view: {
        line: entry.line,
        listed: `${entry.surname} ${entry.givenNames}`.trim(),
        fmjdId: entry.fmjdId,
        federation: entry.federation,
        sex: entry.sex,
        title: entry.title,
        title64: entry.title64,
        rating: entry.rating,
        match,
        candidates: named.map((p) => ({ playerId: p.id, name: p.name, birthYear: p.birthYear })),
        playerId,
        was: was?.rating ?? null,
      },
    });
  }
  const problems = [...reading.problems, ...twice].sort((a, b) => a.line - b.line);
  const view: RatingsImportView = {
    source: input.source,
    list: input.list,
    listDate: input.listDate,
    headingLine: reading.headingLine,
    rows: rows.map((row) => row.view),
    // Rows, not cells: a row with two wrong cells is one row that could not be read.
    counts: {
      listed: reading.entries.length,
      unregistered,
      problems: new Set(problems.filter((p) => !ROW_KEPT.has(p.code)).map((p) => p.line)).size,
    },
    problems: problems.slice(0, PROBLEMS_SAID),
    notListed: notListed(db, new Set(rows.flatMap((row) => row.view.candidates.map((c) => c.playerId)))),
    takingAway: rows
      .filter((row) => row.view.playerId !== null && row.entry.rating === null && row.view.was !== null)
      .slice(0, PROBLEMS_SAID)
      .map((row) => ({
        line: row.view.line,
        playerId: row.view.playerId!,
        name: row.view.candidates.find((c) => c.playerId === row.view.playerId)?.name ?? row.view.listed,
        was: row.view.was!,
      })),
    behind: [],
    stored: null,
  };
  return { view, rows };
}

/** A listed name in Latin letters as the registry keeps one, surname first: "PETROV" "Aleksandr" → "Petrov Aleksandr". */
function latinOf(entry: RatingEntry): string {
  const proper = (word: string) =>
    word
      .toLocaleLowerCase('en')
      .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  return [proper(entry.surname), entry.givenNames].filter(Boolean).join(' ');
}

/** The tournaments not yet drawn that take their ratings from `list`, with how many of their entrants' ratings taken
 * at entry differ from the list as it stands: a list imported after the entries is offered to them. */
function tournamentsBehind(db: Db, list: RatingList): RatingsImportView['behind'] {
  const changed = new Map<number, number>();
  const onList = new Map<number, boolean>();
  for (const entry of entriesOfUndrawn(db)) {
    if (!onList.has(entry.tournamentId))
      onList.set(entry.tournamentId, settingsOf(requireTournament(db, entry.tournamentId)).ratingList === list);
    if (!onList.get(entry.tournamentId)) continue;
    const now = findPlayerRating(db, entry.playerId, list);
    const same =
      (now?.rating ?? null) === entry.rating &&
      (now?.title ?? null) === entry.title &&
      (now?.listDate ?? null) === entry.listDate;
    if (!same) changed.set(entry.tournamentId, (changed.get(entry.tournamentId) ?? 0) + 1);
  }
  return [...changed].map(([tournamentId, count]) => ({
    tournamentId,
    name: requireTournament(db, tournamentId).name,
    changed: count,
  }));
}

/** The players entered in tournaments not yet drawn whom no row of the list names (by FMJD ID or by name): the
 * arbiter learns before the draw that they will have no rating from it. */
function notListed(db: Db, found: ReadonlySet<number>): RatingsImportView['notListed'] {
  return entrantsOfUndrawn(db)
    .filter((entrant) => !found.has(entrant.playerId))
    .slice(0, PROBLEMS_SAID)
    .map(({ playerId, name, tournament }) => ({ playerId, name, tournament }));
}

export const ratingHandlers = (ctx: ServiceContext) => ({
  importRatings: (input: ImportInput): RatingsImportView => {
    if (!input.confirm) return preview(ctx.db, input).view;
    return writeWithAudit(ctx, (db, now) => {
      const { view, rows } = preview(db, input);
      const taken = rows.filter((row) => row.view.playerId !== null);
      // One player is one row of a list: a second row for him would say two ratings.
      const seen = new Set<number>();
      for (const { view: row } of taken) {
        if (seen.has(row.playerId!)) throw conflict('accept', 'ratingsPlayerTwice', { line: row.line });
        seen.add(row.playerId!);
      }
      // An FMJD ID is one player's: one the list gives that another registered player has already is not given again.
      const holders = new Map(
        playersForMatching(db).flatMap((p) => (p.fmjdId === null ? [] : [[p.fmjdId, p.id] as const])),
      );
      const stored = taken.map(({ view: row, entry }) => {
        const player = requirePlayer(db, row.playerId!);
        const ownsId = entry.fmjdId === null || (holders.get(entry.fmjdId) ?? player.id) === player.id;
        // A 64-square title ("GMI 64") is the 64-square list's, whichever list the file is imported as.
        const elsewhere = entry.title64 && input.list !== 'fmjd64';
        // A row with no rating leaves the rating the player has on this list (its day and file too), unless the arbiter
        // said to take it away: a list cut short or half-saved must not erase what it cannot say.
        const keeps = entry.rating === null && row.was !== null && !input.removeRatings;
        if (!keeps)
          setPlayerRating(
            db,
            {
              playerId: player.id,
              list: input.list,
              rating: entry.rating,
              title: elsewhere ? null : entry.title,
              listDate: input.listDate,
              source: input.source,
            },
            now,
          );
        if (elsewhere) {
          // Only the title is this list's word: a 64-square rating there keeps its own list's day and file.
          const on64 = findPlayerRating(db, player.id, 'fmjd64');
          setPlayerRating(
            db,
            {
              playerId: player.id,
              list: 'fmjd64',
              rating: on64?.rating ?? null,
              title: entry.title,
              listDate: on64?.listDate ?? input.listDate,
              source: on64 ? on64.source : input.source,
            },
            now,
          );
        }
        // The list tells who he is where the registry does not know yet; what the arbiter typed stays.
        setPlayerIdentity(
          db,
          player.id,
          {
            federation: player.federation ?? entry.federation,
            fmjdId: player.fmjdId ?? (ownsId ? entry.fmjdId : null),
            // A name written in another alphabet takes the list's Latin one (FMJD's tables want both).
            latinName: player.latinName ?? (/[^\p{Script=Latin}\s\p{P}]/u.test(player.name) ? latinOf(entry) : null),
            sex: player.sex ?? entry.sex,
          },
          now,
        );
        if (ownsId && entry.fmjdId !== null) holders.set(entry.fmjdId, player.id);
        return { playerId: player.id, line: row.line, was: row.was, rating: keeps ? row.was : entry.rating };
      });
      return {
        result: { ...view, stored: stored.length, behind: tournamentsBehind(db, input.list) },
        // Nothing stored, nothing logged (issue 51).
        audit:
          stored.length === 0
            ? null
            : {
                action: 'ratings.import',
                entity: 'player',
                entityId: null,
                before: null,
                after: { source: input.source, list: input.list, listDate: input.listDate, stored },
              },
      };
    });
  },
  retakeRatings: (input: ParsedInput<'retakeRatings'>): TournamentDetail =>
    writeWithAudit(ctx, (db) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      // The draw fixes them: a rating taken later would not be the one the tournament started with.
      if (isDrawn(tournament)) throw conflict('tournamentId', 'ratingsFixedByDraw');
      const list = settingsOf(tournament).ratingList;
      const entrants = listParticipants(db, tournament.id);
      const before = entrants.map((p) => ({ playerId: p.playerId, rating: p.rating }));
      for (const participant of entrants)
        setParticipantRating(db, participant.id, findPlayerRating(db, participant.playerId, list));
      const after = listParticipants(db, tournament.id).map((p) => ({ playerId: p.playerId, rating: p.rating }));
      return {
        result: detail(db, tournament),
        audit: tournamentChange('ratings.retake', tournament.id, { list, ratings: before }, { list, ratings: after }),
      };
    }),
  getPlayerRatings: (input: ParsedInput<'getPlayerRatings'>): PlayerRatingsView =>
    playerRatingsView(ctx.db, input.playerId),
  setPlayerIdentity: (input: ParsedInput<'setPlayerIdentity'>): PlayerRatingsView =>
    writeWithAudit(ctx, (db, now) => {
      const before = playerRatingsView(db, input.playerId);
      if (input.fmjdId !== null && input.fmjdId !== before.fmjdId) {
        const holder = playersForMatching(db).find((p) => p.fmjdId === input.fmjdId);
        if (holder) throw conflict('fmjdId', 'fmjdIdTaken', { id: input.fmjdId, name: holder.name });
      }
      const identity = {
        federation: input.federation,
        fmjdId: input.fmjdId,
        latinName: input.latinName,
        sex: input.sex === undefined ? before.sex : input.sex,
      };
      setPlayerIdentity(db, input.playerId, identity, now);
      return {
        result: playerRatingsView(db, input.playerId),
        audit: {
          action: 'player.identity',
          entity: 'player',
          entityId: input.playerId,
          before: {
            federation: before.federation,
            fmjdId: before.fmjdId,
            latinName: before.latinName,
            sex: before.sex,
          },
          after: identity,
        },
      };
    }),
  setPlayerRating: (input: ParsedInput<'setPlayerRating'>): PlayerRatingsView =>
    writeWithAudit(ctx, (db, now) => {
      requirePlayer(db, input.playerId);
      const before = findPlayerRating(db, input.playerId, input.list) ?? null;
      if (input.rating === null && input.title === null) deletePlayerRating(db, input.playerId, input.list);
      else setPlayerRating(db, { ...input, source: null }, now);
      return {
        result: playerRatingsView(db, input.playerId),
        audit: {
          action: 'player.rating',
          entity: 'player',
          entityId: input.playerId,
          before: before && {
            list: before.list,
            rating: before.rating,
            title: before.title,
            listDate: before.listDate,
          },
          after: { list: input.list, rating: input.rating, title: input.title, listDate: input.listDate },
        },
      };
    }),
});
