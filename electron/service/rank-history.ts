// A player's rank history as every path writes it: the registry's form, an imported file's new player, a
// tournament's norms, a match, a lapse, a removal. Each adds or removes an event and then folds the history again
// (electron/domain/rank-register.ts), keeping the answer on the player's row where the lists read it.
import type { Db } from '#db/db';
import {
  insertRankEvent,
  rankEventsOf,
  storeStanding,
  type NewRankEvent,
  type RankEventRow,
} from '#db/repositories/ranks';
import { rankStanding, type RankEventFacts, type RankStanding } from '#domain/rank-register';

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
