// A database file with a damaged page opens at once (the full check is not on the path that opens it); the check
// runs in the background and the screen then says what it found and what to do.
import { describe, it } from 'vitest';
import { damagedDatabase } from '../support/damage';
import { closeWindow, openWindow, screenshot } from './browser';
import { appSession } from './session';

describe('a damaged database', () => {
  // 30 players with long clubs, so that their rows and audit entries fill several pages.
  const session = appSession((file) => damagedDatabase(file, 30));

  it('opens, and the background check’s finding is shown with what to do', async () => {
    const page = await openWindow(session.browser);
    await page.goto(session.served.appUrl);
    await page.getByRole('alert').filter({ hasText: 'The check of the database file found damage' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'restore the newest backup' }).waitFor();
    await screenshot(page, '60-damaged-database');
    await closeWindow(page);
  });
});
