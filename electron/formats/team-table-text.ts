// The team table as plain text, for the terminal (`crosstable FILE` of a team round robin) and the hall's fallback:
// place, team, match points, board points, then each match's score by round, in the tournament's scales.
import type { Language } from '#api/languages';
import { formatInScale, type Scoring } from '#domain/results';
import { formatPlace } from '#domain/standings';
import type { TeamStanding } from '#domain/team-standings';
import { catalogue } from '#i18n/catalogue';

export function teamTableText(
  standings: readonly TeamStanding[],
  scales: { boards: Scoring; matches: Scoring },
  language: Language,
): string {
  const t = catalogue(language);
  const inPoints = formatInScale;
  const nameWidth = Math.max(t('teamTable.team').length, ...standings.map((row) => row.name.length));
  const header = [
    t('teamTable.place').padEnd(6),
    t('teamTable.team').padEnd(nameWidth),
    t('teamTable.matchPoints').padStart(4),
    t('teamTable.boardPoints').padStart(6),
    `  ${t('teamTable.matches')}`,
  ].join(' ');
  const lines = standings.map((row) =>
    [
      formatPlace(row.place).padEnd(6),
      row.name.padEnd(nameWidth),
      inPoints(row.matchPoints, scales.matches).padStart(4),
      inPoints(row.boardPoints, scales.boards).padStart(6),
      `  ${row.matches
        .map(
          (m) =>
            `${m.round ?? '–'}:${m.opponent} ${inPoints(m.score[0], scales.boards)}–${inPoints(m.score[1], scales.boards)}`,
        )
        .join(', ')}`,
    ].join(' '),
  );
  return `${[header, ...lines].join('\n')}\n`;
}
