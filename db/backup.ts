// A copy of the whole database made while the app runs, with SQLite's online backup (better-sqlite3's `backup`):
// page by page, consistent, without stopping writers. The copy is a Kabe Arbiter database like the original.
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { WordedError } from './worded-error';

/** Why a backup was not made, as one of the contract's messages (`errors.backupNoFolder`, …); it names the file. */
export class BackupError extends WordedError {
  constructor(
    readonly key: 'backupNoFolder' | 'backupExists' | 'backupItself',
    params: Record<string, string>,
  ) {
    super(`errors.${key}`, params);
    this.name = 'BackupError';
  }
}

/** Copies the database into `target`. Refuses a target that exists (unless `replace`) and a folder that does not:
 * a mistyped path must not create folders or overwrite a file silently. The copy is written under a temporary
 * name and renamed when complete, so a half-made copy never stands at `target`. */
export async function backupDatabase(
  client: Database.Database,
  target: string,
  options: { replace?: boolean } = {},
): Promise<string> {
  const file = path.resolve(target);
  const folder = path.dirname(file);
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) throw new BackupError('backupNoFolder', { folder });
  if (fs.existsSync(file) && !options.replace) throw new BackupError('backupExists', { file });
  if (file === path.resolve(client.name)) throw new BackupError('backupItself', { file });
  const partial = `${file}.partial-${process.pid}`;
  try {
    await client.backup(partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return file;
}
