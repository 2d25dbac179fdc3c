// A database file with a damaged page opens at once (the full check is not on the path that opens it); the check
// runs in the background and the screen then says what it found and what to do.
import fs from 'node:fs';
import { describe, it } from 'vitest';
import { open } from '#db/open';
import { migrationsFolder } from '#electron/app-info';
import { createService } from '#service';
import { newArbiterPage, screenshot } from './browser';
import { appSession } from './session';

/** A database of 30 players (long clubs, so that their rows and audit entries fill several pages) with one page
 * overwritten. */
function damagedDatabase(file: string): void {
  const store = open(file, { migrationsFolder: migrationsFolder() });
  const service = createService(store, () => new Date('2026-03-21T12:00:00Z'), { automaticCopies: false });
  for (let i = 0; i < 30; i++)
    service.dispatch('createPlayer', { name: `Mängija ${i}`, club: `Klubi ${'x'.repeat(90)}`, city: 'y'.repeat(90) });
  store.db.$client.pragma('wal_checkpoint(TRUNCATE)');
  store.db.$client.pragma('journal_mode = DELETE');
  store.close();
  const bytes = fs.readFileSync(file);
  for (let i = 4096 * 4; i < 4096 * 5; i++) bytes[i] = (i * 7919) % 251;
  fs.writeFileSync(file, bytes);
}

describe('a damaged database', () => {
  const session = appSession(damagedDatabase);

  it('opens, and the background check’s finding is shown with what to do', async () => {
    const page = await newArbiterPage(session.browser);
    await page.goto(session.served.appUrl);
    await page.getByRole('alert').filter({ hasText: 'The check of the database file found damage' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'restore the newest backup' }).waitFor();
    await screenshot(page, '60-damaged-database');
    await page.close();
  });
});
