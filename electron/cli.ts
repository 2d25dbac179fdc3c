// The command-line transport: automation, batch work and tests. Human-readable output by default, `--json` for
// programs. Exit 0 on success, 2 on bad input with one line on stderr (docs/architecture.md).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ApiError, errorMessageIn } from '#api/errors';
import { isLanguage, type Language } from '#api/languages';
import { isDatabaseCommand } from '#cli/database-command-names';
import type { DatabaseOptions } from '#cli/database-commands';
import { helpText } from '#cli/help';
import {
  EXIT_BAD_INPUT,
  EXIT_FAILURE,
  EXIT_OK,
  processIo,
  stopQuietlyOnClosedPipe,
  systemLanguage,
  usage,
  UsageError,
  type Io,
} from '#cli/io';
import { catalogue } from '#i18n/catalogue';
import { APP_VERSION } from './app-info';

export { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK };

const OPTIONS = {
  db: { type: 'string' },
  port: { type: 'string' },
  host: { type: 'string' },
  json: { type: 'boolean' },
  double: { type: 'boolean' },
  swap: { type: 'boolean' },
  ranks: { type: 'string' },
  games: { type: 'string' },
  counting: { type: 'string' },
  format: { type: 'string' },
  out: { type: 'string' },
  lang: { type: 'string' },
  kind: { type: 'string' },
  round: { type: 'string' },
  game: { type: 'string' },
  fen: { type: 'string' },
  move: { type: 'string' },
  variant: { type: 'string' },
  force: { type: 'boolean' },
  rank: { type: 'string' },
  club: { type: 'string' },
  city: { type: 'string' },
  'lapsing-by': { type: 'string' },
  undated: { type: 'boolean' },
  'dry-run': { type: 'boolean' },
  'skip-invalid': { type: 'boolean' },
  table: { type: 'string' },
  list: { type: 'string' },
  date: { type: 'string' },
  accept: { type: 'string' },
  'accept-names': { type: 'boolean' },
  'remove-ratings': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} satisfies ParseArgsConfig['options'];

export async function runCli(argv: string[], io: Io = processIo): Promise<number> {
  if (io === processIo) stopQuietlyOnClosedPipe();
  // Known before the arguments are read, so that a mistake among them is reported in the language asked for.
  const language: Language = languageAsked(argv);
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    if (values.help) {
      io.out(helpText(language));
      return EXIT_OK;
    }
    if (values.version) {
      io.out(`${APP_VERSION}\n`);
      return EXIT_OK;
    }
    const [command, ...rest] = positionals;
    switch (command) {
      case undefined:
        io.out(helpText(language));
        return EXIT_OK;
      // Each command's code is loaded when it is asked for: `pdn` does not start by loading the tournament file's
      // schemas, nor `perft` the crosstable's (docs/performance.md).
      case 'berger':
        return (await import('#cli/engine-commands')).bergerCommand(rest, values, io);
      case 'norms':
        return (await import('#cli/engine-commands')).normsCommand(values, io);
      case 'crosstable':
        return (await import('#cli/engine-commands')).crosstableCommand(rest, values, io);
      case 'matrix':
        return (await import('#cli/engine-commands')).matrixCommand(rest, values, io);
      case 'perft':
        return (await import('#cli/draughts-commands')).perftCommand(rest, values, io);
      case 'move-check':
        return (await import('#cli/draughts-commands')).moveCheckCommand(values, io);
      case 'claim':
        return (await import('#cli/draughts-commands')).claimCommand(rest, values, io);
      case 'pdn':
        return await (await import('#cli/pdn-command')).pdnCommand(rest, values, io);
      case 'openings':
        return (await import('#cli/openings-command')).openingsCommand(values, io);
      default:
        if (isDatabaseCommand(command)) {
          // SQLite, the service and the HTTP server are loaded only for the commands that use the database.
          const { runDatabaseCommand } = await import('#cli/database-commands');
          return await runDatabaseCommand(command, rest, values as DatabaseOptions, io);
        }
        throw usage('unknownCommand', { command });
    }
  } catch (error) {
    return report(error, io, language);
  }
}

/** The language `--lang L` or `--lang=L` asks for, if it is one; the system's otherwise (LC_ALL, LANG). */
function languageAsked(argv: string[]): Language {
  const at = argv.indexOf('--lang');
  const asked = at >= 0 ? argv[at + 1] : argv.find((arg) => arg.startsWith('--lang='))?.slice('--lang='.length);
  return isLanguage(asked) ? asked : systemLanguage();
}

/** One line on stderr; the service's messages in the language of `--lang`. */
function report(error: unknown, io: Io, language: Language): number {
  if (error instanceof UsageError) {
    io.err(`kabe-arbiter: ${error.sayIn(catalogue(language))}\n`);
    return EXIT_BAD_INPUT;
  }
  if (error instanceof ApiError) {
    io.err(`kabe-arbiter: ${language === 'en' ? error.message : errorMessageIn(error, catalogue(language))}\n`);
    return error.code === 'internal' ? EXIT_FAILURE : EXIT_BAD_INPUT;
  }
  if (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    error.code.startsWith('ERR_PARSE_ARGS')
  ) {
    // What Node's parser found, said in the user's language: an option nobody knows, a value that looks like an
    // option (--games -3: give it as --games=-3), a value missing, a switch given a value. Anything else in Node's
    // own words, with the pointer to the help.
    const said = parseProblem(error.message);
    io.err(`kabe-arbiter: ${said.sayIn(catalogue(language))}\n`);
    return EXIT_BAD_INPUT;
  }
  io.err(`kabe-arbiter: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT_FAILURE;
}

/** Node's argument parser's refusal as a usage message of ours. */
function parseProblem(message: string): UsageError {
  const option = (pattern: RegExp) => pattern.exec(message)?.[1];
  const unknown = option(/^Unknown option '([^']+)'/);
  if (unknown) return usage('unknownOption', { option: unknown });
  const ambiguous = option(/^Option '([^' ]+)' argument is ambiguous/);
  if (ambiguous) return usage('optionValueLikeOption', { option: ambiguous });
  const missing = option(/^Option '([^' ]+)[^']*' argument missing/);
  if (missing) return usage('optionValueMissing', { option: missing });
  const switched = option(/^Option '([^' ]+)' does not take an argument/);
  if (switched) return usage('optionTakesNoValue', { option: switched });
  return usage('seeHelp', { problem: message.split('\n')[0]!.replace(/\.$/, '') });
}
