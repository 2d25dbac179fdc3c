// Every export of the table (EXPORTS) through browser mode's address and the command line, with real PDFs: each the
// file it says it is — its media type and its first bytes — and none without the run's token. A format whose address
// was missing fell through to the app's page: "Everything for the federation (.zip)" downloaded 2 KB of HTML. The
// window's save channel is asked the same in test/electron/main.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli';
import { everyExport, exportProblem, tournamentForEveryExport, type ExportCase } from '../support/export-doors';
import { tempFolder } from '../support/store';
import { call } from './api';
import { appSession } from './session';

/** The case's address in browser mode. */
function addressOf(base: string, id: number, asked: ExportCase): string {
  const query = new URLSearchParams({ lang: 'et', kind: asked.kind });
  if (asked.round) query.set('round', String(asked.round));
  if (asked.gameId) query.set('game', String(asked.gameId));
  return `${base}export/${id}.${asked.format}?${query.toString()}`;
}

describe('every export through every door', () => {
  const session = appSession();

  it('browser mode: each answers its own kind of file with the token, 401 without it', async () => {
    const served = session.served;
    const made = await tournamentForEveryExport((operation, input) => call(served, operation, input), 'Uksed HTTP');
    const cases = everyExport(made);
    const answers = await Promise.all(
      cases.map(async (asked) => {
        const address = addressOf(served.url, made.id, asked);
        const withToken = await fetch(address, { headers: { authorization: `Bearer ${served.token}` } });
        const bytes = Buffer.from(await withToken.arrayBuffer());
        const without = await fetch(address);
        return { asked, status: withToken.status, type: withToken.headers.get('content-type'), bytes, without };
      }),
    );
    for (const { asked, status, type, bytes, without } of answers) {
      expect(status, `${asked.kind} as ${asked.format}`).toBe(200);
      expect(exportProblem(asked, bytes, type)).toBeNull();
      expect(without.status, `${asked.kind} as ${asked.format} without the token`).toBe(401);
    }
    // The bundle for the federation is named after the tournament, as every other export is.
    const zip = answers.find(({ asked }) => asked.format === 'zip')!;
    expect(zip.bytes.includes(Buffer.from('uksed-http-'))).toBe(true);
  });

  it('the command line: each written to its file, the website as a folder', async () => {
    const served = session.served;
    const made = await tournamentForEveryExport((operation, input) => call(served, operation, input), 'Uksed CLI');
    const folder = tempFolder();
    // Every document and format; a PDF for two documents only: the command line makes every PDF through the same
    // export as browser mode (above, every one), and each costs a Chromium of its own here — the command closes its
    // browser when it ends, as a process must.
    const cases = everyExport(made).filter(
      (asked) => asked.format !== 'pdf' || asked.kind === 'crosstable' || asked.kind === 'ratingReport',
    );
    for (const asked of cases) {
      const out = path.join(folder, `${asked.kind}-${asked.format}`);
      const run = await cli([
        '--db',
        session.db,
        'export',
        String(made.id),
        '--format',
        asked.format,
        '--kind',
        asked.kind,
        ...(asked.round ? ['--round', String(asked.round)] : []),
        ...(asked.gameId ? ['--game', String(asked.gameId)] : []),
        '--lang',
        'et',
        '--out',
        out,
      ]);
      expect(run.code, `${asked.kind} as ${asked.format}: ${run.stderr}`).toBe(0);
      if (asked.format === 'site') expect(fs.readdirSync(out)).toContain('index.html');
      else expect(exportProblem(asked, fs.readFileSync(out), null)).toBeNull();
    }
  });
});
