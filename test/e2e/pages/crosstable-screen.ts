// The crosstable screen as a test reads it: its rows, each as the cells a person sees.
import type { Locator, Page } from 'playwright-core';
import type { Served } from '../session';

export class CrosstableScreen {
  constructor(readonly page: Page) {}

  async open(served: Served, tournamentId: number): Promise<void> {
    await this.page.goto(`${served.url}#/tournaments/${tournamentId}/crosstable`);
    await this.table().waitFor();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Crosstable' });
  }

  rows(): Locator {
    return this.table().locator('tbody tr');
  }

  /** Every row's cells as text, trimmed. */
  async cells(): Promise<string[][]> {
    return (await this.rows().allInnerTexts()).map((row) => row.split('\t').map((cell) => cell.trim()));
  }
}
