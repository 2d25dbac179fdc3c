// The Electron shell's wiring (electron/main.ts), started against a test double of the `electron` module: the IPC
// sender check on every channel, navigation and new windows refused, permissions denied, one instance per computer,
// printing by request into a window without JavaScript.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRINTOUT_SECURITY_POLICY, withoutFrameAncestors } from '#shell/content-security-policy';
import { CHANNELS } from '#shell/ipc-channel';
import { electronDouble, fakeWebContents, type ElectronDouble } from '../support/electron-double';
import { everyExport, exportProblem, tournamentForEveryExport } from '../support/export-doors';
import { tempFolder } from '../support/store';

const holder = globalThis as unknown as { electronDouble: ElectronDouble };
vi.mock('electron', () => ({
  get app() {
    return holder.electronDouble.module.app;
  },
  get BrowserWindow() {
    return holder.electronDouble.module.BrowserWindow;
  },
  get dialog() {
    return holder.electronDouble.module.dialog;
  },
  get ipcMain() {
    return holder.electronDouble.module.ipcMain;
  },
  get session() {
    return holder.electronDouble.module.session;
  },
}));

const projectRoot = path.resolve(__dirname, '../..');
const ourPage = pathToFileURL(path.join(projectRoot, 'dist', 'renderer', 'index.html')).href;
const ours = { senderFrame: { url: ourPage } };
const stranger = { senderFrame: { url: 'https://evil.example/' } };
let electron: ElectronDouble;
const argv = process.argv;

/** Starts electron/main.ts afresh against the double, on a new database file. */
async function startMain(singleInstance = true): Promise<void> {
  electron = electronDouble(projectRoot, tempFolder());
  electron.singleInstance = singleInstance;
  holder.electronDouble = electron;
  process.argv = [...argv.slice(0, 2), '--db', path.join(tempFolder(), 'window.sqlite')];
  vi.resetModules();
  await import('#electron/main');
  if (singleInstance) await vi.waitFor(() => expect(electron.windows.length).toBeGreaterThan(0));
  else await vi.waitFor(() => expect(electron.quit).toHaveBeenCalled());
}

function handler(channel: string) {
  const found = electron.ipcHandlers.get(channel);
  if (!found) throw new Error(`no handler for ${channel}`);
  return found as (event: unknown, ...args: unknown[]) => Promise<unknown> | unknown;
}

