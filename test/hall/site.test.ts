// The tournament's website (`export ID --format site --out DIR`): a folder of the hall's pages in et, en and ru that
// opens from file:// — every link relative and to a file that is there, nothing from elsewhere, valid HTML — with the
// hall's privacy; and `kabe-arbiter hall` run as a user runs it: its address on the first line, GET only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { exportTournament } from '#electron/exports';
import { cli, projectRoot } from '../support/cli';
import { tempFolder } from '../support/store';
import { BIRTH_YEARS, NOTE, playedTournament, SEALED } from './support';

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(folder, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}

/** `kabe-arbiter --db FILE export ID --format site`, with the options given after it. */
const exportSite = (file: string, tournamentId: number, ...options: string[]) =>
  cli(['--db', file, 'export', String(tournamentId), '--format', 'site', ...options]);

describe('the tournament’s website', () => {
  it('is a folder of pages in three languages whose every link is relative and leads to a file of it', async () => {
    const { writer, tournament } = playedTournament();
    writer.store.close();
    const out = path.join(tempFolder(), 'veeb');
    const result = await exportSite(writer.store.file, tournament.id, '--out', out, '--lang', 'et');
    expect(result.code).toBe(0);
    const files = filesUnder(out);
    expect(result.stderr).toBe(
      `Veebileht kirjutatud kausta ${out} (${files.length} faili): ava index.html või kopeeri kaust veebiserverisse.\n`,
    );
    // Five rounds and six players in each language, the tournament page and the crosstable; the front page, style, script.
    expect(files).toHaveLength(3 + 3 * (1 + 1 + 5 + 6));
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        'hall.css',
        'hall.js',
        'et/index.html',
        'en/round-5.html',
        'ru/player-6.html',
      ]),
    );
    const validator = new HtmlValidate({ extends: ['html-validate:standard'] });
    for (const file of files.filter((f) => f.endsWith('.html'))) {
      const html = fs.readFileSync(path.join(out, file), 'utf8');
      for (const [, link] of html.matchAll(/(?:href|src|action)="([^"]*)"/g)) {
        expect(link, `${file}: ${link}`).not.toMatch(/^(\/|[a-z]+:)/i);
        const target = path.posix.join(path.posix.dirname(file), link!.split('?')[0]!);
        expect(files, `${file} → ${link}`).toContain(target);
      }
      for (const year of BIRTH_YEARS) expect(html, file).not.toContain(String(year));
      expect(html).not.toContain(NOTE);
      expect(html).not.toContain(SEALED);
      // No live stream on a website.
      expect(html).not.toContain('data-live');
      const report = await validator.validateString(html);
      expect(
        report.results.flatMap((r) => r.messages.map((m) => m.message)),
        file,
      ).toEqual([]);
    }
    const round = fs.readFileSync(path.join(out, 'ru', 'round-1.html'), 'utf8');
    expect(round).toContain('Тур 1');
    expect(round).toContain('Опубликовано');
  });

  it('says what is missing: the folder to write, a tournament not drawn', async () => {
    const { writer, tournament } = playedTournament();
    const undrawn = writer.call('createTournament', { name: 'Loosimata', variant: 'russian', ruleSet: 'ussr1953' });
    writer.store.close();
    const noOut = await exportSite(writer.store.file, tournament.id);
    expect(noOut.code).toBe(2);
    expect(noOut.stderr).toContain('--format site writes a folder of pages: give --out FOLDER');
    const out = path.join(tempFolder(), 'veeb');
    const notDrawn = await exportSite(writer.store.file, undrawn.id, '--out', out);
    expect(notDrawn.code).toBe(2);
    expect(fs.existsSync(out)).toBe(false);
  });
});

describe('the website from the screens: one .zip', () => {
  it('holds the same pages in one folder named as the file, as “Publish the website” saves it', async () => {
    const { writer, tournament } = playedTournament();
    const exported = await exportTournament(
      writer.service,
      { tournamentId: tournament.id, format: 'site', lang: 'et' },
      () => Promise.reject(new Error('no PDF here')),
    );
    expect(exported.fileName).toBe('tartu-lahtised-2026-veebileht.zip');
    expect(exported.contentType).toBe('application/zip');
    const files = unzipSync(new Uint8Array(exported.content as Buffer));
    const names = Object.keys(files).sort();
    expect(names).toContain('tartu-lahtised-2026-veebileht/index.html');
    expect(names).toContain('tartu-lahtised-2026-veebileht/ru/round-5.html');
    expect(names.every((name) => name.startsWith('tartu-lahtised-2026-veebileht/'))).toBe(true);
    expect(strFromU8(files['tartu-lahtised-2026-veebileht/en/index.html']!)).toContain('Jaan Tamm');
  });
});

describe('kabe-arbiter hall, as a user runs it', () => {
  it('prints its address first, serves the pages read-only, answers 405 to a POST, and stops on Ctrl+C', async () => {
    const { writer, tournament } = playedTournament();
    const child = spawn(
      process.execPath,
      [path.join(projectRoot, 'bin', 'kabe-arbiter.mjs'), '--db', writer.store.file, 'hall', '--lang', 'en'],
      {
        cwd: projectRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`hall did not start:\n${output}`)), 20_000);
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('\n')) {
            clearTimeout(timer);
            resolve(output.split('\n')[0]!);
          }
        });
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      const round = await fetch(`${url}t/${tournament.id}/round/1?lang=en`);
      expect(round.status).toBe(200);
      expect(await round.text()).toContain('Jaan Tamm');
      expect((await fetch(url, { method: 'POST' })).status).toBe(405);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(output).toContain('Only this computer can read these pages');
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      expect(await exited).toBe(0);
    }
  });
});
