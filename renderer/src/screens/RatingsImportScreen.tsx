// A rating list into the registry (docs/ratings.md): FMJD's file (its list and day read from its name, V261001.DRA)
// or a national list. Each registered player the list has is shown: found by his FMJD ID, or by his name — then the
// arbiter accepts him (or chooses among namesakes), never the app. The rows that cannot be read are said at their
// line and column. Nothing is stored until the arbiter confirms.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RatingsImportRow, RatingsImportView } from '#api/views';
import { RATING_LISTS, type RatingList } from '#domain/ratings';
import { singlyNamed } from '#formats/rating-choices';
import { listDateOfFileName } from '#formats/rating-list';
import { useConnection } from '../api/context';
import type { ReadTable } from '../api/input';
import { useConfirmation } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { DateInput } from '../components/DateInput';
import { Field } from '../components/Field';
import { useFormErrors } from '../components/form-errors';
import { Notice } from '../components/Notice';
import { useTableFile } from '../components/use-table-file';
import { hrefOf } from '../router';

export function RatingsImportScreen() {
  const { t } = useTranslation();
  const { api, canWrite } = useConnection();
  const [list, setList] = useState<RatingList>('fmjd100');
  const [listDate, setListDate] = useState('');
  const { source, table, choose: chooseFile } = useTableFile();
  /** The rows found by name the arbiter takes: line → player. */
  const [accepted, setAccepted] = useState<Map<number, number>>(new Map());
  const [preview, setPreview] = useState<RatingsImportView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  /** Whether the ratings the list gives as none are taken away (kept unless the arbiter says so). */
  const [removeRatings, setRemoveRatings] = useState(false);
  const refused = useFormErrors(['file', 'listDate', 'list']);
  const confirmation = useConfirmation();

  const acceptList = (chosen: Map<number, number>) => [...chosen].map(([line, playerId]) => ({ line, playerId }));
  const look = (
    rows: ReadTable['rows'],
    name: string | null,
    on: RatingList,
    day: string,
    chosen: Map<number, number>,
  ) =>
    api.importRatings({ source: name, list: on, listDate: day, rows, accept: acceptList(chosen) }).then((next) => {
      refused.clear();
      setPreview(next);
    }, refused.show);

  const choose = async (file: File | undefined) => {
    setDone(null);
    setPreview(null);
    await chooseFile(
      file,
      async (read, name) => {
        // FMJD's own file says its day in its name.
        const day = listDateOfFileName(name) ?? listDate;
        setListDate(day);
        setAccepted(new Map());
        if (day !== '') await look(read.rows, name, list, day, new Map());
      },
      refused.show,
    );
  };

  const again = (next: { list?: RatingList; listDate?: string; accepted?: Map<number, number> }) => {
    const on = next.list ?? list;
    const day = next.listDate ?? listDate;
    const chosen = next.accepted ?? accepted;
    if (next.list) setList(next.list);
    if (next.listDate !== undefined) setListDate(next.listDate);
    if (next.accepted) setAccepted(next.accepted);
    if (table && day !== '') void look(table.rows, source, on, day, chosen);
  };

  const take = (row: RatingsImportRow, playerId: number | null) => {
    const chosen = new Map(accepted);
    if (playerId === null) chosen.delete(row.line);
    else chosen.set(row.line, playerId);
    again({ accepted: chosen });
  };

  // The rows found by ID and those chosen — counted from the choices themselves, so that the button and the question
  // say the same number while the preview of a choice is still on its way.
  const taken = preview ? preview.rows.filter((row) => row.playerId !== null || accepted.has(row.line)).length : 0;
  /** The rows that name one registered player and are not chosen yet: the arbiter may take them all at once, after
   * reading them (never the app by itself). A name the list gives twice is left to choose row by row. */
  const singles = preview ? singlyNamed(preview.rows) : [];
  const takeSingles = () => {
    const chosen = new Map(accepted);
    for (const row of singles) chosen.set(row.line, row.playerId);
    again({ accepted: chosen });
  };
  const store = () => {
    if (!table || !preview) return;
    confirmation.ask(t('ratingsImport.confirm', { count: taken, list: t(`ratings.lists.${list}`) }), () => {
      void api
        .importRatings({
          source,
          list,
          listDate,
          rows: table.rows,
          accept: acceptList(accepted),
          confirm: true,
          removeRatings,
        })
        .then((stored) => {
          setPreview(stored);
          setDone(t('ratingsImport.stored', { count: stored.stored ?? 0 }));
        }, refused.show);
    });
  };

  /** The tournaments that took the new ratings: their offer is gone. */
  const [retaken, setRetaken] = useState<number[]>([]);
  const retake = (tournament: RatingsImportView['behind'][number]) =>
    void api.retakeRatings({ tournamentId: tournament.tournamentId }).then(() => {
      setRetaken((done) => [...done, tournament.tournamentId]);
      setDone(t('ratingsImport.retaken', { name: tournament.name }));
    }, refused.show);

  const matchWords = (row: RatingsImportRow) =>
    row.match === 'fmjdId' ? t('ratingsImport.byId') : row.playerId !== null ? t('ratingsImport.accepted') : '';

  return (
    <section className="screen" aria-labelledby="ratings-import-heading">
      <p>
        <a href={hrefOf({ screen: 'players' })}>← {t('nav.players')}</a>
      </p>
      <h1 id="ratings-import-heading">{t('ratingsImport.heading')}</h1>
      <div className="card form">
        <p className="muted small">{t('ratingsImport.help')}</p>
        <div className="field-row three">
          <Field label={t('ratings.list')} error={refused.errors.byField.list}>
            <select name="list" value={list} onChange={(event) => again({ list: event.target.value as RatingList })}>
              {RATING_LISTS.map((each) => (
                <option key={each} value={each}>
                  {t(`ratings.lists.${each}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('ratings.listDate')} error={refused.errors.byField.listDate}>
            <DateInput name="listDate" value={listDate} onChange={(day) => again({ listDate: day })} />
          </Field>
          <Field label={t('ratingsImport.file')} error={refused.errors.byField.file}>
            <input
              type="file"
              name="file"
              accept=".dra,.DRA,.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              disabled={!canWrite}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </Field>
        </div>
        {table && listDate === '' ? <p className="warn small">{t('ratingsImport.needsDate')}</p> : null}
        <Notice text={refused.errors.general} kind="error" />
      </div>
      {preview ? (
        <div className="card">
          <p role="status">{t('ratingsImport.counts', { ...preview.counts, found: preview.rows.length })}</p>
          <DataTable
            label={t('ratingsImport.rows')}
            columns={[
              { label: t('playerImport.line'), align: 'num' },
              t('ratingsImport.listed'),
              t('ratings.fmjdId'),
              t('ratings.federation'),
              t('ratings.title'),
              { label: t('ratings.rating'), align: 'num' },
              { label: t('ratingsImport.was'), align: 'num' },
              t('ratingsImport.player'),
            ]}
            rows={preview.rows}
            empty={t('ratingsImport.nobody')}
          >
            {(row) => (
              <tr key={row.line}>
                <td className="num">{row.line}</td>
                <td>{row.listed}</td>
                <td>{row.fmjdId ?? ''}</td>
                <td>{row.federation ?? ''}</td>
                <td>{row.title === null ? '' : row.title64 ? `${row.title} 64` : row.title}</td>
                <td className="num strong">{row.rating ?? '–'}</td>
                <td className="num">{row.was ?? '–'}</td>
                <td>
                  {row.match === 'fmjdId' ? (
                    <a href={hrefOf({ screen: 'player', id: row.playerId! })}>{row.candidates[0]!.name}</a>
                  ) : (
                    <select
                      aria-label={t('ratingsImport.choose', { listed: row.listed, line: row.line })}
                      value={row.playerId ?? ''}
                      disabled={!canWrite || preview.stored !== null}
                      onChange={(event) => take(row, event.target.value === '' ? null : Number(event.target.value))}
                    >
                      <option value="">{t('ratingsImport.notTaken')}</option>
                      {row.candidates.map((candidate) => (
                        <option key={candidate.playerId} value={candidate.playerId}>
                          {candidate.birthYear === null ? candidate.name : `${candidate.name} (${candidate.birthYear})`}
                        </option>
                      ))}
                    </select>
                  )}{' '}
                  <span className="muted small">{matchWords(row)}</span>
                </td>
              </tr>
            )}
          </DataTable>
          {preview.problems.length > 0 ? (
            <>
              <h2>{t('ratingsImport.problemsHeading', { count: preview.counts.problems })}</h2>
              <ul className="small">
                {preview.problems.map((problem, index) => (
                  <li key={index}>
                    {t('ratingsImport.problemAt', { line: problem.line, column: problem.column ?? '–' })}{' '}
                    {t(`ratingsImport.problems.${problem.code}`, { value: problem.value })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {preview.notListed.length > 0 ? (
            <>
              <h2>{t('ratingsImport.notListedHeading', { count: preview.notListed.length })}</h2>
              <p className="muted small">{t('ratingsImport.notListedHelp')}</p>
              <ul className="small">
                {preview.notListed.map((player) => (
                  <li key={`${player.playerId} ${player.tournament ?? ''}`}>
                    <a href={hrefOf({ screen: 'player', id: player.playerId })}>{player.name}</a>
                    {player.tournament ? ` — ${player.tournament}` : ''}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {preview.takingAway.length > 0 ? (
            <>
              <h2>{t('ratingsImport.takingAwayHeading', { count: preview.takingAway.length })}</h2>
              <p className="muted small">{t('ratingsImport.takingAwayHelp')}</p>
              <ul className="small">
                {preview.takingAway.map((player) => (
                  <li key={player.line}>
                    {t('ratingsImport.takingAwayRow', { line: player.line, name: player.name, was: player.was })}
                  </li>
                ))}
              </ul>
              {canWrite && preview.stored === null ? (
                <label className="check">
                  <input type="checkbox" checked={removeRatings} onChange={(e) => setRemoveRatings(e.target.checked)} />{' '}
                  {t('ratingsImport.removeRatings')}
                </label>
              ) : null}
            </>
          ) : null}
          {canWrite && preview.stored === null ? (
            <div className="actions">
              {singles.length > 0 ? (
                <button type="button" onClick={takeSingles}>
                  {t('ratingsImport.takeSingles', { count: singles.length })}
                </button>
              ) : null}
              <button type="button" className="primary" disabled={taken === 0} onClick={store}>
                {t('ratingsImport.store', { count: taken })}
              </button>
            </div>
          ) : null}
          <Notice text={done} kind="ok" />
          {/* A list imported after the entries: each tournament not yet drawn that rates from it is offered it. */}
          {preview.behind.length > 0 ? (
            <>
              <h2>{t('ratingsImport.behindHeading')}</h2>
              <ul className="small">
                {preview.behind.map((tournament) => (
                  <li key={tournament.tournamentId}>
                    {t('ratingsImport.behind', { name: tournament.name, count: tournament.changed })}{' '}
                    {canWrite && !retaken.includes(tournament.tournamentId) ? (
                      <button type="button" onClick={() => retake(tournament)}>
                        {t('ratingsImport.retake', { name: tournament.name })}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {confirmation.dialog}
    </section>
  );
}
