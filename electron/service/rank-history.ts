// A player's rank history as every path writes it: the registry's form, an imported file's new player, a
// tournament's norms, a match, a lapse, a removal. Each adds or removes an event and then folds the history again
// (electron/domain/rank-register.ts), keeping the answer on the player's row where the lists read it.
import { conflict, invalidField } from '#api/errors';
import type { Db } from '#db/db';
import {
  insertRankEvent,
  rankEventsOf,
  setRankEventDate,
  storeStanding,
  type NewRankEvent,
  type RankEventRow,
} from '#db/repositories/ranks';
import { rankDateUnknown, rankStanding, type RankEventFacts, type RankStanding } from '#domain/rank-register';

export function facts(row: RankEventRow): RankEventFacts {
  return {
    id: row.id,
    kind: row.kind,
    rank: row.rank,
    date: row.date,
    basis: row.basis,
    tournamentId: row.tournamentId,
  };
}

/** Folds the player's history again and keeps the answer on his row, where the lists read it. */
export function refreshStanding(db: Db, playerId: number, now: string): RankStanding {
  const standing = rankStanding(rankEventsOf(db, playerId).map(facts));
  storeStanding(db, playerId, standing, now);
  return standing;
}

/** Adds an event to a player's history and keeps his current rank with it. Every path that changes a rank — the
 * registry's form, an imported file's new player, a tournament's norms, a match, a lapse — comes through here. */
export function recordRankEvent(db: Db, event: NewRankEvent, now: string): RankEventRow {
  const row = insertRankEvent(db, event, now);
  refreshStanding(db, event.playerId, now);
  return row;
}

export const today = (now: string) => now.slice(0, 10);

/** Gives the day to a rank of unknown date — the event that gave him his current rank — and folds the history
 * again: the rank now counts from that day. Refused when his rank's date is known (another day is a rank set by
 * hand) or he has no rank. */
export function giveRankDate(db: Db, playerId: number, date: string, now: string): RankEventRow {
  const standing = rankStanding(rankEventsOf(db, playerId).map(facts));
  if (standing.rank === null) throw conflict('date', 'rankNone');
  if (!rankDateUnknown(standing) || standing.startedBy === null) throw conflict('date', 'rankDateKnown');
  if (date > today(now)) throw invalidField('date', 'rankDateInFuture', { date });
  const dated = setRankEventDate(db, standing.startedBy, date);
  refreshStanding(db, playerId, now);
  return dated;
}
