// A database file with a damaged page: filled with players (and their audit rows) over several pages, closed whole —
// one file, no WAL beside it — and then its fifth page overwritten. Opening it sees nothing wrong (the header and the
// schema are whole); the full check of every page finds the damage.
import fs from 'node:fs';
import { open } from '#db/open';
import { migrationsFolder } from '#electron/app-info';
import { createService } from '#service';

export function damagedDatabase(file: string, players: number): void {
  const store = open(file, { migrationsFolder: migrationsFolder() });
  const service = createService(store, () => new Date('2026-03-21T12:00:00Z'), { automaticCopies: false });
  for (let i = 0; i < players; i++)
    service.dispatch('createPlayer', { name: `Mängija ${i}`, club: `Klubi ${'x'.repeat(90)}`, city: 'y'.repeat(90) });
  store.db.$client.pragma('wal_checkpoint(TRUNCATE)');
  store.db.$client.pragma('journal_mode = DELETE');
  store.close();
  const bytes = fs.readFileSync(file);
  for (let i = 4096 * 4; i < 4096 * 5; i++) bytes[i] = (i * 7919) % 251;
  fs.writeFileSync(file, bytes);
}
