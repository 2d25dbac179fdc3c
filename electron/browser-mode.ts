// Browser mode as a whole: the database opened (refused with a message if it is not ours, damaged or newer), the
// service on it, the HTTP server for the page, and the full check of the file running beside them — what
// `kabe-arbiter serve` and `npm start` without Electron run, and what the e2e suite drives.
import { checkIntegrityInBackground, type IntegrityReport } from '#db/integrity';
import { open, type Store } from '#db/open';
import { createService, type Service } from '#service';
import { migrationsFolder, rendererDistFolder } from './app-info';
import { hallControl } from './hall-control';
import { startServer, type RunningServer, type ServeOptions } from './serve';

export interface BrowserMode {
  store: Store;
  service: Service;
  server: RunningServer;
  /** Resolves when the full check of the file has run and the page can show what it found. */
  integrity: Promise<IntegrityReport>;
  /** Stops the server and closes the database. */
  stop(): Promise<void>;
}

export interface BrowserModeOptions extends Pick<ServeOptions, 'port' | 'renderPdf' | 'token'> {
  /** The file is the app's own in the user-data folder, whose folder is made on first use. */
  createFolder?: boolean;
  /** The port the hall asks for first (tests: 0, any free one). */
  hallPort?: number;
}

export async function startBrowserMode(file: string, options: BrowserModeOptions = {}): Promise<BrowserMode> {
  const store = open(file, { migrationsFolder: migrationsFolder(), createFolder: options.createFolder ?? false });
  // The hall reads the same file on a connection of its own; its address goes on the printed pairings.
  const hall = hallControl(store.file, {
    migrationsFolder: migrationsFolder(),
    ...(options.hallPort !== undefined ? { port: options.hallPort } : {}),
  });
  const service = createService(store, undefined, { hallAddress: () => hall.address() });
  let server: RunningServer;
  try {
    server = await startServer({ ...options, service, hall, staticDir: rendererDistFolder() });
  } catch (error) {
    store.close();
    throw error;
  }
  // The full check of the file runs beside the server; the page shows what it finds.
  const integrity = checkIntegrityInBackground(store.file).then((report) => {
    service.reportIntegrity(report);
    return report;
  });
  return {
    store,
    service,
    server,
    integrity,
    stop: async () => {
      await server.close();
      await hall.stop();
      store.close();
    },
  };
}
