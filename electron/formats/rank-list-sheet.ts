// The rank list for the federation's spreadsheet (CSV or .xlsx, formats/spreadsheet.ts): one row per ranked player,
// in the printed order, with the dates as ISO days (a spreadsheet sorts them, and reads them as dates in every
// locale), "date unknown" where a rank has none, and the evidence of the last achievement or confirmation in words.
import type { RankList } from '#api/views';
import type { RegistryNames } from './name-style';
import type { RegisterLabels } from './printouts/register-labels';
import { eventText, evidenceText, registerRankText } from './register-text';
import type { Sheet } from './spreadsheet';

export function rankListSheet(list: RankList, labels: RegisterLabels, names: RegistryNames): Sheet {
  return {
    name: labels.titles.rankList,
    header: [
      labels.rank,
      names.heading,
      labels.club,
      labels.city,
      labels.born,
      labels.since,
      labels.lastKept,
      labels.validUntil,
      labels.lapsedColumn,
      labels.event,
      labels.evidence,
    ],
    rows: list.rows.map((row) => [
      registerRankText(row.rank, labels),
      names.of(row),
      row.club,
      row.city,
      row.birthYear,
      row.since ? { day: row.since } : labels.dateUnknown,
      row.lastKept ? { day: row.lastKept } : labels.dateUnknown,
      row.validUntil ? { day: row.validUntil } : null,
      row.lapsed ? labels.lapsed : null,
      row.keptBy ? eventText(row.keptBy, labels) : null,
      row.keptBy ? evidenceText(row.keptBy, labels) : null,
    ]),
  };
}
