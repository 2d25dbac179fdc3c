// The preload script runs sandboxed: its `require` knows `electron` and a few of Node's modules, nothing else. Built
// as the app is built, it must be one file that needs nothing beside it — a chunk shared with the main process would
// be a require of a neighbouring file, which fails in the window and leaves the page without its bridge.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { CHANNELS } from '#shell/ipc-channel';
import { projectRoot } from '../support/cli';
import { tempFolder } from '../support/store';

/** What Electron's sandboxed preload may require (its documentation's list). */
const SANDBOX_MODULES = ['electron', 'events', 'timers', 'url', 'node:events', 'node:timers', 'node:url'];

describe('the preload script as built', () => {
  it('is one file that requires only what a sandboxed preload has, and names every channel of the bridge', async () => {
    const outDir = tempFolder();
    await build({
      root: projectRoot,
      configFile: path.join(projectRoot, 'vite.preload.config.ts'),
      build: { outDir, emptyOutDir: true, sourcemap: false },
      logLevel: 'silent',
    });
    expect(fs.readdirSync(outDir)).toEqual(['preload.cjs']);
    const code = fs.readFileSync(path.join(outDir, 'preload.cjs'), 'utf8');
    const required = [...code.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((match) => match[1]);
    expect(required.length).toBeGreaterThan(0);
    expect(required.filter((name) => !SANDBOX_MODULES.includes(name!))).toEqual([]);
    for (const channel of Object.values(CHANNELS)) expect(code).toContain(JSON.stringify(channel));
  });
});
