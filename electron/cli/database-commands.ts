// The commands that open the database: loaded by the CLI only when one of them runs, so that the rules engine's
// commands start without SQLite, the service or the HTTP server.
import type { Language } from '#api/languages';
import { BackupError } from '#db/backup';
import { open, StoreRefusedError, type Store } from '#db/open';
import { APP_VERSION, migrationsFolder } from '#electron/app-info';
import { startServing } from '#electron/serve-memory';
import { defaultDatabaseFile } from '#electron/store-location';
import { catalogue } from '#i18n/catalogue';
import { createService, type Service } from '#service';
import type { DatabaseCommand } from './database-command-names';
import { gamesCommand, type GamesOptions } from './games-command';
import { hallCommand } from './hall-command';
import { EXIT_OK, languageOf, usage, UsageError, wholeNumber, type Io } from './io';
import { playersImportCommand, type PlayerImportOptions } from './player-import-command';
import { ratingsCommand, type RatingsOptions } from './ratings-command';
import { playerCommand, rankListCommand, type RegisterOptions } from './register-commands';
import {
  backupCommand,
  callCommand,
  exportCommand,
  importCommand,
  playersCommand,
  tournamentsCommand,
  type ExportOptions,
} from './store-commands';

export interface DatabaseOptions
  extends RegisterOptions, ExportOptions, PlayerImportOptions, GamesOptions, RatingsOptions {
  db?: string;
  port?: string;
  json?: boolean;
  force?: boolean;
}

export async function runDatabaseCommand(
  command: DatabaseCommand,
  args: string[],
  options: DatabaseOptions,
  io: Io,
): Promise<number> {
  const json = Boolean(options.json);
  try {
    switch (command) {
      case 'serve':
        return await serve(
          options.db,
          options.port === undefined ? undefined : wholeNumber(options.port, '--port', 0, 65535),
          languageOf(options.lang),
          io,
        );
      case 'hall':
        return await hallCommand(options, io);
      case 'games':
        return withService(options.db, (service) => gamesCommand(service, args, options, io));
      case 'players':
        if (args[0] === 'import')
          return await withServiceAsync(options.db, (service) =>
            playersImportCommand(service, args.slice(1), options, io),
          );
        return withService(options.db, (service) => playersCommand(service, json, options.lang, io));
      case 'tournaments':
        return withService(options.db, (service) => tournamentsCommand(service, json, options.lang, io));
      case 'call':
        return withService(options.db, (service) => callCommand(service, args, io));
      case 'import':
        return withService(options.db, (service) =>
          importCommand(service, args, { json, force: Boolean(options.force), lang: options.lang }, io),
        );
      case 'backup':
        return await withServiceAsync(options.db, (service) => backupCommand(service, args, options, io));
      case 'export':
        return await withServiceAsync(options.db, (service) => exportCommand(service, args, options, io));
      case 'player':
        return await withServiceAsync(options.db, (service) => playerCommand(service, args, options, io));
      case 'rank-list':
        return await withServiceAsync(options.db, (service) => rankListCommand(service, options, io));
      case 'ratings':
        return await withServiceAsync(options.db, (service) => ratingsCommand(service, args, options, io));
    }
  } catch (error) {
    // A refused file or backup is bad input: one line, exit 2.
    if (error instanceof StoreRefusedError || error instanceof BackupError)
      throw new UsageError(error.sayIn(catalogue(languageOf(options.lang))));
    throw error;
  }
}

/** The file --db names (its folder must exist), or the app's own, whose folder is made on first use. */
function openDatabase(given: string | undefined): Store {
  return open(given ?? defaultDatabaseFile(), {
    migrationsFolder: migrationsFolder(),
    createFolder: given === undefined,
  });
}

function withService(dbFile: string | undefined, use: (service: Service) => number): number {
  const store = openDatabase(dbFile);
  try {
    return use(createService(store));
  } finally {
    store.close();
  }
}

async function withServiceAsync(
  dbFile: string | undefined,
  use: (service: Service) => Promise<number>,
): Promise<number> {
  const store = openDatabase(dbFile);
  try {
    return await use(createService(store));
  } finally {
    store.close();
  }
}

/** Browser mode until Ctrl+C: on the port asked for, else on the one this file was served on last (with the same
 * write token, so that an open tab goes on working), else on any free one (electron/serve-memory.ts). */
async function serve(dbFile: string | undefined, port: number | undefined, lang: Language, io: Io): Promise<number> {
  const t = catalogue(lang);
  let started: Awaited<ReturnType<typeof startServing>>;
  try {
    started = await startServing(dbFile ?? defaultDatabaseFile(), { port, createFolder: dbFile === undefined });
  } catch (error) {
    // The port asked for is the arbiter's word: taken, it is refused.
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw usage('portTaken', { port: port ?? 0 });
    throw error;
  }
  const { mode, movedFrom } = started;
  if (movedFrom !== null) io.err(`${t('cli.serve.portTaken', { port: movedFrom, now: mode.server.port })}\n`);
  const { store, server, integrity, stop } = mode;
  void integrity.then((report) => {
    if (!report.ok) io.err(`${t('cli.serve.damaged', { file: store.file, problems: report.problems.join('; ') })}\n`);
  });
  io.out(`${t('cli.serve.started', { version: APP_VERSION })}\n`);
  io.out(`${t('cli.serve.database', { file: store.file })}\n`);
  io.out(`Open: ${server.appUrl}\n`);
  io.out(`Write token: ${server.token}\n`);
  io.out(`${t('cli.serve.stopHint')}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  await stop();
  return EXIT_OK;
}
