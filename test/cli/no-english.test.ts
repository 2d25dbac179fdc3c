// Everything the app can refuse with — the contract's messages, the rules engine's phrases, the command line's
// usage messages, the store's and the backup's refusals — reads in Russian and in Estonian without an English word:
// every text of those catalogue sections, and the command line's own errors as a user meets them with --lang.
// Notation, option names (--force), PDN's tag names in brackets ([Round]), file names and the app's name aside.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '#i18n/catalogue';
import et from '#i18n/et.json';
import ru from '#i18n/ru.json';
import { cli } from '../support/cli';
import { tempFolder } from '../support/store';

/** Words of English sentences; none of them is a word of Estonian or Russian ("must", Estonian for black, is not
 * among them). */
const ENGLISH =
  /(?<!\p{L})(the|is|are|not|and|of|to|cannot|this|that|with|for|was|has|have|already|nothing|written|changed|choose|enter|file|folder|player|round|game|move|field|only|should|there|which|when|exists|database)(?!\p{L})/iu;

/** The texts of a catalogue section, with every placeholder filled by a neutral value. */
function texts(tree: object, prefix: string): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? texts(value, `${prefix}.${key}`)
      : [[`${prefix}.${key}`, String(value).replace(/\{\{[^}]+\}\}/g, '7')] as [string, string]],
  );
}

const SECTIONS = ['errors', 'phrases', 'storeRefused', 'playerImport', 'matrix', 'ratingsImport'] as const;

describe('no English in a Russian or Estonian refusal', () => {
  for (const [lang, tree] of [
    ['et', et],
    ['ru', ru],
  ] as const) {
    it(`${lang}: every message, phrase and refusal of the catalogue`, () => {
      const found = [
        ...SECTIONS.flatMap((section) => texts((tree as Record<string, object>)[section]!, section)),
        ...texts(tree.cli.usage, 'cli.usage'),
        ...texts(tree.cli.playerImport, 'cli.playerImport'),
        ...texts(tree.cli.ratings, 'cli.ratings'),
      ].filter(([, text]) => ENGLISH.test(text.replace(/--[\w-]+/g, '').replace(/\[[A-Za-z]+\]/g, '')));
      expect(found).toEqual([]);
    });
  }

  it('the command line’s errors as met, in Russian and Estonian', async () => {
    const folder = tempFolder();
    const db = path.join(folder, 'arbiter.sqlite');
    const pdn = path.join(folder, 'bad.pdn');
    fs.writeFileSync(pdn, '1. c3-d4 f6-e5 2. d4-e6');
    // A paper crosstable with every fault a row can have, and one too short to be a round robin.
    const paper = path.join(folder, 'paper.csv');
    fs.writeFileSync(paper, '1,Tamm,GM,x,1,1\n3,,II,1,y,½,0\n3,Mänd,,0,11,7\n');
    const short = path.join(folder, 'short.csv');
    fs.writeFileSync(short, '1,Tamm,I,x,1\n2,Kask,II,0,x\n');
    await cli(['--db', db, 'players']);
    const cases = [
      ['--db', path.join(folder, 'no-such-folder', 'x.sqlite'), 'players'],
      ['--db', db, 'export', '1', '--format', 'docx'],
      ['--db', db, 'export', '99'],
      ['--db', db, 'backup', db],
      ['--db', db, 'call', 'createPlayer', '{"rank":"VI"}'],
      ['--db', db, 'call', 'noSuchOperation', '{}'],
      ['--db', db, 'players', 'import', path.join(folder, 'missing.csv')],
      ['--db', db, 'players', 'import', folder],
      ['--db', db, 'rank-list', '--format', 'csv', '--out', path.join(folder, 'no-such-folder', 'list.csv')],
      ['--db', db, 'rank-list', '--format', 'csv', '--out', folder],
      ['--db', db, 'rank-list', '--lapsing-by', '2024-13-01'],
      ['claim', '--variant', 'russian', pdn],
      ['berger', 'x'],
      ['matrix', paper],
      ['matrix', short],
      ['matrix', new URL('../fixtures/paper-disagreeing.csv', import.meta.url).pathname],
      ['--frobnicate'],
    ];
    for (const lang of ['ru', 'et'] as const)
      for (const args of cases) {
        const result = await cli([...args, '--lang', lang]);
        expect(result.code, args.join(' ')).toBe(2);
        // File paths and option names are the user's own words.
        const said = result.stderr
          .replace(/^kabe-arbiter: /, '')
          .replace(/\S*\/\S*/g, '')
          .replace(/--[\w-]+/g, '');
        expect(said, `${lang}: ${args.join(' ')}`).not.toMatch(ENGLISH);
        expect(said.trim(), args.join(' ')).not.toBe('');
      }
    // A PDF asked for where no Chromium is found.
    const { id } = JSON.parse((await cli(['--db', db, 'import', 'test/fixtures/tartu-6.json', '--json'])).stdout);
    const chromium = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = path.join(folder, 'no-chromium');
    try {
      for (const lang of ['ru', 'et'] as const) {
        const pdf = await cli(['--db', db, 'export', String(id), '--format', 'pdf', '--out', pdn, '--lang', lang]);
        expect(pdf.code).toBe(2);
        expect(pdf.stderr.replace(/\S*\/\S*/g, '').replace(/[A-Z_]{4,}/g, ''), lang).not.toMatch(ENGLISH);
      }
    } finally {
      if (chromium === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = chromium;
    }
    // The English is still there for --lang en.
    expect((await cli(['--db', db, 'export', '99', '--lang', 'en'])).stderr).toContain('There is no tournament 99.');
    expect(catalogue('en')('storeRefused.noFolder', { folder: 'X' })).toContain('does not exist');
  });
});
