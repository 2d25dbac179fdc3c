import { defineConfig } from 'vite';
import { electronEntry } from './vite.electron.config.ts';

// The preload script, built alone so that it is one file. A sandboxed preload cannot be an ES module, and its
// `require` knows only `electron` and a few of Node's modules: a chunk shared with the main process (the IPC channels
// both name) would be a `require('./chunk.cjs')` that fails in the window, leaving the page without its bridge
// (test/electron/preload-bundle.test.ts).
export default defineConfig(electronEntry(['preload'], false));
