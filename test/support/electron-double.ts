// A test double of the `electron` module, enough for electron/main.ts to start against it (the way electron/fiddle
// tests its main process): it records what the main process registers — IPC handlers, app events, permission
// handlers, windows — so that a test can call them as Electron would, without Electron's binary.
import { vi } from 'vitest';

type Handler = (...args: never[]) => unknown;

export interface FakeWindow {
  options: Record<string, unknown>;
  loaded: string | null;
  shown: boolean;
  focused: number;
  restored: number;
  minimized: boolean;
  destroyed: boolean;
  printed: number;
  webContents: {
    print: (options: unknown, done: (printed: boolean) => void) => void;
    printToPDF: () => Promise<Buffer>;
  };
  once: (event: string, listener: () => void) => void;
  show: () => void;
  loadFile: (file: string) => Promise<void>;
  loadURL: (url: string) => Promise<void>;
  isMinimized: () => boolean;
  restore: () => void;
  focus: () => void;
  destroy: () => void;
}

export interface ElectronDouble {
  module: Record<string, unknown>;
  appPath: string;
  userData: string;
  singleInstance: boolean;
  ipcHandlers: Map<string, Handler>;
  appEvents: Map<string, Handler>;
  permissionRequest: Handler | null;
  permissionCheck: Handler | null;
  windows: FakeWindow[];
  errorBoxes: string[];
  saveAs: string | null;
  quit: ReturnType<typeof vi.fn>;
  exit: ReturnType<typeof vi.fn>;
}

export function electronDouble(appPath: string, userData: string): ElectronDouble {
  const double: ElectronDouble = {
    module: {},
    appPath,
    userData,
    singleInstance: true,
    ipcHandlers: new Map(),
    appEvents: new Map(),
    permissionRequest: null,
    permissionCheck: null,
    windows: [],
    errorBoxes: [],
    saveAs: null,
    quit: vi.fn(),
    exit: vi.fn(),
  };

  class BrowserWindow implements FakeWindow {
    loaded: string | null = null;
    shown = false;
    focused = 0;
    restored = 0;
    minimized = false;
    destroyed = false;
    printed = 0;
    private readonly listeners = new Map<string, () => void>();
    webContents = {
      print: (_options: unknown, done: (printed: boolean) => void) => {
        this.printed += 1;
        done(true);
      },
      printToPDF: async () => Buffer.from('%PDF-1.4 double'),
    };
    constructor(readonly options: Record<string, unknown>) {
      double.windows.push(this);
    }
    once(event: string, listener: () => void) {
      this.listeners.set(event, listener);
    }
    show() {
      this.shown = true;
    }
    async loadFile(file: string) {
      this.loaded = file;
      this.listeners.get('ready-to-show')?.();
    }
    async loadURL(url: string) {
      this.loaded = url;
    }
    isMinimized() {
      return this.minimized;
    }
    restore() {
      this.restored += 1;
      this.minimized = false;
    }
    focus() {
      this.focused += 1;
    }
    destroy() {
      this.destroyed = true;
    }
  }

  double.module = {
    app: {
      getAppPath: () => double.appPath,
      getPath: () => double.userData,
      requestSingleInstanceLock: () => double.singleInstance,
      whenReady: () => Promise.resolve(),
      on: (event: string, handler: Handler) => double.appEvents.set(event, handler),
      quit: double.quit,
      exit: double.exit,
    },
    BrowserWindow,
    dialog: {
      showErrorBox: (title: string, text: string) => double.errorBoxes.push(`${title}: ${text}`),
      showSaveDialog: async () => (double.saveAs ? { canceled: false, filePath: double.saveAs } : { canceled: true }),
    },
    ipcMain: { handle: (channel: string, handler: Handler) => double.ipcHandlers.set(channel, handler) },
    session: {
      defaultSession: {
        setPermissionRequestHandler: (handler: Handler) => (double.permissionRequest = handler),
        setPermissionCheckHandler: (handler: Handler) => (double.permissionCheck = handler),
      },
    },
  };
  return double;
}

/** The web contents Electron would announce with `web-contents-created`, recording what main.ts attaches. */
export function fakeWebContents() {
  const listeners = new Map<string, (event: { preventDefault: () => void; url?: string }) => void>();
  let windowOpenHandler: (() => { action: string }) | null = null;
  return {
    contents: {
      on: (event: string, listener: (event: { preventDefault: () => void; url?: string }) => void) =>
        listeners.set(event, listener),
      setWindowOpenHandler: (handler: () => { action: string }) => (windowOpenHandler = handler),
    },
    /** Fires `event` and tells whether main.ts prevented it. */
    prevents(event: string, url?: string): boolean {
      let prevented = false;
      listeners.get(event)?.({ preventDefault: () => (prevented = true), ...(url ? { url } : {}) });
      return prevented;
    },
    listens: (event: string) => listeners.has(event),
    openWindow: () => windowOpenHandler?.(),
  };
}
