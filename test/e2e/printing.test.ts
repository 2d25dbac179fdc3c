// Printouts to PDF through one printing page of the browser (electron/pdf.ts): asked for all at once, each is
// printed in its turn and is its own document — nothing of one printout (its text, its page size, its pages) is left
// in the next.
import type { Browser } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfIn } from '#electron/pdf';
import { workerChromium } from './browser';
import { pdfText } from './pdf';

/** A printout of `pages` pages saying `text` on each, laid out by its own @page rule. */
function printout(text: string, pages: number, size: string): string {
  const body = Array.from({ length: pages }, (_, i) => `<p style="break-after: page">${text} ${i + 1}</p>`).join('');
  return `<!doctype html><html><head><style>@page { size: ${size}; margin: 20mm }</style></head><body>${body}</body></html>`;
}

describe('printing to PDF', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await workerChromium();
  });

  it('prints printouts asked for at once, each its own document with its own pages and page size', async () => {
    const [pairings, crosstable, envelope] = await Promise.all([
      pdfIn(browser, printout('Pairings', 1, 'A4 portrait')),
      pdfIn(browser, printout('Crosstable', 3, 'A4 landscape')),
      pdfIn(browser, printout('Envelope', 1, 'A5 portrait')),
    ]);
    const pagesOf = (pdf: Buffer) =>
      pdfText(pdf)
        .split('\f')
        .filter((page) => page.trim() !== '');
    expect(pagesOf(pairings).map((page) => page.trim())).toEqual(['Pairings 1']);
    expect(pagesOf(crosstable).map((page) => page.trim())).toEqual(['Crosstable 1', 'Crosstable 2', 'Crosstable 3']);
    expect(pagesOf(envelope).map((page) => page.trim())).toEqual(['Envelope 1']);
    // The page size is each printout's own: A4 landscape is wider than high, the A5 after it is not.
    const mediaBox = (pdf: Buffer) => /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'))!;
    const [, wide, high] = mediaBox(crosstable).map(Number);
    expect(wide).toBeGreaterThan(high!);
    const [, a5wide, a5high] = mediaBox(envelope).map(Number);
    expect(a5high).toBeGreaterThan(a5wide!);
    expect(Math.round(a5wide!)).toBe(420); // A5: 148 mm = 420 pt
  });
});
