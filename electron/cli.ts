// The command-line transport: automation, batch work and tests. Human-readable output by default, `--json` for
// programs. Exit 0 on success, 2 on bad input with one line on stderr (DESIGN.md, contracts).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { ApiError } from './api/errors';
import { OPERATION_NAMES } from './api/contract';
import { open, StoreRefusedError, type Store } from '../db/open';
import { createService, type Service } from './service';
import { startServer } from './serve';
import { defaultDatabaseFile } from './store-location';
import { APP_VERSION, migrationsFolder, rendererDistFolder } from './app-info';
import { EXIT_BAD_INPUT, EXIT_FAILURE, EXIT_OK, processIo, stopQuietlyOnClosedPipe, UsageError, wholeNumber, type Io } from './cli/io';
import { bergerCommand, crosstableCommand, matrixCommand, normsCommand } from './cli/engine-commands';
import { claimCommand, moveCheckCommand, perftCommand } from './cli/draughts-commands';
import { backupCommand, callCommand, exportCommand, importCommand, playersCommand, tournamentsCommand } from './cli/store-commands';
import { BackupError } from '../db/backup';

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
  import <tournament.json>                store a tournament file; prints its id
  backup <file> [--force]                 a copy of the whole database, made while the app may run
  export <id> --format json|csv|html|pdf [--out FILE] [--lang et|en|ru]
         [--kind crosstable|norms|participants|schedule|pairings|envelope] [--round N] [--game ID]
                                          json: the tournament file; csv: the crosstable; html, pdf: a printout
  call <operation> [JSON]                 run one operation of the contract with a JSON input
                                          (${OPERATION_NAMES.join(', ')})

Options:
  --db FILE     the database file (default: ${defaultDatabaseFile()})
  --json        machine-readable output
  --lang L      the language of printouts, exports and the rules engine's answers: et, en (default) or ru
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
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} satisfies ParseArgsConfig['options'];

export async function runCli(argv: string[], io: Io = processIo): Promise<number> {
  if (io === processIo) stopQuietlyOnClosedPipe();
  try {
    const { values, positionals } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    if (values.help) {
      io.out(HELP);
      return EXIT_OK;
    }
    if (values.version) {
      io.out(`${APP_VERSION}\n`);
      return EXIT_OK;
    }
    const [command, ...rest] = positionals;
    const json = Boolean(values.json);
    const dbFile = values.db;
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
      case 'serve':
        return await serve(dbFile, values.port === undefined ? 0 : wholeNumber(values.port, '--port', 0, 65535), io);
      case 'players':
        return withService(dbFile, (service) => playersCommand(service, json, io));
      case 'tournaments':
        return withService(dbFile, (service) => tournamentsCommand(service, json, io));
      case 'call':
        return withService(dbFile, (service) => callCommand(service, rest, io));
      case 'import':
        return withService(dbFile, (service) => importCommand(service, rest, json, io));
      case 'backup':
        return await withServiceAsync(dbFile, (service) => backupCommand(service, rest, Boolean(values.force), io));
      case 'export':
        return await withServiceAsync(dbFile, (service) => exportCommand(service, rest, values, io));
      default:
        throw new UsageError(`unknown command "${command}"; see kabe-arbiter --help`);
    }
  } catch (error) {
    return report(error, io);
  }
}

function report(error: unknown, io: Io): number {
  if (error instanceof UsageError || error instanceof StoreRefusedError || error instanceof BackupError) {
    io.err(`kabe-arbiter: ${error.message}\n`);
    return EXIT_BAD_INPUT;
  }
  if (error instanceof ApiError) {
    io.err(`kabe-arbiter: ${error.message}\n`);
    return error.code === 'internal' ? EXIT_FAILURE : EXIT_BAD_INPUT;
  }
  if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS')) {
    io.err(`kabe-arbiter: ${error.message.split('\n')[0]}; see kabe-arbiter --help\n`);
    return EXIT_BAD_INPUT;
  }
  io.err(`kabe-arbiter: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT_FAILURE;
}

/** The file --db names (its folder must exist), or the app's own, whose folder is made on first use. */
function openDatabase(given: string | undefined): Store {
  return open(given ?? defaultDatabaseFile(), { migrationsFolder: migrationsFolder(), createFolder: given === undefined });
}

function withService(dbFile: string | undefined, use: (service: Service) => number): number {
  const store = openDatabase(dbFile);
  try {
    return use(createService(store));
  } finally {
    store.close();
  }
}

async function withServiceAsync(dbFile: string | undefined, use: (service: Service) => Promise<number>): Promise<number> {
  const store = openDatabase(dbFile);
  try {
    return await use(createService(store));
  } finally {
    store.close();
  }
}

async function serve(dbFile: string | undefined, port: number, io: Io): Promise<number> {
  const store: Store = openDatabase(dbFile);
  const server = await startServer({ service: createService(store), staticDir: rendererDistFolder(), port });
  io.out(`Kabe Arbiter ${APP_VERSION} in browser mode\n`);
  io.out(`Database: ${store.file}\n`);
  io.out(`Open: ${server.appUrl}\n`);
  io.out(`Write token: ${server.token}\n`);
  io.out('Press Ctrl+C to stop.\n');
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  await server.close();
  store.close();
  return EXIT_OK;
}
