// Score sheets in and out as PDN. In: a round's or a whole tournament's games, each matched to its scheduled game by
// its Round tag and its players' names; previewed — what matches, what does not and why, the first illegal move of
// each — and stored only when every game matches, a replacement asked first. Out: every kept sheet as one PDN file for
// other draughts programs (docs/game-records.md).
import { useState, memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GamesImportView, TournamentDetail } from '#api/views';
import { decodeTextBytes } from '#formats/csv-reading';
import { useConnection } from '../../api/context';
import { saveExport } from '../../api/output';
import { useConfirmation } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { errorText } from '../../components/error-text';
import { FileButton } from '../../components/FileButton';
import { Notice } from '../../components/Notice';
import { isLanguage } from '../../i18n';
import { sayPhrase } from '../../i18n/phrases';

/** Rendered again only when its own props change: a result typed on the round screen leaves it as it is. */
export const GamesImportCard = memo(function GamesImportCard({
  tournament,
  onChanged,
}: {
  tournament: TournamentDetail;
  onChanged: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const connection = useConnection();
  const { api } = connection;
  const [pdn, setPdn] = useState<string | null>(null);
  const [preview, setPreview] = useState<GamesImportView | null>(null);
  const [said, setSaid] = useState<{ text: string; kind: 'ok' | 'error' } | null>(null);
  const { ask, dialog } = useConfirmation();

  const choose = async (file: File) => {
    setSaid(null);
    try {
      // UTF-8, or the Windows code page an older program saved Russian names in.
      const text = decodeTextBytes(new Uint8Array(await file.arrayBuffer())).text;
      setPdn(text);
      setPreview(await api.previewGamesImport({ tournamentId: tournament.id, pdn: text }));
    } catch (error) {
      setSaid({ text: errorText(error, t), kind: 'error' });
    }
  };
  const store = async (confirm = false) => {
    if (pdn === null || !preview) return;
    if (preview.replacing > 0 && !confirm) {
      ask(t('gamesImport.confirmReplace', { count: preview.replacing }), () => void store(true));
      return;
    }
    try {
      const stored = await api.importGames({ tournamentId: tournament.id, pdn, confirm });
      setSaid({ text: t('gamesImport.stored', { count: stored.games.length }), kind: 'ok' });
      setPreview(null);
      setPdn(null);
      await onChanged();
    } catch (error) {
      setSaid({ text: errorText(error, t), kind: 'error' });
    }
  };

  const exportAll = async () => {
    setSaid(null);
    try {
      await saveExport(connection, tournament.id, 'pdn', lang);
    } catch (error) {
      setSaid({ text: errorText(error, t), kind: 'error' });
    }
  };

  // A window that only reads cannot ask the server for a download (it has no token): the card is the arbiter's.
  if (!connection.canWrite) return null;
  return (
    <section className="card" aria-labelledby="games-import-heading">
      <h2 id="games-import-heading">{t('gamesImport.heading')}</h2>
      <div className="actions wrap">
        <FileButton label={t('gamesImport.choose')} accept=".pdn,.txt,text/plain" onChoose={choose} />
        <button type="button" onClick={() => void exportAll()}>
          {t('gamesImport.export')}
        </button>
      </div>
      <p className="muted small">{t('gamesImport.help')}</p>
      {preview ? (
        <>
          <DataTable
            label={t('gamesImport.preview')}
            columns={[
              { label: '#', align: 'num' },
              t('gamesImport.players'),
              t('gamesImport.match'),
              t('gamesImport.moves'),
            ]}
            rows={preview.games}
          >
            {(g) => (
              <tr key={g.index}>
                <td className="num">{g.index}</td>
                <td>{`${g.white || '?'} – ${g.black || '?'}`}</td>
                <td className={g.problem ? 'field-error' : undefined}>
                  {g.problem
                    ? sayPhrase(t, g.problem)
                    : t('gamesImport.matched', { round: g.match?.round ?? '?', board: g.match?.board ?? '?' })}
                  {g.replaces ? ` ${t('gamesImport.replaces')}` : ''}
                </td>
                <td>
                  {g.firstIllegal
                    ? t('recordPanel.illegal', {
                        number: g.firstIllegal.number,
                        side: t(`rounds.${g.firstIllegal.side}`),
                        move: g.firstIllegal.move,
                        reason: sayPhrase(t, g.firstIllegal.reason),
                        count: g.plies,
                      })
                    : t('recordPanel.legal', { count: g.plies })}
                </td>
              </tr>
            )}
          </DataTable>
          {preview.errors.map((e) => (
            <Notice
              key={`${e.line}:${e.column}`}
              text={t('recordPanel.unreadable', { line: e.line, column: e.column, problem: sayPhrase(t, e.problem) })}
              kind="error"
            />
          ))}
          <div className="actions">
            <button type="button" className="primary" disabled={!preview.ready} onClick={() => void store()}>
              {t('gamesImport.store', { count: preview.games.length })}
            </button>
          </div>
          {preview.ready ? null : <p className="muted small">{t('gamesImport.notReady')}</p>}
        </>
      ) : null}
      {said ? <Notice text={said.text} kind={said.kind} /> : null}
      {dialog}
    </section>
  );
});
