// PDF pages rendered to PNG with pdftoppm, so that a person can look at every printout the tests produce.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../support/cli';

export const pdfDir = path.join(projectRoot, 'test-results', 'pdf');

/** Saves the PDF and its pages as PNG; returns the PNG files. */
export function savePdfWithPages(name: string, pdf: Buffer): string[] {
  fs.mkdirSync(pdfDir, { recursive: true });
  // Pages of an earlier run would be taken for this one's.
  for (const old of fs.readdirSync(pdfDir).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png')))
    fs.rmSync(path.join(pdfDir, old));
  const file = path.join(pdfDir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  execFileSync('pdftoppm', ['-r', '80', '-png', file, path.join(pdfDir, name)]);
  return fs
    .readdirSync(pdfDir)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .map((f) => path.join(pdfDir, f));
}

/** The text of a PDF (pdftotext, from the same package), to check what a printout says. */
export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
}

export interface FetchedPdf {
  status: number;
  pdf: Buffer;
}

/** Asks for all the PDFs at once and answers each in order: the server prints them one after another while the test
 * renders the pages of those already come (a failed request answers status 0, so no rejection goes unhandled). */
export function askAtOnce(urls: string[], token: string): Promise<FetchedPdf>[] {
  return urls.map((url) =>
    fetch(url, { headers: { authorization: `Bearer ${token}` } }).then(
      async (response) => ({ status: response.status, pdf: Buffer.from(await response.arrayBuffer()) }),
      (error: unknown) => ({ status: 0, pdf: Buffer.from(String(error)) }),
    ),
  );
}
