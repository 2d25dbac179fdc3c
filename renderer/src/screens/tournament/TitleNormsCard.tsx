// Today's title norms beside the 1953 report (docs/ratings.md): the tournament's average rating and the row of the
// Estonian federation's Table 1 it falls in, the points each norm needs, and each player's rating, performance and
// the norm he met — the table's source cited, and what the app does not decide said.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrosstableView, TournamentDetail } from '#api/views';
import { nameHeading } from '#formats/name-style';
import { formatPoints } from '#formats/numbers';
import { pointsForPercent, titleNormSummary } from '#formats/title-norm-text';
import { useConnection } from '../../api/context';
import { saveExport } from '../../api/output';
import { DataTable } from '../../components/DataTable';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { PrintButtons } from '../../components/PrintButtons';
import { isLanguage } from '../../i18n';

export function TitleNormsCard({ tournament, table }: { tournament: TournamentDetail; table: CrosstableView }) {
  const { t, i18n } = useTranslation();
  const connection = useConnection();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  /** A refused report (a PDF that failed), said under its buttons. */
  const [refused, setRefused] = useState<string | null>(null);
  const { ratingList, scoring } = tournament.settings;
  const row = table.titleNormRow;
  const games = Math.max(0, ...table.players.map((p) => p.games));
  const needs =
    row?.kind === 'row'
      ? [
          row.MS === null ? null : `MS ${formatPoints(pointsForPercent(row.MS, games, scoring))}`,
          row.SM === null ? null : `SM ${formatPoints(pointsForPercent(row.SM, games, scoring))}`,
        ]
          .filter(Boolean)
          .join(', ')
      : null;
  // The players whose forfeits alone would have made a norm: said why they have none (on games played).
  const forfeitNotes = table.players
    .filter((player) => player.titleNormWithForfeits !== null)
    .map((player) =>
      t('titleNorms.forfeitNote', {
        name: player.name,
        norm: player.titleNormWithForfeits,
        points: formatPoints(player.titleNormPoints),
        possible: formatPoints(pointsForPercent(100, player.titleNormGames, scoring)),
        games: player.titleNormGames,
        percent:
          player.titleNormGames === 0
            ? 0
            : Math.floor((100 * player.titleNormPoints) / pointsForPercent(100, player.titleNormGames, scoring)),
      }),
    );
  const women = table.players.filter((player) => player.womenRows).map((player) => player.name);
  return (
    <div className="card" role="region" aria-labelledby="title-norms-heading">
      <h2 id="title-norms-heading">{t('titleNorms.heading')}</h2>
      <p>{titleNormSummary(t, table, ratingList)}</p>
      {needs ? <p className="muted small">{t('titleNorms.needed', { games, needs })}</p> : null}
      {table.averageRating !== null ? (
        <DataTable
          label={t('titleNorms.players')}
          className="compact"
          columns={[
            { label: t('crosstable.place'), align: 'num' },
            { label: nameHeading(t, tournament.settings.nameStyle) },
            { label: t('titleNorms.title') },
            { label: t('titleNorms.rating'), align: 'num' },
            { label: t('norms.games'), align: 'num' },
            { label: t('crosstable.points'), align: 'num' },
            { label: t('titleNorms.gamesPlayed'), align: 'num' },
            { label: t('titleNorms.performance'), align: 'num' },
            { label: t('titleNorms.norm') },
          ]}
          rows={table.players}
        >
          {(player) => (
            <tr key={player.no}>
              <td className="num">{player.place}</td>
              <td className="name">{player.name}</td>
              <td>{player.title ?? ''}</td>
              <td className="num">{player.rating ?? '–'}</td>
              <td className="num">{player.games}</td>
              <td className="num strong">{formatPoints(player.points)}</td>
              <td className="num">{player.titleNormGames}</td>
              <td className="num">{player.performance ?? '–'}</td>
              <td className="strong">{player.titleNorm ?? t('titleNorms.none')}</td>
            </tr>
          )}
        </DataTable>
      ) : null}
      {table.averageRating !== null ? <p className="muted small">{t('titleNorms.playedReading')}</p> : null}
      {forfeitNotes.length > 0 ? (
        <ul className="small">
          {forfeitNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {women.length > 0 ? (
        <p className="muted small">{t('titleNorms.womenRowsOf', { names: women.join(', ') })}</p>
      ) : null}
      <p className="muted small">{t('titleNorms.performanceNote')}</p>
      <p className="muted small">{t('titleNorms.notComputed')}</p>
      <p className="muted small">{t('titleNorms.source')}</p>
      <h3>{t('ratingReport.heading')}</h3>
      <p className="muted small">{t('ratingReport.help')}</p>
      <div className="actions wrap">
        <PrintButtons
          request={{ tournamentId: tournament.id, kind: 'ratingReport', lang }}
          label={t('ratingReport.print')}
        />
        {(['pdf', 'xlsx', 'zip'] as const).map((format) => (
          <button
            key={format}
            type="button"
            onClick={() => {
              setRefused(null);
              saveExport(connection, tournament.id, format, lang, 'ratingReport').catch((problem: unknown) =>
                setRefused(errorText(problem, t)),
              );
            }}
          >
            {t(`ratingReport.save.${format}`)}
          </button>
        ))}
      </div>
      <Notice text={refused} kind="error" />
    </div>
  );
}
