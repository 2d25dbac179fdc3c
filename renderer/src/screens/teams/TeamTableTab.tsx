// The team table: the teams in place order with their match and board points and the tiebreaks that split them, the
// crosstable of match scores (a row's team's board points against each opponent), and each board's table — the board
// prizes. Points in the tournament's scales (docs/teams.md).
import { useTranslation } from 'react-i18next';
import type { TeamTournamentView, TournamentDetail } from '#api/views';
import { formatInScale } from '#domain/results';
import { formatPlace } from '#domain/standings';
import { boardName, teamOrderNote } from '#formats/team-words';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { PrintButtons } from '../../components/PrintButtons';
import { isLanguage } from '../../i18n';
import { useTeams } from './use-teams';

/** A team's score against `opponent`, each meeting (two in a double round robin), its own points first. */
export function scoresAgainst(
  row: TeamTournamentView['standings'][number],
  opponent: number,
  scoring: TeamTournamentView['scoring'],
): string {
  return row.matches
    .filter((m) => m.opponent === opponent)
    .map((m) => `${formatInScale(m.score[0], scoring)}:${formatInScale(m.score[1], scoring)}`)
    .join(' ');
}

export function TeamTableTab({ tournament }: { tournament: TournamentDetail }) {
  const { t, i18n } = useTranslation();
  const { teams, error } = useTeams(tournament.id);
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  if (!teams)
    return error ? <Notice text={errorText(error, t)} kind="error" /> : <p className="muted">{t('app.loading')}</p>;
  const { scoring, settings } = teams;
  const order = [...teams.standings].sort((a, b) => a.no - b.no);
  const boardPoints = (half: number) => formatInScale(half, scoring);
  const matchPoints = (half: number) => formatInScale(half, settings.matchPoints);
  return (
    <div className="crosstable-tab">
      <div className="round-head">
        <h2>{t('teamTable.heading')}</h2>
        <PrintButtons
          request={{ tournamentId: tournament.id, kind: 'crosstable', lang }}
          label={t('print.crosstable')}
        />
      </div>
      <div className="table-scroll">
        <table className="table crosstable team-crosstable" aria-label={t('teamTable.heading')}>
          <thead>
            <tr>
              <th scope="col" className="num">
                {t('teamTable.no')}
              </th>
              <th scope="col">{t('teamTable.team')}</th>
              {order.map((team) => (
                <th key={team.no} scope="col" className="center" title={team.name}>
                  {team.no}
                </th>
              ))}
              <th scope="col" className="num" title={t('teamTable.matchPointsLong')}>
                {t('teamTable.matchPoints')}
              </th>
              <th scope="col" className="num" title={t('teamTable.boardPointsLong')}>
                {t('teamTable.boardPoints')}
              </th>
              <th scope="col" className="num">
                {t('teamTable.place')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.map((row) => (
              <tr key={row.no}>
                <td className="num">{row.no}</td>
                <th scope="row">{row.name}</th>
                {order.map((other) => (
                  <td key={other.no} className={other.no === row.no ? 'self' : 'center'}>
                    {other.no === row.no ? '' : scoresAgainst(row, other.no, scoring)}
                  </td>
                ))}
                <td className="num">
                  <strong>{matchPoints(row.matchPoints)}</strong>
                </td>
                <td className="num">{boardPoints(row.boardPoints)}</td>
                <td className="num">{formatPlace(row.place)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('teamTable.standings')}</h3>
      <table className="table compact" aria-label={t('teamTable.standings')}>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('teamTable.place')}
            </th>
            <th scope="col">{t('teamTable.team')}</th>
            <th scope="col" className="num">
              {t('teamTable.matchPoints')}
            </th>
            <th scope="col" className="num">
              {t('teamTable.boardPoints')}
            </th>
            {Array.from({ length: settings.boards }, (_, i) => (
              <th key={i} scope="col" className="num">
                {boardName(i + 1, settings, t)}
              </th>
            ))}
            <th scope="col" className="num">
              {t('teamTiebreak.matchWins')}
            </th>
            <th scope="col" className="num">
              {t('teamTiebreak.gameWins')}
            </th>
          </tr>
        </thead>
        <tbody>
          {teams.standings.map((row) => (
            <tr key={row.no}>
              <td className="num">{formatPlace(row.place)}</td>
              <td>{row.name}</td>
              <td className="num">
                <strong>{matchPoints(row.matchPoints)}</strong>
              </td>
              <td className="num">{boardPoints(row.boardPoints)}</td>
              {row.boardByBoard.map((points, i) => (
                <td key={i} className="num">
                  {boardPoints(points)}
                </td>
              ))}
              <td className="num">{row.matchWins}</td>
              <td className="num">{row.gameWins}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">{teamOrderNote(settings, t)}</p>
      <h3>{t('teamTable.boardTables')}</h3>
      <div className="board-tables">
        {teams.boardTables.map((table) => (
          <table key={table.board} className="table compact" aria-label={boardName(table.board, settings, t)}>
            <caption>{boardName(table.board, settings, t)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('teamTable.player')}</th>
                <th scope="col">{t('teamTable.team')}</th>
                <th scope="col" className="num">
                  {t('teamTable.games')}
                </th>
                <th scope="col" className="num">
                  {t('teamTable.points')}
                </th>
                <th scope="col" className="num">
                  %
                </th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.no}>
                  <td>{row.name}</td>
                  <td>{row.team}</td>
                  <td className="num">{row.games}</td>
                  <td className="num">{boardPoints(row.points)}</td>
                  <td className="num">{row.games === 0 ? '' : Math.round((row.points * 50) / row.games)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className="muted small">{t('teamTable.boardNote')}</p>
    </div>
  );
}
