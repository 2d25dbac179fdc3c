// The Electron main process: owns the store, opens the window, and answers the contract over IPC.
// Everything of substance lives in the service; this file wires it to Electron and locks the window down.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { app, BrowserWindow, dialog, ipcMain, session } from 'electron';
import { answer, answerLater, refused } from '#api/answer';
import { refusal } from '#api/errors';
import { parseExportRequest, parseRegisterExportRequest } from '#api/parse';
import { BackupError } from '#db/backup';
import { checkIntegrityInBackground } from '#db/integrity';
import { open, type Store } from '#db/open';
import { readTableBytes } from '#readers/door';
import { createService } from '#service';
import { backupFileName } from '#service/backups';
import { CHANNELS } from '#shell/ipc-channel';
import { isTrustedSender } from '#shell/sender-check';
import { windowOptions } from '#shell/window-options';
import { exportRegister, exportTournament, isRegisterRequest } from './exports';
import { hallControl } from './hall-control';
import { DATABASE_FILE_NAME } from './store-location';

const appRoot = app.getAppPath();
const rendererIndex = path.join(appRoot, 'dist', 'renderer', 'index.html');
const rendererIndexUrl = pathToFileURL(rendererIndex).href;

/** The file --db names, else the app's own in the user-data folder (made on first use; a named folder never is). */
function databaseFileFromArgs(argv: string[]): { file: string; createFolder: boolean } {
  const flag = argv.indexOf('--db');
  const given = flag >= 0 ? argv[flag + 1] : undefined;
  return given
    ? { file: path.resolve(given), createFolder: false }
    : { file: path.join(app.getPath('userData'), DATABASE_FILE_NAME), createFolder: true };
}

/** better-sqlite3 built for Electron's ABI, when there (a package, or after scripts/electron-native.mjs). */
function nativeBinding(): { nativeBinding?: string } {
  const built = path
    .join(appRoot, '.electron-native', 'better_sqlite3.node')
    .replace(`app.asar${path.sep}`, `app.asar.unpacked${path.sep}`);
  return fs.existsSync(built) ? { nativeBinding: built } : {};
}

function openStore(): Store {
  // better-sqlite3 for Electron's ABI is kept apart from the Node build that tests and the CLI use
  // (scripts/electron-native.mjs); in a package it sits unpacked beside the asar archive.
  const { file, createFolder } = databaseFileFromArgs(process.argv);
  return open(file, {
    createFolder,
    migrationsFolder: path.join(appRoot, 'migrations'),
    // Without the Electron build (a development checkout), the Node build is tried and its ABI error shown.
    ...nativeBinding(),
  });
}

/** The window shows our page and nothing else: no navigation (of the page or of a frame), no new windows, no
 * webviews, no permissions (camera, notifications, …) asked or checked. */
function lockDown(): void {
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-frame-navigate', (event) => {
      // Our own frames: the page itself. Printing uses a separate window, never a frame of this one.
      if (!isTrustedSender(event.url, rendererIndexUrl)) event.preventDefault();
    });
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
}

