// A board's envelope, as the arbiter fills, seals and opens it (§34–§36), in English.
import type { Locator } from 'playwright-core';

export interface EnvelopeFields {
  position?: string;
  moveNumber: string;
  sealedMove?: string;
  whiteUsed: string;
  blackUsed: string;
  resumeAt?: string;
  resumePlace?: string;
}

export class EnvelopePanel {
  constructor(readonly panel: Locator) {}

  async fill(fields: EnvelopeFields): Promise<void> {
    if (fields.position !== undefined) await this.panel.getByLabel('Position as text (PDN)').fill(fields.position);
    await this.panel.getByLabel('Number of the sealed move').fill(fields.moveNumber);
    if (fields.sealedMove !== undefined)
      await this.panel.getByLabel('Sealed move (hidden until the opening)').fill(fields.sealedMove);
    await this.panel.getByLabel("White's time used").fill(fields.whiteUsed);
    await this.panel.getByLabel("Black's time used").fill(fields.blackUsed);
    if (fields.resumeAt !== undefined) await this.panel.getByLabel('Resumption date and time').fill(fields.resumeAt);
    if (fields.resumePlace !== undefined) await this.panel.getByLabel('Resumption place').fill(fields.resumePlace);
  }

  async seal(): Promise<void> {
    await this.panel.getByRole('button', { name: 'Seal the envelope' }).click();
  }

  /** Opens the envelope at the resumption, with the minutes left in the session and, for a paper envelope, the move
   * from the scoresheet. */
  async open(minutesLeft: string, paperMove?: string): Promise<void> {
    await this.panel.getByLabel('Minutes left in the session (§35: at least 60 to resume)').fill(minutesLeft);
    if (paperMove !== undefined) await this.panel.getByLabel('Sealed move from the paper envelope').fill(paperMove);
    await this.panel.getByRole('button', { name: 'Open the envelope' }).click();
  }

  /** What the envelope shows of the sealed move: hidden until it is opened, then the move. */
  sealedMove(): Promise<string> {
    return this.panel.getByTestId('sealed-move').innerText();
  }
}
