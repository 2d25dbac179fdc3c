// The command-line transport: automation, batch work and tests. Human-readable output by default, `--json` for
// programs. Exit 0 on success, 2 on bad input with one line on stderr (docs/architecture.md).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ApiError, errorMessageIn } from './api/errors';
import { isLanguage, type Language } from './api/languages';
import { catalogue } from './i18n/catalogue';
import { OPERATION_NAMES } from './api/contract';
import { defaultDatabaseFile } from './store-location';
import { APP_VERSION } from './app-info';
import {
  EXIT_BAD_INPUT,
  EXIT_FAILURE,
  EXIT_OK,
  processIo,
  stopQuietlyOnClosedPipe,
  UsageError,
  type Io,
} from './cli/io';
import { bergerCommand, crosstableCommand, matrixCommand, normsCommand } from './cli/engine-commands';
import { claimCommand, moveCheckCommand, perftCommand } from './cli/draughts-commands';
import type { DatabaseOptions } from './cli/database-commands';

export { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK };

const HELP = `Kabe Arbiter ${APP_VERSION} — the arbiter's desk for a draughts round robin

Usage: kabe-arbiter [--db FILE] <command> [options]

The rules engine (no database needed):
  berger <n> [--double] [--swap]          the round-robin table for n players (3–20); --swap: FIDE's swap of the
                                          last two rounds of the first cycle
  norms --ranks I,II,… --games <g>        coefficient and rank norms (1953 tables); --counting M=0,CM=0,unranked=6
  crosstable <tournament.json>            crosstable, standings, tiebreaks and norms of a tournament file
  matrix <crosstable.csv> [--double]      check a crosstable typed from paper and compute its standings and norms
  perft <russian|international> <depth> [--fen F]
                                          count move sequences (checks the move generator)
  move-check --variant V --fen F --move M is a written (sealed) move legal, and how it reads (§36)
  claim --variant V <game.pdn>            the draw claims a game record supports (§16, §31), at which move

The database (--db FILE):
  serve [--port N]                        the app in a browser on 127.0.0.1 (prints the URL and the write token)
  players | tournaments                   list the player registry or the tournaments
  import <tournament.json> [--force]      store a tournament file; prints its id (--force: even when the same
                                          tournament is already stored)
  backup <file> [--force]                 a copy of the whole database, made while the app may run
  export <id> --format json|csv|html|pdf [--out FILE] [--lang et|en|ru]
         [--kind crosstable|norms|participants|schedule|pairings|envelope] [--round N] [--game ID]
                                          json: the tournament file; csv: the crosstable; html, pdf: a printout
  player <id> [--json] [--format html|pdf --out FILE]
                                          a player's card: rank, its history and three years, tournaments, matches
  rank-list [--rank R] [--club C] [--city C] [--lapsing-by YYYY-MM-DD] [--json] [--format csv|html|pdf]
                                          the rank list by rank, with the evidence of each rank's last keeping
  call <operation> [JSON]                 run one operation of the contract with a JSON input
                                          (${OPERATION_NAMES.join(', ')})

Options:
  --db FILE     the database file (default: ${defaultDatabaseFile()})
  --json        machine-readable output
  --lang L      et, en (default) or ru: what a command writes for people (tables, norms, verdicts),
                printouts, exports and the error messages
  -h, --help    this help
  -v, --version the version

Exit status: 0 done, 2 bad input (one line on stderr says what and where), 1 anything else.
Formats: docs/tournament-file.md (tournament files), docs/cli.md (every command).
`;

const OPTIONS = {
  db: { type: 'string' },
  port: { type: 'string' },
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
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} satisfies ParseArgsConfig['options'];

export async function runCli(argv: string[], io: Io = processIo): Promise<number> {
  if (io === processIo) stopQuietlyOnClosedPipe();
  let language: Language = 'en';
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    if (isLanguage(values.lang)) language = values.lang;
    if (values.help) {
      io.out(HELP);
      return EXIT_OK;
    }
    if (values.version) {
      io.out(`${APP_VERSION}\n`);
      return EXIT_OK;
    }
    const [command, ...rest] = positionals;
    switch (command) {
      case undefined:
        io.out(HELP);
        return EXIT_OK;
      case 'berger':
        return bergerCommand(rest, values, io);
      case 'norms':
        return normsCommand(values, io);
      case 'crosstable':
        return crosstableCommand(rest, values, io);
      case 'matrix':
        return matrixCommand(rest, values, io);
      case 'perft':
        return perftCommand(rest, values, io);
      case 'move-check':
        return moveCheckCommand(values, io);
      case 'claim':
        return claimCommand(rest, values, io);
      default:
        if (isDatabaseCommand(command)) {
          // SQLite, the service and the HTTP server are loaded only for the commands that use the database.
          const { runDatabaseCommand } = await import('./cli/database-commands');
          return await runDatabaseCommand(command, rest, values as DatabaseOptions, io);
        }
        throw new UsageError(`unknown command "${command}"; see kabe-arbiter --help`);
    }
  } catch (error) {
    return report(error, io, language);
  }
}

/** One line on stderr; the service's messages in the language of `--lang`. */
function report(error: unknown, io: Io, language: Language): number {
  if (error instanceof UsageError) {
    io.err(`kabe-arbiter: ${error.message}\n`);
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
    io.err(`kabe-arbiter: ${error.message.split('\n')[0]}; see kabe-arbiter --help\n`);
    return EXIT_BAD_INPUT;
  }
  io.err(`kabe-arbiter: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT_FAILURE;
}

/** The commands that open the database (the rest compute from their arguments alone). */
const DATABASE_COMMANDS = [
  'serve',
  'players',
  'tournaments',
  'call',
  'import',
  'backup',
  'export',
  'player',
  'rank-list',
] as const;
export type DatabaseCommand = (typeof DATABASE_COMMANDS)[number];

function isDatabaseCommand(command: string): command is DatabaseCommand {
  return (DATABASE_COMMANDS as readonly string[]).includes(command);
}
