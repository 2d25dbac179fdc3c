// `kabe-arbiter --db FILE hall [--port N] [--host ADDR]`: the hall until Ctrl+C. Its address is the first line on
// stdout, so that a script (or the arbiter) can take it; the database is opened read-only (electron/hall/server.ts).
import net from 'node:net';
import { openReadOnly } from '#db/open';
import { APP_VERSION, migrationsFolder } from '#electron/app-info';
import { defaultDatabaseFile } from '#electron/store-location';
import { startHall } from '#hall/server';
import { catalogue } from '#i18n/catalogue';
import { createService } from '#service';
import { EXIT_OK, languageOf, usage, wholeNumber, type Io } from './io';

export interface HallOptions {
  db?: string;
  port?: string;
  host?: string;
  lang?: string;
}

export async function hallCommand(options: HallOptions, io: Io): Promise<number> {
  const language = languageOf(options.lang);
  const t = catalogue(language);
  const host = options.host ?? '127.0.0.1';
  if (net.isIP(host) === 0) throw usage('hostInvalid', { host });
  const port = options.port === undefined ? 0 : wholeNumber(options.port, '--port', 0, 65535);
  const store = openReadOnly(options.db ?? defaultDatabaseFile(), { migrationsFolder: migrationsFolder() });
  let hall;
  try {
    // --lang is the hall's too: its pages speak it unless an address asks for another (without it, each browser's).
    hall = await startHall({
      store,
      service: createService(store),
      host,
      port,
      ...(options.lang === undefined ? {} : { language }),
    });
  } catch (error) {
    store.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') throw usage('portTaken', { port });
    if ((error as NodeJS.ErrnoException).code === 'EADDRNOTAVAIL') throw usage('hostInvalid', { host });
    throw error;
  }
  io.out(`${hall.url}\n`);
  io.out(`${t('cli.hall.started', { version: APP_VERSION })}\n`);
  io.out(`${t('cli.serve.database', { file: store.file })}\n`);
  io.out(`${t(host === '127.0.0.1' || host === '::1' ? 'cli.hall.local' : 'cli.hall.network')}\n`);
  io.out(`${t('cli.serve.stopHint')}\n`);
  await new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });
  await hall.close();
  store.close();
  return EXIT_OK;
}
