// Rank norms: the coefficient, the percentage and points needed for each reachable rank, each player's outcome, and
// the interpretations of the 1953 tables that were applied (docs/rules-engine.md, rank norms).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '#api/views';
import { NormCells } from '#formats/crosstable-cells';
import { nameHeading } from '#formats/name-style';
import { decimalIn, normNoteParams } from '#formats/numbers';
import { criteriaText } from '#formats/printouts/labels';
import { rankCountingText } from '#formats/rank-text';
import { useConnection } from '../../api/context';
import { DataTable } from '../../components/DataTable';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { PrintButtons } from '../../components/PrintButtons';
import { useAnswer } from '../../components/use-answer';
import { isLanguage } from '../../i18n';
import { RegisterCard } from './RegisterCard';
import { TitleNormsCard } from './TitleNormsCard';
import { useCrosstable } from './use-crosstable';

export function NormsTab({ tournament }: { tournament: TournamentDetail }) {
  const { t, i18n } = useTranslation();
  const { table, error } = useCrosstable(tournament.id);
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const { api } = useConnection();
  // The championship the register's master criterion counts, as the federation's setting names it.
  const settings = useAnswer(useCallback(() => api.getRegisterSettings({}), [api]));
  const championship = settings.value?.championship ?? null;

  if (error) return <Notice text={errorText(error, t)} kind="error" />;
  if (!table) return <p className="muted">{t('app.loading')}</p>;
  if (table.players.length === 0) return <p className="muted">{t('errors.notDrawn')}</p>;

  const ranks = table.norms.map((n) => n.rank);
  const coefficient = table.coefficient === null ? '–' : decimalIn(table.coefficient.toFixed(2), lang);
  const masters = table.players.filter((p) => p.master);
  return (
    <>
      <div className="card">
        <div className="round-head">
          <h2>{t('norms.heading')}</h2>
          <div className="actions">
            <PrintButtons request={{ tournamentId: tournament.id, kind: 'norms', lang }} label={t('print.norms')} />
          </div>
        </div>
        <p className="coefficient">
          {t('norms.coefficient')}: <strong>{coefficient}</strong>
        </p>
        <p className="muted small">
          {rankCountingText(
            t,
            table.rankCounting,
            table.players.map((p) => p.rank),
          )}
        </p>
        {table.microMatch ? <p className="muted small">{t('norms.microMatchGames')}</p> : null}
        {table.norms.length === 0 ? (
          <p>{t('norms.none')}</p>
        ) : (
          <DataTable
            label={t('norms.percentages')}
            className="compact narrow"
            columns={[{ label: t('participants.rank') }, { label: t('norms.percent'), align: 'num' }]}
            rows={table.norms}
          >
            {(norm) => (
              <tr key={norm.rank}>
                <td>{t(`rank.${norm.rank}`)}</td>
                <td className="num">{norm.percent}%</td>
              </tr>
            )}
          </DataTable>
        )}
        <h3>{t('norms.players')}</h3>
        <DataTable
          label={t('norms.players')}
          className="norms-players"
          columns={[
            { label: t('crosstable.place'), align: 'num' },
            { label: nameHeading(t, tournament.settings.nameStyle) },
            { label: t('participants.rank') },
            { label: t('norms.games'), align: 'num' },
            { label: t('crosstable.points'), align: 'num' },
            ...ranks.map((rank) => ({ label: t('norms.needFor', { rank }), align: 'num' as const })),
            { label: t('norms.outcome') },
          ]}
          rows={table.players}
        >
          {(player) => (
            <tr key={player.no}>
              <td className="num">{player.place}</td>
              <td className="name">{player.name}</td>
              <td>{t(`rank.short.${player.rank ?? 'none'}`)}</td>
              <NormCells player={player} ranks={ranks} />
              <td className={player.norm.status ? `outcome ${player.norm.status}` : 'outcome'}>
                {player.norm.achieved
                  ? t('norms.achieved', {
                      rank: player.norm.achieved,
                      status: t(`norms.status.${player.norm.status}`),
                    })
                  : t('norms.noNorm')}
              </td>
            </tr>
          )}
        </DataTable>
        {masters.length > 0 ? (
          <>
            <h3>{t('norms.master')}</h3>
            <ul>
              {masters.map((p) => (
                <li key={p.no}>
                  {p.name}: {p.master!.met ? t('norms.masterMet') : t('norms.masterNotMet')}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {table.normNotes.length > 0 ? (
          <>
            <h3>{t('norms.interpretations')}</h3>
            <ul>
              {table.normNotes.map((note) => (
                <li key={note.code}>{t(`norms.notes.${note.code}`, normNoteParams(note, lang))}</li>
              ))}
            </ul>
          </>
        ) : null}
        <h3>{t('norms.notDecidable')}</h3>
        <ul className="small">
          {criteriaText(t, championship).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
      {/* Today's title norms where players are rated: a 1953 tournament's tab is as it was. */}
      {table.averageRating !== null ? <TitleNormsCard tournament={tournament} table={table} /> : null}
      {/* Made anew when the tournament is closed or reopened: the proposals follow its final table. */}
      <RegisterCard key={tournament.closedAt ?? 'open'} tournament={tournament} />
    </>
  );
}
