// The crosstable: rows by place or by number with the result columns in the same order, cells 1 ½ 0 + −, points
// and the tournament's chosen tiebreaks in their order; withdrawn players as §38 decides. Printing and the exports the federation wants are here too.
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '#api/views';
import { ResultCells, ScoreCells } from '#formats/crosstable-cells';
import { crosstableLayout, hasZeroZero, ratingText, showsRatings } from '#formats/crosstable-layout';
import { microMatchNotes } from '#formats/micro-match-notes';
import { nameHeading } from '#formats/name-style';
import { withdrawalDecisionText } from '#formats/withdrawal-text';
import { useConnection } from '../../api/context';
import { saveExport } from '../../api/output';
import { ColumnHeads } from '../../components/ColumnHeads';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { PrintButtons } from '../../components/PrintButtons';
import { isLanguage } from '../../i18n';
import { PlayoffCard } from './PlayoffCard';
import { useCrosstable } from './use-crosstable';

export function CrosstableTab({ tournament }: { tournament: TournamentDetail }) {
  const { t, i18n } = useTranslation();
  const connection = useConnection();
  const { table, error, setTable } = useCrosstable(tournament.id);
  const [order, setOrder] = useState<'place' | 'number'>('place');
  /** A round robin of micro-matches shows each match's score; the arbiter can open them to their games. */
  const [matchGames, setMatchGames] = useState(false);
  /** A refused export (the website before the draw, a PDF that failed), said under the buttons. */
  const [refused, setRefused] = useState<string | null>(null);
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  /** The tie-break matches' form follows the table by a frame: the table is what the arbiter opened the tab for, and
   * a form of a select for each tied player (a whole field of them when every game was drawn) held its paint. */
  const [playoffShown, setPlayoffShown] = useState(false);
  const loaded = table !== null;
  useEffect(() => {
    if (!loaded) return;
    const frame = requestAnimationFrame(() => startTransition(() => setPlayoffShown(true)));
    return () => cancelAnimationFrame(frame);
  }, [loaded]);

  if (error) return <Notice text={errorText(error, t)} kind="error" />;
  if (!table) return <p className="muted">{t('app.loading')}</p>;
  if (table.players.length === 0) return <p className="muted">{t('errors.notDrawn')}</p>;

  const layout = crosstableLayout(table, order);
  const rated = showsRatings(table);
  const tiebreaks = table.tiebreaks.map((tb) => t(`tiebreak.${tb}`)).join(', ') || t('tiebreak.shared');
  return (
    <div className="card">
      <div className="round-head">
        <h2>{t('crosstable.heading')}</h2>
        <fieldset className="toggle">
          <legend className="visually-hidden">{t('crosstable.order')}</legend>
          <label>
            <input type="radio" name="order" checked={order === 'place'} onChange={() => setOrder('place')} />{' '}
            {t('crosstable.byPlace')}
          </label>
          <label>
            <input type="radio" name="order" checked={order === 'number'} onChange={() => setOrder('number')} />{' '}
            {t('crosstable.byNumber')}
          </label>
        </fieldset>
        {tournament.settings.microMatch ? (
          <label>
            <input type="checkbox" checked={matchGames} onChange={(event) => setMatchGames(event.target.checked)} />{' '}
            {t('crosstable.matchGames')}
          </label>
        ) : null}
      </div>
      <div className="scroll">
        <table className="table crosstable" aria-label={t('crosstable.heading')}>
          <ColumnHeads
            columns={[
              { label: t('crosstable.place'), align: 'num' },
              { label: t('participants.lot'), align: 'num' },
              { label: nameHeading(t, tournament.settings.nameStyle) },
              { label: t('participants.rank') },
              ...(rated ? [{ label: t('titleNorms.rating'), align: 'num' as const }] : []),
              ...layout.columns.map((column) => ({ label: String(column), align: 'center' as const })),
              layout.score === 'points'
                ? { label: t('crosstable.points'), align: 'num' }
                : { label: t('crosstable.short.matchPoints'), align: 'num', title: t('tiebreak.matchPoints') },
              ...layout.tiebreaks.map((tiebreak) => ({
                label: t(`crosstable.short.${tiebreak}`),
                align: 'num' as const,
                title: t(`tiebreak.${tiebreak}`),
              })),
            ]}
          />
          <tbody>
            {layout.rows.map(({ player, cells, matchCells }) => (
              <tr key={player.no}>
                <td className="num">{player.place}</td>
                <td className="num">{player.no}</td>
                <td className="name">{player.name}</td>
                <td>{t(`rank.short.${player.rank ?? 'none'}`)}</td>
                {rated ? <td className="num nowrap">{ratingText(player)}</td> : null}
                <ResultCells
                  cells={cells}
                  matches={matchCells}
                  games={matchGames ? 'shown' : 'title'}
                  className="center cell"
                />
                <ScoreCells player={player} score={layout.score} tiebreaks={layout.tiebreaks} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted small">{t('crosstable.tiebreaks', { list: tiebreaks })}</p>
      {microMatchNotes(table, t).map((note) => (
        <p key={note} className="muted small">
          {note}
        </p>
      ))}
      {rated ? (
        <p className="muted small">{t('crosstable.averageRating', { average: table.averageRating ?? '' })}</p>
      ) : null}
      {hasZeroZero(table) ? <p className="muted small">{t('printout.zeroZero')}</p> : null}
      {playoffShown ? <PlayoffCard tournament={tournament} table={table} onChange={setTable} /> : null}
      {table.withdrawals.length > 0 ? (
        <ul className="small">
          {table.withdrawals.map((w) => (
            <li key={w.playerId}>{withdrawalDecisionText(w, t, tournament.ruleSet)}</li>
          ))}
        </ul>
      ) : null}
      <div className="actions wrap">
        <PrintButtons
          request={{ tournamentId: tournament.id, kind: 'crosstable', lang }}
          label={t('print.crosstable')}
        />
        {(['csv', 'xlsx', 'html', 'pdf', 'json', 'site'] as const).map((format) => (
          <button
            key={format}
            type="button"
            onClick={() => {
              setRefused(null);
              saveExport(connection, tournament.id, format, lang).catch((problem: unknown) =>
                setRefused(errorText(problem, t)),
              );
            }}
          >
            {t(`export.${format}`)}
          </button>
        ))}
      </div>
      {refused ? <Notice text={refused} kind="error" /> : null}
    </div>
  );
}
