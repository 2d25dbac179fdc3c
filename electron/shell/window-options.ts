// The options of the arbiter's window, as one pure function so a test can pin every security setting
// (docs/architecture.md, security): no Node in the page, an isolated and sandboxed preload, no webviews.
import type { BrowserWindowConstructorOptions } from 'electron';

export function windowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 860,
    minWidth: 900,
    minHeight: 600,
    title: 'Kabe Arbiter',
    show: false,
    backgroundColor: '#f3f5f8',
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      spellcheck: false,
    },
  };
}
