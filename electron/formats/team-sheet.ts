// A team round robin's table for a spreadsheet (CSV or .xlsx, formats/spreadsheet.ts): one row a team in place order —
// its place, number and name, its score against each team by number, its match and board points and the points on
// each board. A match's score is text with a dash ("5–3"): "5:3" would be read as a time of day. Points are numbers in
// the tournament's scales.
import type { Language } from '#api/languages';
import type { TeamTournamentView } from '#api/views';
import { inScale } from '#domain/results';
import { formatPlace } from '#domain/standings';
import { catalogue } from '#i18n/catalogue';
import type { Sheet, SheetCell } from './spreadsheet';
import { boardName, teamOrderNote } from './team-words';

export function teamSheet(teams: TeamTournamentView, lang: Language): Sheet {
  const t = catalogue(lang);
  const byNo = [...teams.standings].sort((a, b) => a.no - b.no);
  const bp = (half: number) => inScale(half, teams.scoring);
  const mp = (half: number) => inScale(half, teams.settings.matchPoints);
  const score = (half: number) => String(bp(half)).replace('.', lang === 'en' ? '.' : ',');
  return {
    name: t('teamTable.heading').slice(0, 31),
    header: [
      t('teamTable.place'),
      t('teamTable.no'),
      t('teamTable.team'),
      ...byNo.map((team) => String(team.no)),
      t('teamTable.matchPointsLong'),
      t('teamTable.boardPointsLong'),
      ...Array.from({ length: teams.settings.boards }, (_, i) => boardName(i + 1, teams.settings, t)),
    ],
    rows: teams.standings.map((row): SheetCell[] => {
      const place = formatPlace(row.place);
      return [
        /^\d+$/.test(place) ? Number(place) : place,
        row.no,
        row.name,
        ...byNo.map((other) =>
          other.no === row.no
            ? 'x'
            : row.matches
                .filter((m) => m.opponent === other.no)
                .map((m) => `${score(m.score[0])}–${score(m.score[1])}`)
                .join(' ') || null,
        ),
        mp(row.matchPoints),
        bp(row.boardPoints),
        ...row.boardByBoard.map(bp),
      ];
    }),
    notes: [teamOrderNote(teams.settings, t)],
  };
}