describe('the Electron shell (main.ts) against a test double of electron', () => {
  beforeEach(async () => {
    await startMain();
  });
  afterEach(() => {
    electron.appEvents.get('window-all-closed')?.();
    process.argv = argv;
  });

  it('opens one window on our page, with the pinned security options, shown when ready', () => {
    const [window] = electron.windows;
    expect(window!.loaded).toBe(path.join(projectRoot, 'dist', 'renderer', 'index.html'));
    expect(window!.shown).toBe(true);
    expect(window!.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
  });

  it('answers the contract only to our own page: another frame is refused and writes nothing', async () => {
    const api = handler(CHANNELS.invoke);
    expect(await api(stranger, 'createPlayer', { name: 'Intruder' })).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    expect(await api(ours, 'listPlayers', {})).toEqual({
      ok: true,
      value: { players: [], matched: 0, registered: 0, unsure: 0 },
    });
    expect(await api(ours, 'createPlayer', { name: 'Mari Kask' })).toMatchObject({
      ok: true,
      value: { name: 'Mari Kask' },
    });
    expect(await api(ours, 'createPlayer', { name: '' })).toMatchObject({ ok: false, error: { code: 'invalid' } });
  });

  it('checks the sender on every channel: print, export and backup refuse another frame and show no dialog', async () => {
    electron.saveAs = path.join(tempFolder(), 'copy.sqlite');
    expect(await handler(CHANNELS.print)(stranger, { tournamentId: 1, kind: 'crosstable', lang: 'en' })).toBe(false);
    expect(await handler(CHANNELS.save)(stranger, { tournamentId: 1, format: 'json', lang: 'en' })).toEqual({
      saved: false,
    });
    expect(await handler(CHANNELS.backup)(stranger)).toEqual({ saved: false });
    expect(electron.windows).toHaveLength(1);
    // Our page's export request is checked by the contract, like browser mode's: a bad one is refused, naming the field.
    expect(await handler(CHANNELS.save)(ours, { tournamentId: 1, format: 'docx', lang: 'en' })).toMatchObject({
      saved: false,
      error: { code: 'invalid', issues: [{ path: 'format', key: 'exportFormatInvalid' }] },
    });
    // Our page may back up.
    expect(await handler(CHANNELS.backup)(ours)).toEqual({ saved: true, file: electron.saveAs });
    // A backup onto the database itself is refused with a message the page says in its language.
    electron.saveAs = process.argv[process.argv.indexOf('--db') + 1]!;
    expect(await handler(CHANNELS.backup)(ours)).toMatchObject({
      saved: false,
      error: { code: 'conflict', issues: [{ key: 'backupItself' }] },
    });
  });

  it('saves every export of the table through the save channel, each the file it says it is', async () => {
    const api = handler(CHANNELS.invoke);
    const call = async (operation: string, input: object) => {
      const answered = (await api(ours, operation, input)) as { ok: boolean; value?: unknown; error?: unknown };
      if (!answered.ok) throw new Error(`${operation}: ${JSON.stringify(answered.error)}`);
      return answered.value;
    };
    const made = await tournamentForEveryExport(call);
    for (const asked of everyExport(made)) {
      electron.saveAs = path.join(tempFolder(), `${asked.kind}.${asked.format}`);
      const saved = await handler(CHANNELS.save)(ours, { tournamentId: made.id, lang: 'et', ...asked });
      expect(saved, `${asked.kind} as ${asked.format}`).toEqual({ saved: true, file: electron.saveAs });
      expect(exportProblem(asked, fs.readFileSync(electron.saveAs), null)).toBeNull();
    }
  });

  it('reads the table of a file our page chose (a player list); another frame is refused', async () => {
    const csv = new TextEncoder().encode('Perekonnanimi;Eesnimi\r\nTamm;Jaan\r\n');
    expect(await handler(CHANNELS.readTable)(ours, csv)).toEqual({
      ok: true,
      value: {
        kind: 'csv',
        encoding: 'UTF-8',
        rows: [
          { line: 1, cells: ['Perekonnanimi', 'Eesnimi'] },
          { line: 2, cells: ['Tamm', 'Jaan'] },
        ],
      },
    });
    expect(await handler(CHANNELS.readTable)(stranger, csv)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await handler(CHANNELS.readTable)(ours, 'not bytes')).toMatchObject({
      ok: false,
      error: { issues: [{ path: 'file', key: 'tableUnreadable' }] },
    });
  });

  it('prints a printout the service makes from the request, in a hidden window without JavaScript and with its CSP', async () => {
    const api = handler(CHANNELS.invoke);
    const tournament = (await api(ours, 'createTournament', {
      name: 'Tartu lahtised',
      variant: 'russian',
      ruleSet: 'ussr1953',
    })) as { value: { id: number } };
    expect(
      await handler(CHANNELS.print)(ours, { tournamentId: tournament.value.id, kind: 'participants', lang: 'ru' }),
    ).toBe(true);
    const sheet = electron.windows[1]!;
    expect(sheet.options.show).toBe(false);
    expect(sheet.options.webPreferences).toMatchObject({ javascript: false });
    expect(sheet.options.webPreferences).not.toHaveProperty('preload');
    const html = decodeURIComponent(sheet.loaded!.replace('data:text/html;charset=utf-8,', ''));
    // The printout's own policy, in a meta tag (its quotes written as character references, as React writes them).
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/
      .exec(html)?.[1]
      ?.replace(/&#x27;/g, "'");
    expect(policy).toBe(withoutFrameAncestors(PRINTOUT_SECURITY_POLICY));
    expect(html).toContain('Участники и их номера');
    expect(sheet.printed).toBe(1);
    expect(sheet.destroyed).toBe(true);
    // HTML in place of a request, or a request the contract refuses: nothing is printed.
    expect(await handler(CHANNELS.print)(ours, '<script>alert(1)</script>')).toBe(false);
    expect(await handler(CHANNELS.print)(ours, { tournamentId: tournament.value.id, kind: 'poster', lang: 'en' })).toBe(
      false,
    );
    expect(electron.windows).toHaveLength(2);
  });

  it('refuses navigation, frame navigation elsewhere, webviews and new windows in every web contents', () => {
    const web = fakeWebContents();
    electron.appEvents.get('web-contents-created')!({} as never, web.contents as never);
    expect(web.prevents('will-navigate', 'https://evil.example/')).toBe(true);
    expect(web.prevents('will-frame-navigate', 'https://evil.example/')).toBe(true);
    expect(web.prevents('will-frame-navigate', ourPage)).toBe(false);
    expect(web.prevents('will-attach-webview')).toBe(true);
    expect(web.openWindow()).toEqual({ action: 'deny' });
  });

  it('denies every permission request and check', () => {
    const answers: boolean[] = [];
    (
      electron.permissionRequest as (
        contents: unknown,
        permission: string,
        callback: (granted: boolean) => void,
      ) => void
    )({}, 'media', (granted) => answers.push(granted));
    expect(answers).toEqual([false]);
    expect((electron.permissionCheck as (...args: unknown[]) => boolean)({}, 'notifications')).toBe(false);
  });

  it('a second start brings the first window forward, restoring it when minimized', () => {
    const [window] = electron.windows;
    window!.minimized = true;
    electron.appEvents.get('second-instance')!();
    expect(window!.restored).toBe(1);
    expect(window!.focused).toBe(1);
  });
});

describe('a second instance of the app', () => {
  afterEach(() => {
    process.argv = argv;
  });

  it('quits at once when another instance holds the lock: no window, no database, no handlers', async () => {
    await startMain(false);
    expect(electron.windows).toHaveLength(0);
    expect(electron.ipcHandlers.size).toBe(0);
  });
});
