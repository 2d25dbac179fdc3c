// The round screen as an arbiter uses it, in the steps a test reads: go to a round, put the cursor on a board, type a
// result key, read what a cell shows, wait for the screen's message — and the board's tools below the round.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { call } from '../api';
import type { Served } from '../session';
import { EnvelopePanel } from './envelope-panel';
import { waitForStatus } from './status';

/** The English words the screen is found by (the tests that speak Estonian give their own). */
export interface RoundScreenWords {
  boardsOf: (round: number) => string;
  board: (board: number) => string;
}

const ENGLISH: RoundScreenWords = {
  boardsOf: (round) => `Boards of round ${round}`,
  board: (board) => `Board ${board}`,
};

export class RoundScreen {
  constructor(
    readonly page: Page,
    readonly words: RoundScreenWords = ENGLISH,
  ) {}

  async open(served: Served, tournamentId: number, round: number): Promise<void> {
    const { name } = await call<{ name: string }>(served, 'getTournament', { id: tournamentId });
    await this.page.goto(`${served.url}#/tournaments/${tournamentId}/rounds/${round}`);
    // From another tournament's screen only the address changes, no page loads: that screen may still be shown for a
    // moment, and a cursor put on one of its boards would be lost with it. The round is there once its tournament is.
    await this.page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  }

  /** The result cells of a round, board by board. */
  cells(round: number): Locator {
    return this.page.getByRole('table', { name: this.words.boardsOf(round) }).locator('button.result-cell');
  }

  cell(round: number, board: number): Locator {
    return this.cells(round).nth(board - 1);
  }

  /** The cursor on a board's result cell: its tools open below the round. */
  async focus(round: number, board: number): Promise<void> {
    await this.cell(round, board).focus();
  }

  /** A key typed on a board's cell, as the arbiter enters a result ("1", "=", "Backspace", "Control+z", "a"). */
  async press(round: number, board: number, key: string): Promise<void> {
    await this.focus(round, board);
    await this.page.keyboard.press(key);
  }

  /** Waits until the board's cell shows the text ("1 – 0", "adj.", "annulled"). */
  async expectCell(round: number, board: number, text: string): Promise<void> {
    await expect.poll(() => this.cell(round, board).innerText()).toBe(text);
  }

  /** A round entered with the keyboard from its first board: each key saves and moves the cursor to the next. */
  async enterKeys(round: number, keys: string[]): Promise<void> {
    await this.focus(round, 1);
    for (const [index, key] of keys.entries()) {
      await this.page.keyboard.press(key);
      await this.expectStatus(`Board ${index + 1}:`);
    }
  }

  /** Waits for the screen's message (saved, undone) that says this. */
  async expectStatus(text: string): Promise<void> {
    await waitForStatus(this.page, text);
  }

  /** The board's tools: adjournment and envelope, incidents. */
  panel(board: number): Locator {
    return this.page.getByRole('region', { name: this.words.board(board) });
  }

  envelope(board: number): EnvelopePanel {
    return new EnvelopePanel(this.panel(board));
  }
}
