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

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_BAD_INPUT = 2;

const HELP = `Kabe Arbiter ${APP_VERSION} — the arbiter's desk for a draughts round robin

Usage: kabe-arbiter [--db FILE] <command> [options]

Commands:
  serve [--port N]          serve the app in a browser on 127.0.0.1 (prints the URL and the write token)
  players [--json]          list the player registry
  tournaments [--json]      list the tournaments
  call <operation> [JSON]   run one operation of the contract with a JSON input (output is JSON)
                            operations: ${OPERATION_NAMES.join(', ')}

Options:
  --db FILE     the database file (default: ${defaultDatabaseFile()})
  --json        machine-readable output
  -h, --help    this help
  -v, --version the version

Exit status: 0 done, 2 bad input (one line on stderr says what and where), 1 anything else.
`;

/** A problem with the command line itself: exit 2 with one line. */
class UsageError extends Error {}

interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

const defaultIo: Io = { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };

const OPTIONS = {
  db: { type: 'string' },
  port: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  version: { type: 'boolean', short: 'v' },
} satisfies ParseArgsConfig['options'];

export async function runCli(argv: string[], io: Io = defaultIo): Promise<number> {
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
    if (!command) {
      io.out(HELP);
      return EXIT_OK;
    }
    const dbFile = values.db ?? defaultDatabaseFile();
    switch (command) {
      case 'serve':
        return await serve(dbFile, parsePort(values.port), io);
      case 'players':
        return withService(dbFile, (service) => listPlayers(service, Boolean(values.json), io));
      case 'tournaments':
        return withService(dbFile, (service) => listTournaments(service, Boolean(values.json), io));
      case 'call':
        return withService(dbFile, (service) => call(service, rest, io));
      default:
        throw new UsageError(`unknown command "${command}"; see kabe-arbiter --help`);
    }
  } catch (error) {
    return report(error, io);
  }
}

function report(error: unknown, io: Io): number {
  if (error instanceof UsageError || error instanceof StoreRefusedError) {
    io.err(`kabe-arbiter: ${error.message}\n`);
    return EXIT_BAD_INPUT;
  }
  if (error instanceof ApiError) {
    io.err(`kabe-arbiter: ${error.message}\n`);
    return error.code === 'internal' ? EXIT_FAILURE : EXIT_BAD_INPUT;
  }
  if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('ERR_PARSE_ARGS')) {
    io.err(`kabe-arbiter: ${error.message}; see kabe-arbiter --help\n`);
    return EXIT_BAD_INPUT;
  }
  io.err(`kabe-arbiter: ${error instanceof Error ? error.message : String(error)}\n`);
  return EXIT_FAILURE;
}

function parsePort(text: string | undefined): number {
  if (text === undefined) return 0;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port must be a number from 0 to 65535, not "${text}"`);
  return port;
}

function withService(dbFile: string, use: (service: Service) => number): number {
  const store = open(dbFile, { migrationsFolder: migrationsFolder() });
  try {
    return use(createService(store));
  } finally {
    store.close();
  }
}

function listPlayers(service: Service, json: boolean, io: Io): number {
  const players = service.handlers.listPlayers({});
  if (json) io.out(`${JSON.stringify(players, null, 2)}\n`);
  else if (players.length === 0) io.out('The registry has no players yet.\n');
  else for (const p of players) io.out(`${String(p.id).padStart(4)}  ${p.name}  ${p.rank ?? '–'}  ${[p.club, p.city, p.birthYear].filter(Boolean).join(', ')}\n`);
  return EXIT_OK;
}

function listTournaments(service: Service, json: boolean, io: Io): number {
  const tournaments = service.handlers.listTournaments({});
  if (json) io.out(`${JSON.stringify(tournaments, null, 2)}\n`);
  else if (tournaments.length === 0) io.out('There are no tournaments yet.\n');
  else for (const t of tournaments) io.out(`${String(t.id).padStart(4)}  ${t.name}  ${t.variant}  ${t.startDate ?? ''}  ${t.participantCount} players\n`);
  return EXIT_OK;
}

function call(service: Service, args: string[], io: Io): number {
  const [operation, inputText] = args;
  if (!operation) throw new UsageError('call needs an operation name; see kabe-arbiter --help');
  let input: unknown = {};
  if (inputText !== undefined) {
    try {
      input = JSON.parse(inputText);
    } catch (error) {
      throw new UsageError(`the input of ${operation} is not JSON: ${(error as Error).message}`);
    }
  }
  io.out(`${JSON.stringify(service.dispatch(operation, input), null, 2)}\n`);
  return EXIT_OK;
}

async function serve(dbFile: string, port: number, io: Io): Promise<number> {
  const store: Store = open(dbFile, { migrationsFolder: migrationsFolder() });
  const server = await startServer({ service: createService(store), staticDir: rendererDistFolder(), port });
  io.out(`Kabe Arbiter ${APP_VERSION} in browser mode\n`);
  io.out(`Database: ${store.file}\n`);
  io.out(`Open: ${server.appUrl}\n`);
  io.out(`Write token: ${server.token}\n`);
  io.out('Press Ctrl+C to stop.\n');
  await new Promise<void>((resolve) => {
    const stop = () => resolve();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await server.close();
  store.close();
  return EXIT_OK;
}
