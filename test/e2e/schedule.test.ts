// The schedule of rounds as the arbiter keeps it: a start typed for round 1 with the keyboard, the other rounds filled
// from the tournament's days at 10:00, the start on the round screen and on the printed pairings; then the last day —
// the tournament closed, and the hall keeping its final standings.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Schedule } from '#api/views';
import { openReadOnly } from '#db/open';
import { migrationsFolder } from '#electron/app-info';
import { startHall } from '#hall/server';
import { createService } from '#service';
import { call, tournamentWithDraw } from './api';
import { closeWindow, openWindow, screenshot, screenshotsDir } from './browser';
import { appSession } from './session';

describe('the schedule of rounds', () => {
  const session = appSession();

  it('is typed and filled on the Setup tab, and shown on the round screen and the pairings', async () => {
    const served = session.served;
    const id = await tournamentWithDraw(served, 'Kalevi karikas', 'ussr1953', 'AJAKAVA');
    await call(served, 'updateTournamentSettings', { id, startDate: '2026-11-27', endDate: '2026-11-29' });
    const page = await openWindow(session.browser);
    await page.goto(served.appUrl);
    await page.goto(`${served.url}#/tournaments/${id}`);
    const card = page.getByRole('group', { name: 'Schedule of rounds' });
    // Round 1 typed as an arbiter writes it, day first; the rest filled from the days, the first of a day at 10:00.
    await card.getByLabel('Round 1', { exact: true }).fill('27.11.2026 17:30');
    await card.getByLabel(/^Fill the empty rounds/).fill('10:00');
    await card.getByRole('button', { name: 'Fill' }).focus();
    await page.keyboard.press('Enter');
    await card.getByText("The empty rounds are filled from the tournament's days.").waitFor();
    const schedule = await call<{ starts: { round: number; startsAt: string }[] }>(served, 'getSchedule', {
      tournamentId: id,
    });
    expect(schedule.starts).toEqual([
      { round: 1, startsAt: '2026-11-27T17:30' },
      { round: 2, startsAt: '2026-11-28T10:00' },
      { round: 3, startsAt: '2026-11-29T10:00' },
    ]);
    await screenshot(page, '11-schedule-of-rounds');
    await card.screenshot({ path: path.join(screenshotsDir, '11-schedule-card.png') });
    // The round screen says when the round starts.
    await page.goto(`${served.url}#/tournaments/${id}/rounds/2`);
    await page.getByRole('heading', { name: 'Round 2 — Saturday 28 November at 10:00' }).waitFor();
    // The pairings printed with it.
    const pairings = await fetch(`${served.url}print/${id}/pairings?lang=et&round=1`).then((r) => r.text());
    expect(pairings).toContain('reede, 27. november, kell 17:30');
    await closeWindow(page);

    // The last day: results in, the tournament closed — and the hall keeps its final standings for the prize-giving.
    const games = (await call<Schedule>(served, 'getSchedule', { tournamentId: id })).rounds.flatMap((r) => r.games);
    for (const [i, game] of games.entries())
      await call(served, 'recordResult', {
        tournamentId: id,
        gameId: game.id,
        result: ['1-0', '1/2-1/2', '0-1'][i % 3],
      });
    await call(served, 'closeTournament', { id });
    const store = openReadOnly(session.db, { migrationsFolder: migrationsFolder() });
    const hall = await startHall({ store, service: createService(store), port: 0 });
    try {
      const wall = await openWindow(session.browser, { viewport: { width: 1280, height: 720 } });
      await wall.goto(`${hall.url}t/${id}?lang=en`);
      await wall.getByRole('table', { name: 'Final standings' }).waitFor();
      await screenshot(wall, '57-hall-final-standings');
      await closeWindow(wall);
    } finally {
      await hall.close();
      store.close();
    }
  });
});
