// The arbiter's own copies: a tournament file read back in (a backup, or a tournament from another computer), and a
// copy of the whole database made while the app runs. Copies are also made by themselves before each draw and
// import (the newest ten, in the `backups` folder beside the database).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#api/errors';
import { decodeTextBytes } from '#formats/csv-reading';
import { fileKind } from '#formats/file-kind';
import { jsonFaultOffset } from '#formats/json-fault';
import { useConnection } from '../api/context';
import { backupDatabase } from '../api/output';
import { useConfirmation } from '../components/ConfirmDialog';
import { errorText } from '../components/error-text';
import { FileButton } from '../components/FileButton';
import { Notice } from '../components/Notice';
import { navigate } from '../router';

export function DataCard() {
  const { t } = useTranslation();
  const connection = useConnection();
  const [said, setSaid] = useState<{ text: string; kind: 'ok' | 'error' } | null>(null);
  const { ask, dialog } = useConfirmation();

  const importFile = async (chosen: File) => {
    setSaid(null);
    let file: unknown;
    const bytes = new Uint8Array(await chosen.arrayBuffer());
    // A document or a picture under a .json name is said to be what it is, not "no JSON at line 1" (issue 51).
    const kind = fileKind(bytes);
    if (kind !== 'text') {
      setSaid({ text: t('data.fileIsNot', { name: chosen.name, kind: t(`fileKinds.${kind}`) }), kind: 'error' });
      return;
    }
    // Read as every door reads text (its encoding found, a byte-order mark dropped): not as UTF-8 only.
    const text = decodeTextBytes(bytes).text;
    try {
      file = JSON.parse(text);
    } catch {
      // Where it stops being JSON, as a line and column (the engine's own words are English and often say no place).
      const before = text.slice(0, Math.max(0, jsonFaultOffset(text))).split('\n');
      setSaid({
        text: t('data.notJson', { name: chosen.name, line: before.length, column: before.at(-1)!.length + 1 }),
        kind: 'error',
      });
      return;
    }
    const store = async (confirm: boolean) => {
      try {
        const { id } = await connection.api.importTournament({ file, confirm });
        navigate({ screen: 'tournament', id, tab: 'setup' });
      } catch (error) {
        // The same tournament is already stored: a second copy only if the arbiter says so.
        if (!confirm && error instanceof ApiError && error.issues[0]?.key === 'importSameTournament') {
          ask(`${chosen.name}: ${errorText(error, t)} ${t('data.importAnyway')}`, () => void store(true));
          return;
        }
        setSaid({ text: `${chosen.name}: ${errorText(error, t)}`, kind: 'error' });
      }
    };
    await store(false);
  };

  const backup = async () => {
    setSaid(null);
    try {
      const file = await backupDatabase(connection);
      setSaid({ text: file ? t('data.backedUpTo', { file }) : t('data.backedUp'), kind: 'ok' });
    } catch (error) {
      setSaid({ text: errorText(error, t), kind: 'error' });
    }
  };

  if (!connection.canWrite) return null;
  return (
    <div className="card" role="group" aria-labelledby="data-heading">
      <h2 id="data-heading">{t('data.heading')}</h2>
      <div className="actions wrap">
        <FileButton label={t('data.import')} accept=".json,application/json" onChoose={importFile} />
        <button type="button" onClick={() => void backup()}>
          {t('data.backup')}
        </button>
      </div>
      <p className="muted small">{t('data.help')}</p>
      {said ? <Notice text={said.text} kind={said.kind} /> : null}
      {dialog}
    </div>
  );
}
