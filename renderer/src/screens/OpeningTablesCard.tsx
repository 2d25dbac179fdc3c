// The opening tables of draw (docs/openings.md): the one the app carries and those the arbiter loads from a file —
// every ballot played or placed by the rules engine before anything is stored, a wrong one said at its line and
// column. A table's ballots are listed in full notation, and the one chosen is shown on a board.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpeningTableSummary, OpeningTableView } from '#api/views';
import { decodeTextBytes } from '#formats/csv-reading';
import { Diagram } from '#formats/diagram';
import { openingTableWords } from '#formats/opening-table-words';
import { useConnection } from '../api/context';
import { useConfirmation } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { errorText } from '../components/error-text';
import { FileButton } from '../components/FileButton';
import { Notice } from '../components/Notice';
import { RowAction } from '../components/RowAction';

/** The largest table file read in: the contract's bound (2 MB), said before the file is sent. */
const MAX_TABLE_FILE = 2_000_000;

export function OpeningTablesCard() {
  const { t } = useTranslation();
  const { api, canWrite } = useConnection();
  const [tables, setTables] = useState<OpeningTableSummary[] | null>(null);
  const [shown, setShown] = useState<OpeningTableView | null>(null);
  const [ballot, setBallot] = useState<string | null>(null);
  const [said, setSaid] = useState<{ text: string; kind: 'ok' | 'error' } | null>(null);
  const confirmation = useConfirmation();

  const reload = useCallback(
    () =>
      api
        .listOpeningTables({})
        .then(setTables, (error: unknown) => setSaid({ text: errorText(error, t), kind: 'error' })),
    [api, t],
  );
  useEffect(() => {
    void reload();
  }, [reload]);

  const show = async (id: string) => {
    if (shown?.id === id) {
      setShown(null);
      return;
    }
    try {
      const table = await api.getOpeningTable({ id });
      setShown(table);
      setBallot(table.list[0]?.id ?? null);
    } catch (error) {
      setSaid({ text: errorText(error, t), kind: 'error' });
    }
  };

  const load = async (file: File) => {
    setSaid(null);
    if (file.size > MAX_TABLE_FILE) {
      setSaid({ text: `${file.name}: ${t('errors.openingTableTooLarge')}`, kind: 'error' });
      return;
    }
    try {
      const text = decodeTextBytes(new Uint8Array(await file.arrayBuffer())).text;
      const loaded = await api.loadOpeningTable({ text, file: file.name });
      setSaid({ text: t('openings.loaded', { name: loaded.name, count: loaded.ballots }), kind: 'ok' });
      await reload();
    } catch (error) {
      setSaid({ text: `${file.name}: ${errorText(error, t)}`, kind: 'error' });
    }
  };

  const remove = (table: OpeningTableSummary) =>
    confirmation.ask(t('openings.confirmRemove', { name: table.name }), () => {
      void api.removeOpeningTable({ id: table.id, confirm: true }).then(
        () => {
          if (shown?.id === table.id) setShown(null);
          setSaid({ text: t('openings.removed', { name: table.name }), kind: 'ok' });
          return reload();
        },
        (error: unknown) => setSaid({ text: errorText(error, t), kind: 'error' }),
      );
    });

  const chosen = shown?.list.find((b) => b.id === ballot) ?? null;
  return (
    <div className="card" role="group" aria-labelledby="openings-heading">
      <h2 id="openings-heading">{t('openings.heading')}</h2>
      <p className="muted small">{t('openings.help')}</p>
      {tables === null ? (
        <p className="muted">{t('app.loading')}</p>
      ) : (
        <DataTable
          label={t('openings.heading')}
          className="compact"
          columns={[
            t('openings.name'),
            t('tournaments.variant'),
            { label: t('openings.ballots'), align: 'num' },
            { label: t('openings.show'), hidden: true },
          ]}
          rows={tables.map((table) => openingTableWords(table, t))}
        >
          {(table) => (
            <tr key={table.id}>
              <td>
                {table.name}
                <div className="muted small">
                  {table.shipped ? t('openings.shipped') : t('openings.loadedFrom', { file: table.file ?? table.id })}
                </div>
              </td>
              <td>{t(`variant.${table.variant}`)}</td>
              <td className="num">{table.ballots}</td>
              <td className="row-actions">
                <RowAction
                  label={shown?.id === table.id ? t('openings.hide') : t('openings.show')}
                  of={table.name}
                  onClick={() => void show(table.id)}
                />
                {canWrite && !table.shipped ? (
                  <>
                    {' '}
                    <RowAction label={t('openings.remove')} of={table.name} onClick={() => remove(table)} />
                  </>
                ) : null}
              </td>
            </tr>
          )}
        </DataTable>
      )}
      {canWrite ? (
        <div className="actions">
          <FileButton label={t('openings.load')} accept=".txt,.tsv,text/plain" onChoose={load} />
        </div>
      ) : null}
      <Notice text={said?.text ?? null} kind={said?.kind ?? 'ok'} />
      {shown ? (
        <div className="ballots" role="group" aria-label={openingTableWords(shown, t).name}>
          <p className="small">{t('openings.source', { source: openingTableWords(shown, t).source })}</p>
          {openingTableWords(shown, t).notes.map((note, index) => (
            <p key={index} className="muted small">
              {note}
            </p>
          ))}
          <label className="field">
            <span>{t('openings.ballot')}</span>
            <select value={ballot ?? ''} onChange={(event) => setBallot(event.target.value)}>
              {shown.list.map((b) => (
                <option key={b.id} value={b.id}>
                  {`${b.id}: ${b.moves ?? `${b.written} (${t('openings.relocation')})`}`}
                </option>
              ))}
            </select>
          </label>
          {chosen ? (
            <figure className="ballot">
              <Diagram
                variant={shown.variant}
                fen={chosen.fen}
                label={`${chosen.id}: ${chosen.moves ?? chosen.written}`}
              />
              <figcaption className="small">
                {chosen.moves ?? `${chosen.written} (${t('openings.relocation')})`} —{' '}
                {chosen.fen.startsWith('W') ? t('openings.whiteToMove') : t('openings.blackToMove')}
              </figcaption>
            </figure>
          ) : null}
        </div>
      ) : null}
      {confirmation.dialog}
    </div>
  );
}
