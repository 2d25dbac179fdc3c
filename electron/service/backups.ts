// Copies kept beside the database, in its `backups` folder: the tournament file of a deleted tournament (so that
// deleting never loses a tournament), and copies of the whole database made before a step that changes much.
import fs from 'node:fs';
import path from 'node:path';

/** The folder for copies beside the database file. */
export function backupsFolder(storeFile: string): string {
  return path.join(path.dirname(storeFile), 'backups');
}

/** A file name from a tournament's name: letters and digits, accents kept (Tartu-lahtised-2026). */
export function fileStem(name: string): string {
  return name.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'tournament';
}

/** Writes the tournament file of a tournament about to be deleted; returns where. Throws when it cannot be written. */
export function saveDeletedTournament(storeFile: string, tournament: { id: number; name: string }, file: unknown, now: string): string {
  const folder = path.join(backupsFolder(storeFile), 'deleted');
  fs.mkdirSync(folder, { recursive: true });
  const target = path.join(folder, `${now.slice(0, 10)}-${fileStem(tournament.name)}-${tournament.id}.kabe.json`);
  // Written whole under a temporary name, then renamed: a half-written file never stands in for the tournament.
  const partial = `${target}.partial`;
  fs.writeFileSync(partial, `${JSON.stringify(file, null, 2)}\n`);
  fs.renameSync(partial, target);
  return target;
}
