// Players from a club's or federation's list (CSV or .xlsx): the file is read, its columns found by their headings
// (et, en, ru) or chosen here, and every row shown with what will happen to it — registered, already in the
// registry, twice in the file, or its problems at their column. Nothing is stored until the arbiter confirms.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sayMessage } from '#api/messages';
import type { PlayerImportRow, PlayerImportView } from '#api/views';
import { columnLetter, IMPORT_FIELDS, type ImportField } from '#formats/player-list';
import { useConnection } from '../api/context';
import type { ReadTable } from '../api/input';
import { useConfirmation } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { Field } from '../components/Field';
import { useFormErrors } from '../components/form-errors';
import { Notice } from '../components/Notice';
import { useTableFile } from '../components/use-table-file';
import { hrefOf } from '../router';

type ChosenColumns = Partial<Record<ImportField, number | null>>;

export function PlayerImportScreen() {
  const { t } = useTranslation();
  const { api, canWrite } = useConnection();
  const { source, table, choose: chooseFile } = useTableFile();
  const [chosen, setChosen] = useState<ChosenColumns>({});
  const [preview, setPreview] = useState<PlayerImportView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const refused = useFormErrors(['file']);
  const confirmation = useConfirmation();

  const look = (rows: ReadTable['rows'], name: string | null, columns: ChosenColumns) =>
    api.importPlayers({ source: name, rows, columns }).then((next) => {
      refused.clear();
      setPreview(next);
    }, refused.show);

  const choose = async (file: File | undefined) => {
    setDone(null);
    setPreview(null);
    await chooseFile(
      file,
      async (read, name) => {
        setChosen({});
        await look(read.rows, name, {});
      },
      refused.show,
    );
  };

  const rechoose = (field: ImportField, column: string) => {
    if (!table) return;
    const next = { ...chosen, [field]: column === '' ? null : Number(column) };
    setChosen(next);
    void look(table.rows, source, next);
  };

  const store = () => {
    if (!table || !preview) return;
    const skipInvalid = preview.counts.invalid > 0;
    const question = skipInvalid
      ? t('playerImport.confirmSkipping', { count: preview.counts.new, invalid: preview.counts.invalid })
      : t('playerImport.confirm', { count: preview.counts.new });
    confirmation.ask(question, () => {
      void api
        .importPlayers({ source, rows: table.rows, columns: chosen, confirm: true, skipInvalid })
        .then((stored) => {
          setPreview(stored);
          setDone(t('playerImport.stored', { count: stored.stored ?? 0 }));
        }, refused.show);
    });
  };

  const heading = (column: number) =>
    `${columnLetter(column)}${preview?.headings[column] ? ` ${t('app.quoted', { text: preview.headings[column] })}` : ''}`;
  const width = table ? Math.max(0, ...table.rows.map((row) => row.cells.length)) : 0;
  const statusWords = (row: PlayerImportRow) =>
    row.status === 'invalid' ? t('playerImport.status.invalid') : t(`playerImport.status.${row.status}`);

  return (
    <section className="screen" aria-labelledby="import-heading">
      <p>
        <a href={hrefOf({ screen: 'players' })}>← {t('nav.players')}</a>
      </p>
      <h1 id="import-heading">{t('playerImport.heading')}</h1>
      <div className="card form">
        <p className="muted small">{t('playerImport.help')}</p>
        <Field label={t('playerImport.file')} error={refused.errors.byField.file}>
          <input
            type="file"
            name="file"
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={!canWrite}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
        </Field>
        <Notice text={refused.errors.general} kind="error" />
      </div>
      {preview && table ? (
        <>
          <div className="card">
            <h2>{t('playerImport.columns')}</h2>
            <p className="muted small">
              {table.kind === 'csv'
                ? t('playerImport.readCsv', { file: source ?? '', encoding: table.encoding ?? '' })
                : t('playerImport.readXlsx', { file: source ?? '' })}
            </p>
            <div className="field-row three">
              {IMPORT_FIELDS.map((field) => (
                <Field key={field} label={t(`players.importFields.${field}`)}>
                  <select
                    name={`column-${field}`}
                    value={preview.columns[field] ?? ''}
                    onChange={(event) => rechoose(field, event.target.value)}
                  >
                    <option value="">{t('playerImport.noColumn')}</option>
                    {Array.from({ length: width }, (_, column) => (
                      <option key={column} value={column}>
                        {heading(column)}
                      </option>
                    ))}
                  </select>
                </Field>
              ))}
            </div>
            {preview.unused.length > 0 ? (
              <p className="muted small">
                {t('playerImport.unused', { columns: preview.unused.map(heading).join(', ') })}
              </p>
            ) : null}
          </div>
          <div className="card">
            <p role="status">{t('playerImport.counts', preview.counts)}</p>
            <DataTable
              label={t('playerImport.rows')}
              columns={[
                { label: t('playerImport.line'), align: 'num' },
                t('players.name'),
                t('players.rank'),
                t('players.club'),
                t('players.city'),
                { label: t('players.birthYear'), align: 'num' },
                t('playerImport.what'),
              ]}
              rows={preview.rows}
            >
              {(row) => (
                <tr key={row.line} className={row.status === 'invalid' ? 'lapsed' : undefined}>
                  <td className="num">{row.line}</td>
                  <td>
                    {row.existingId ? (
                      <a href={hrefOf({ screen: 'player', id: row.existingId })}>{row.name}</a>
                    ) : (
                      row.name
                    )}
                  </td>
                  <td>{row.rank ? t(`rank.short.${row.rank}`) : ''}</td>
                  <td>{row.club}</td>
                  <td>{row.city}</td>
                  <td className="num">{row.birthYear ?? ''}</td>
                  <td>
                    {statusWords(row)}
                    {row.issues.map((problem, index) => (
                      <div key={index} className="field-error">
                        {problem.column === null ? '' : `${heading(problem.column)}: `}
                        {sayMessage(t, problem.key, problem.params)}
                      </div>
                    ))}
                  </td>
                </tr>
              )}
            </DataTable>
            {canWrite && preview.stored === null ? (
              <div className="actions">
                <button type="button" className="primary" disabled={preview.counts.new === 0} onClick={store}>
                  {preview.counts.invalid > 0
                    ? t('playerImport.storeSkipping', { count: preview.counts.new, invalid: preview.counts.invalid })
                    : t('playerImport.store', { count: preview.counts.new })}
                </button>
              </div>
            ) : null}
            <Notice text={done} kind="ok" />
          </div>
        </>
      ) : null}
      {confirmation.dialog}
    </section>
  );
}
