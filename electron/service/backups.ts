// Copies kept beside the database, in its `backups` folder: the tournament file of a deleted tournament (so that
// deleting never loses a tournament), and copies of the whole database made before a step that changes much.
import fs from 'node:fs';
import path from 'node:path';
import { fileStem } from '#formats/file-names';
import type { ServiceContext } from './context';

/** The folder for copies beside the database file. */
export function backupsFolder(storeFile: string): string {
  return path.join(path.dirname(storeFile), 'backups');
}

/** The name offered for a backup made by hand: kabe-arbiter-2026-03-21-1805.sqlite. */
export function backupFileName(at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `kabe-arbiter-${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-${pad(at.getHours())}${pad(at.getMinutes())}.sqlite`;
}

/** How many automatic copies are kept: the newest ten. */
export const AUTOMATIC_COPIES_KEPT = 10;

/** A copy of the whole database before a step that changes much — a round drawn, a tournament imported — in
 * `backups/automatic/`, named by the time and the reason; only the newest ten are kept. SQLite's `VACUUM INTO`
 * writes a consistent copy while the app runs, and it is synchronous, so it fits before the use case's own
 * transaction (the service cannot await better-sqlite3's asynchronous backup API there). */
export function copyBeforeChange(ctx: ServiceContext, reason: 'draw' | 'import'): string | null {
  if (!ctx.automaticCopies) return null;
  const folder = path.join(backupsFolder(ctx.storeFile), 'automatic');
  fs.mkdirSync(folder, { recursive: true });
  const stem = `${path.basename(ctx.storeFile).replace(/\.sqlite$/i, '')}-${ctx.now().slice(0, 19).replace(/:/g, '-')}-before-${reason}`;
  let target = path.join(folder, `${stem}.sqlite`);
  for (let n = 2; fs.existsSync(target); n++) target = path.join(folder, `${stem}-${n}.sqlite`);
  ctx.db.$client.prepare('VACUUM INTO ?').run(target);
  const copies = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.sqlite'))
    .sort(
      (a, b) =>
        fs.statSync(path.join(folder, a)).mtimeMs - fs.statSync(path.join(folder, b)).mtimeMs || a.localeCompare(b),
    );
  for (const old of copies.slice(0, Math.max(0, copies.length - AUTOMATIC_COPIES_KEPT)))
    fs.rmSync(path.join(folder, old));
  return target;
}

/** Writes the tournament file of a tournament about to be deleted; returns where. Throws when it cannot be written. */
export function saveDeletedTournament(
  storeFile: string,
  tournament: { id: number; name: string },
  file: unknown,
  now: string,
): string {
  const folder = path.join(backupsFolder(storeFile), 'deleted');
  fs.mkdirSync(folder, { recursive: true });
  const target = path.join(folder, `${now.slice(0, 10)}-${fileStem(tournament.name)}-${tournament.id}.kabe.json`);
  // Written whole under a temporary name, then renamed: a half-written file never stands in for the tournament.
  const partial = `${target}.partial`;
  fs.writeFileSync(partial, `${JSON.stringify(file, null, 2)}\n`);
  fs.renameSync(partial, target);
  return target;
}
