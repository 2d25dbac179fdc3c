// The federation's rank list as of a day: who holds which rank, when it was last kept, when its three years end.
import type { ParsedInput } from '#api/contract';
import type { RankList } from '#api/views';
import type { Db } from '#db/db';
import { rankListCounts, rankListRows } from '#db/repositories/ranks';
import { addYears, KEEPING_YEARS, keptBeforeForEndingBefore } from '#domain/rank-register';
import { toRankEventView } from './player-card';
import { nameAndParts } from './players';

/** The rank list as of a day: filtered, with each rank's last keeping event and the end of its three years; one
 * page of it when `page` is given (the screen), all of it otherwise (printouts, CSV, the CLI, recording lapses). */
export function rankList(
  db: Db,
  filter: {
    rank?: ParsedInput<'getRankList'>['rank'];
    club?: string | null | undefined;
    city?: string | null | undefined;
    lapsingBy?: string | null | undefined;
    undated?: boolean | undefined;
  },
  asOf: string,
  page?: { offset: number; limit: number },
): RankList {
  const lapsingBy = filter.lapsingBy ?? null;
  const selected = {
    rank: filter.rank,
    club: filter.club,
    city: filter.city,
    // The ranks whose three years end before the day are those last kept before this one (rank-register.ts).
    keptBefore: lapsingBy ? keptBeforeForEndingBefore(lapsingBy) : undefined,
    undated: filter.undated,
  };
  const rows = rankListRows(db, selected, page).map((row) => {
    const validUntil = row.keptOn ? addYears(row.keptOn, KEEPING_YEARS) : null;
    return {
      playerId: row.playerId,
      ...nameAndParts(row.name, row.surname, row.givenNames),
      club: row.club,
      city: row.city,
      birthYear: row.birthYear,
      rank: row.rank!,
      since: row.since,
      dateUnknown: row.since === null,
      lastKept: row.keptOn,
      validUntil,
      lapsed: validUntil !== null && asOf > validUntil,
      keptBy: row.event ? toRankEventView(row.event) : null,
    };
  });
  const counts = rankListCounts(db, selected, keptBeforeForEndingBefore(asOf));
  return {
    asOf,
    lapsingBy,
    undatedOnly: filter.undated === true,
    rows,
    total: counts.total,
    lapsed: counts.lapsed,
    undated: counts.undated,
  };
}
