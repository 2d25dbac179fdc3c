// The rank norms of a team round robin's players (electron/domain/team-norms.ts): each player's coefficient from the
// opponents he met over the board, his games and points there, and the norm he met — with the reading said above the
// table and the arbiter's confirmation of it, without which the norms are provisional.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '#api/views';
import { formatCoefficient } from '#domain/norms';
import { formatInScale } from '#domain/results';
import { useConnection } from '../../api/context';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { PrintButtons } from '../../components/PrintButtons';
import { isLanguage } from '../../i18n';
import { useTeams } from './use-teams';

export function TeamNormsTab({ tournament }: { tournament: TournamentDetail }) {
  const { t, i18n } = useTranslation();
  const { api, canWrite } = useConnection();
  const { teams, setTeams, error } = useTeams(tournament.id);
  const [failed, setFailed] = useState<string | null>(null);
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  if (!teams)
    return error ? <Notice text={errorText(error, t)} kind="error" /> : <p className="muted">{t('app.loading')}</p>;
  const { confirmedAt, rows } = teams.norms;
  const confirm = async (confirmed: boolean) => {
    try {
      setTeams(await api.confirmTeamNorms({ tournamentId: tournament.id, confirmed }));
      setFailed(null);
    } catch (caught) {
      setFailed(errorText(caught, t));
    }
  };
  return (
    <div className="norms-tab">
      <div className="round-head">
        <h2>{t('teamNorms.heading')}</h2>
        <PrintButtons request={{ tournamentId: tournament.id, kind: 'norms', lang }} label={t('print.norms')} />
      </div>
      <p>{t('teamNorms.reading')}</p>
      <p className={confirmedAt ? 'muted small' : undefined}>
        {confirmedAt ? (
          t('teamNorms.confirmed', { at: confirmedAt.slice(0, 10) })
        ) : (
          <strong>{t('teamNorms.provisional')}</strong>
        )}{' '}
        {canWrite ? (
          <button type="button" onClick={() => void confirm(!confirmedAt)}>
            {confirmedAt ? t('teamNorms.unconfirm') : t('teamNorms.confirm')}
          </button>
        ) : null}
      </p>
      <Notice text={failed} kind="error" />
      <table className="table compact" aria-label={t('teamNorms.heading')}>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('teamTable.no')}
            </th>
            <th scope="col">{t('teamTable.player')}</th>
            <th scope="col">{t('teamTable.team')}</th>
            <th scope="col">{t('norms.players')}</th>
            <th scope="col" className="num">
              {t('teamTable.games')}
            </th>
            <th scope="col" className="num">
              {t('teamTable.points')}
            </th>
            <th scope="col" className="num">
              {t('teamNorms.coefficient')}
            </th>
            <th scope="col">{t('printout.achieved')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.no}>
              <td className="num">{row.no}</td>
              <td>{row.name}</td>
              <td>{row.team}</td>
              <td>{row.rank ?? '–'}</td>
              <td className="num">{row.games}</td>
              <td className="num">{formatInScale(row.points, teams.scoring)}</td>
              <td className="num">{row.coefficient === null ? '' : formatCoefficient(row.coefficient)}</td>
              <td>{row.achieved ? `${row.achieved} (${t(`norms.status.${row.status}`)})` : t('norms.noNorm')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
