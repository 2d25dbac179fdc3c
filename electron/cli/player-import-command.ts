// `kabe-arbiter --db FILE players import LIST.csv|LIST.xlsx [--dry-run] [--skip-invalid] [--json]`: a club's or
// federation's player list into the registry. The file is read here (CSV in any encoding, or a workbook), the rows
// go to the contract's `importPlayers`, and what it found is told in the language asked for: which column was read
// as what, how many players are new or already registered, and every problem at its line and column.
import { ApiError, type FieldIssue } from '#api/errors';
import type { Language } from '#api/languages';
import { sayMessage } from '#api/messages';
import type { PlayerImportView } from '#api/views';
import { columnLetter, type ImportField } from '#formats/player-list';
import { catalogue, type Translate } from '#i18n/catalogue';
import { MAX_TABLE_BYTES, readTableBytes } from '#readers/door';
import type { Service } from '#service';
import { EXIT_BAD_INPUT, EXIT_OK, fileNeeded, languageOf, printJson, readBytes, type Io } from './io';

export interface PlayerImportOptions {
  'dry-run'?: boolean;
  'skip-invalid'?: boolean;
  json?: boolean;
  lang?: string;
}

function fieldWords(t: Translate, field: ImportField): string {
  return t(`players.importFields.${field}`);
}

/** What was read, in lines for a terminal. */
function report(view: PlayerImportView, t: Translate): string[] {
  const heading = (column: number) =>
    t('cli.playerImport.heading', { letter: columnLetter(column), heading: view.headings[column] ?? '' });
  const read = (Object.entries(view.columns) as [ImportField, number][])
    .sort(([, a], [, b]) => a - b)
    .map(([field, column]) => `${heading(column)} → ${fieldWords(t, field)}`);
  const lines = [t('cli.playerImport.columns', { columns: read.join('; ') })];
  if (view.unused.length > 0)
    lines.push(t('cli.playerImport.unused', { columns: view.unused.map((column) => heading(column)).join(', ') }));
  lines.push(t('cli.playerImport.counts', view.counts));
  for (const row of view.rows) {
    if (row.status === 'repeated') lines.push(t('cli.playerImport.repeated', { line: row.line, name: row.name }));
    if (row.status === 'namesake') lines.push(t('cli.playerImport.namesake', { line: row.line, name: row.name }));
    for (const problem of row.issues)
      lines.push(
        t('cli.playerImport.problem', {
          line: row.line,
          column: problem.column === null ? '–' : heading(problem.column),
          message: sayMessage(t, problem.key, problem.params),
        }),
      );
  }
  return lines;
}

export async function playersImportCommand(
  service: Service,
  args: string[],
  options: PlayerImportOptions,
  io: Io,
): Promise<number> {
  const lang: Language = languageOf(options.lang);
  const t = catalogue(lang);
  const file = args[0];
  if (!file)
    throw fileNeeded('players import', 'playerList', 'kabe-arbiter --db FILE players import <list.csv|list.xlsx>');
  const table = await readTableBytes(readBytes(file, MAX_TABLE_BYTES));
  const input = { source: file, rows: table.rows };
  const preview = service.call('importPlayers', input);
  if (options['dry-run']) {
    if (options.json) printJson(io, preview);
    else io.out([...report(preview, t), t('cli.playerImport.dryRun')].join('\n') + '\n');
    return EXIT_OK;
  }
  let stored: PlayerImportView;
  try {
    stored = service.call('importPlayers', { ...input, confirm: true, skipInvalid: Boolean(options['skip-invalid']) });
  } catch (error) {
    // Rows with problems and no --skip-invalid: the list of them, and nothing stored.
    if (error instanceof ApiError && error.issues[0]?.key === 'importHasInvalidRows') {
      const found = error.issues[0] as FieldIssue;
      io.err(
        [...report(preview, t), sayMessage(t, found.key, found.params), t('cli.playerImport.skipHint')].join('\n') +
          '\n',
      );
      return EXIT_BAD_INPUT;
    }
    throw error;
  }
  if (options.json) printJson(io, stored);
  else io.out([...report(stored, t), t('cli.playerImport.stored', { count: stored.stored ?? 0 })].join('\n') + '\n');
  return EXIT_OK;
}
