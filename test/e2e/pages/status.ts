// The message a screen says after a change (registered, added, saved, undone): every screen says it in an element of
// role status, and a test waits for it before it goes on.
import type { Locator, Page } from 'playwright-core';

/** Waits until the screen, or a part of it (a board's tools), says this; the message, to read it whole. */
export async function waitForStatus(scope: Page | Locator, text: string): Promise<Locator> {
  const message = scope.getByRole('status').filter({ hasText: text });
  await message.waitFor();
  return message;
}
