// The rank list as CSV for the federation's spreadsheet: one row per ranked player, in the printed order, with the
// dates as ISO days (a spreadsheet sorts them) and the evidence of the last achievement or confirmation in words.
import type { RankList } from '#api/views';
import { csvFile } from './crosstable-csv';
import type { RegisterLabels } from './printouts/register-labels';
import { eventText, evidenceText, registerRankText } from './register-text';

export function rankListCsv(list: RankList, labels: RegisterLabels): string {
  const header = [
    labels.rank,
    labels.name,
    labels.club,
    labels.city,
    labels.born,
    labels.since,
    labels.lastKept,
    labels.validUntil,
    labels.lapsed,
    labels.event,
    labels.evidence,
  ];
  const rows = list.rows.map((row) => [
    registerRankText(row.rank, labels),
    row.name,
    row.club,
    row.city,
    row.birthYear,
    // ISO days a spreadsheet sorts; a rank of unknown date says so instead of an empty cell.
    row.since ?? labels.dateUnknown,
    row.lastKept ?? labels.dateUnknown,
    row.validUntil ?? '',
    row.lapsed ? labels.lapsed : '',
    row.keptBy ? eventText(row.keptBy, labels) : '',
    row.keptBy ? evidenceText(row.keptBy, labels) : '',
  ]);
  return csvFile([header, ...rows]);
}
