// `kabe-arbiter --help` in the language of `--lang`: the commands and options as typed (the same in every language),
// each with its description from the catalogue (`cli.help.…`), wrapped beside them in a column.
import type { Language } from '#api/languages';
import { OPERATION_NAMES } from '#api/operations';
import { APP_VERSION } from '#electron/app-info';
import { defaultDatabaseFile } from '#electron/store-location';
import { catalogue } from '#i18n/catalogue';
import { systemLanguage } from './io';

/** What is typed, and the catalogue key of what it does. */
type Entry = readonly [typed: string, described: string];

const ENGINE: Entry[] = [
  ['berger <n> [--double] [--swap]', 'berger'],
  ['norms --ranks I,II,… --games <g>', 'norms'],
  ['crosstable <tournament.json>', 'crosstable'],
  ['matrix <crosstable.csv> [--double]', 'matrix'],
  ['perft <russian|international> <depth> [--fen F]', 'perft'],
  ['move-check --variant V --fen F --move M', 'moveCheck'],
  ['claim --variant V <game.pdn>', 'claim'],
  ['pdn <games.pdn> [--variant russian|international] [--json]', 'pdn'],
  ['openings [--table ID|FILE] [--json]', 'openings'],
];

const DATABASE: Entry[] = [
  ['serve [--port N]', 'serve'],
  ['hall [--port N] [--host 127.0.0.1|0.0.0.0]', 'hall'],
  ['players | tournaments', 'lists'],
  ['players import <list.csv|list.xlsx> [--dry-run] [--skip-invalid] [--json]', 'playersImport'],
  ['import <tournament.json> [--force]', 'import'],
  ['backup <file> [--force]', 'backup'],
  [
    'export <id> --format json|csv|xlsx|html|pdf|site|pdn|zip [--out FILE|FOLDER] [--lang et|en|ru] [--kind crosstable|norms|participants|schedule|pairings|envelope|scoreSheet|ratingReport] [--round N] [--game ID]',
    'export',
  ],
  ['player <id> [--json] [--format html|pdf --out FILE]', 'player'],
  [
    'rank-list [--rank R] [--club C] [--city C] [--lapsing-by YYYY-MM-DD] [--undated] [--json] [--format csv|xlsx|html|pdf]',
    'rankList',
  ],
  [
    'ratings import <V261001.DRA|list.csv|list.xlsx> [--list fmjd100|fmjd64|national] [--date YYYY-MM-DD] [--accept LINE=ID,…] [--accept-names] [--remove-ratings] [--dry-run] [--json]',
    'ratingsImport',
  ],
  ['games import <id> <games.pdn> [--force] [--dry-run] [--json]', 'gamesImport'],
  ['games export <id> [--out games.pdn]', 'gamesExport'],
  ['call <operation> [JSON]', 'call'],
];

const OPTIONS: Entry[] = [
  ['--db FILE', 'optDb'],
  ['--json', 'optJson'],
  ['--lang L', 'optLang'],
  ['-h, --help', 'optHelp'],
  ['-v, --version', 'optVersion'],
];

const WIDTH = 118;
const COLUMN = 42;

/** `text` in lines of at most `width` characters, broken between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** One entry: what is typed on the left (on lines of its own when long), what it does in the column beside it. */
function entryLines([typed, said]: Entry, indent: number): string[] {
  const left = ' '.repeat(indent);
  const described = wrap(said, WIDTH - COLUMN);
  // A long command goes on over lines of its own, indented under its name.
  const typedLines = wrap(typed, WIDTH - indent - 7).map(
    (line, index) => `${left}${index > 0 ? ' '.repeat(7) : ''}${line}`,
  );
  const last = typedLines[typedLines.length - 1]!;
  const pad = ' '.repeat(COLUMN);
  if (last.length < COLUMN - 1) {
    typedLines[typedLines.length - 1] = `${last.padEnd(COLUMN)}${described[0]}`;
    return [...typedLines, ...described.slice(1).map((line) => `${pad}${line}`)];
  }
  return [...typedLines, ...described.map((line) => `${pad}${line}`)];
}

export function helpText(language: Language): string {
  const t = catalogue(language);
  const say = (key: string, params?: Record<string, string>) => t(`cli.help.${key}`, params);
  const section = (entries: Entry[], indent: number, params: Record<string, string> = {}) =>
    entries.flatMap(([typed, key]) => entryLines([typed, say(key, params)], indent));
  const params = { operations: OPERATION_NAMES.join(', '), file: defaultDatabaseFile(), current: systemLanguage() };
  return [
    `Kabe Arbiter ${APP_VERSION} — ${say('tagline')}`,
    '',
    `${say('usage')}: ${say('synopsis')}`,
    '',
    say('engine'),
    ...section(ENGINE, 2),
    '',
    say('database'),
    ...section(DATABASE, 2, params),
    '',
    say('options'),
    ...section(OPTIONS, 2, params),
    '',
    say('exit'),
    say('formats'),
    '',
  ].join('\n');
}