async function start(): Promise<void> {
  // One app per computer and database: a second start brings the first window forward instead of opening the
  // file again (two windows writing one tournament would each show a stale table).
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  let window: BrowserWindow | null = null;
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  await app.whenReady();
  lockDown();
  let store: Store;
  try {
    store = openStore();
  } catch (error) {
    dialog.showErrorBox('Kabe Arbiter cannot open its database', (error as Error).message);
    app.exit(2);
    return;
  }
  // The hall: the same listener as `kabe-arbiter hall`, started by the arbiter's switch, on its own read-only
  // connection; its address goes on the printed pairings while it runs.
  const hall = hallControl(store.file, { migrationsFolder: path.join(appRoot, 'migrations'), ...nativeBinding() });
  const service = createService(store, undefined, { hallAddress: () => hall.address() });
  ipcMain.handle(CHANNELS.hall, (event, request: unknown) =>
    isTrustedSender(event.senderFrame?.url, rendererIndexUrl)
      ? answerLater(() => hall.handle(request))
      : Promise.resolve(refused(refusal('forbidden', 'untrustedPage'))),
  );
  ipcMain.handle(CHANNELS.invoke, (event, operation: unknown, input: unknown) =>
    isTrustedSender(event.senderFrame?.url, rendererIndexUrl)
      ? answer(service.dispatch, operation, input)
      : refused(refusal('forbidden', 'untrustedPage')),
  );

  ipcMain.handle(CHANNELS.print, async (event, request: unknown) => {
    if (!isTrustedSender(event.senderFrame?.url, rendererIndexUrl)) return false;
    // The page asks for a printout, never hands over HTML: the service makes it from the contract's request.
    if (typeof request !== 'object' || request === null) return false;
    let html: string;
    try {
      html = isRegisterRequest(request)
        ? service.call('registerPrintout', { ...request }).html
        : service.call('printout', { ...request }).html;
    } catch {
      return false;
    }
    const sheet = await printoutWindow(html);
    return new Promise<boolean>((resolve) =>
      sheet.webContents.print({}, (printed) => {
        sheet.destroy();
        resolve(printed);
      }),
    );
  });

  ipcMain.handle(CHANNELS.save, async (event, raw: unknown) => {
    if (!isTrustedSender(event.senderFrame?.url, rendererIndexUrl)) return { saved: false };
    try {
      // The contract's export request, as browser mode and the CLI check it.
      const toPdf = async (html: string) => {
        const sheet = await printoutWindow(html);
        try {
          return await sheet.webContents.printToPDF({ pageSize: 'A4', printBackground: true, preferCSSPageSize: true });
        } finally {
          sheet.destroy();
        }
      };
      const exported = isRegisterRequest(raw)
        ? await exportRegister(service, parseRegisterExportRequest(raw), toPdf)
        : await exportTournament(service, parseExportRequest(raw), toPdf);
      const choice = await dialog.showSaveDialog({ defaultPath: exported.fileName });
      if (choice.canceled || !choice.filePath) return { saved: false };
      fs.writeFileSync(choice.filePath, exported.content);
      return { saved: true, file: choice.filePath };
    } catch (error) {
      return { saved: false, error: refused(error).error };
    }
  });

  ipcMain.handle(CHANNELS.readTable, (event, bytes: unknown) => {
    if (!isTrustedSender(event.senderFrame?.url, rendererIndexUrl))
      return Promise.resolve(refused(refusal('forbidden', 'untrustedPage')));
    return answerLater(() => readTableBytes(bytes));
  });

  ipcMain.handle(CHANNELS.backup, async (event) => {
    if (!isTrustedSender(event.senderFrame?.url, rendererIndexUrl)) return { saved: false };
    const choice = await dialog.showSaveDialog({ defaultPath: backupFileName(new Date()) });
    if (choice.canceled || !choice.filePath) return { saved: false };
    try {
      // The dialog has asked about replacing an existing file already.
      return { saved: true, file: await service.backupTo(choice.filePath, { replace: true }) };
    } catch (error) {
      // A backup refused (the database itself chosen, say) is said in the page's language, like any refusal.
      const said = error instanceof BackupError ? refusal('conflict', error.key, error.params) : error;
      return { saved: false, error: refused(said).error };
    }
  });

  const shown = new BrowserWindow(windowOptions(path.join(appRoot, 'dist-electron', 'preload.cjs')));
  window = shown;
  shown.once('ready-to-show', () => shown.show());
  await shown.loadFile(rendererIndex);
  // The full check of every page runs in a worker once the window is up; the page shows what it finds.
  void checkIntegrityInBackground(store.file, nativeBinding()).then((report) => service.reportIntegrity(report));

  app.on('window-all-closed', () => {
    void hall.stop().finally(() => {
      store.close();
      app.quit();
    });
  });
}

/** A hidden window showing a printout: no preload, no JavaScript (a printout has none), and the printouts' own CSP
 * in the page itself. */
async function printoutWindow(html: string): Promise<BrowserWindow> {
  const options = windowOptions('');
  const { preload: _none, ...webPreferences } = options.webPreferences ?? {};
  const sheet = new BrowserWindow({
    ...options,
    show: false,
    webPreferences: { ...webPreferences, javascript: false },
  });
  await sheet.loadURL(`data:text/html;charset=utf-8,${encodeURIComponent(html)}`);
  return sheet;
}

void start();
