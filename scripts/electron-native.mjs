// Builds better-sqlite3 for Electron's ABI into .electron-native/, leaving node_modules' Node build alone so that
// the tests and the CLI keep working (docs/architecture.md). main.ts passes this file as better-sqlite3's nativeBinding.
// Needs Electron's headers from the internet, so it runs on a user's machine, not on ours.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localBin, root, run } from './run.mjs';

const target = path.join(root, '.electron-native', 'better_sqlite3.node');

export async function ensureElectronNative() {
  const electronVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', 'electron', 'package.json'), 'utf8'),
  ).version;
  const stamp = `${target}.electron-${electronVersion}`;
  if (fs.existsSync(target) && fs.existsSync(stamp)) return 0;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kabe-native-'));
  fs.cpSync(path.join(root, 'node_modules', 'better-sqlite3'), work, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}build${path.sep}`),
  });
  const code = await run(
    localBin('node-gyp'),
    ['rebuild', '--release', `--target=${electronVersion}`, '--dist-url=https://electronjs.org/headers'],
    { cwd: work },
  );
  if (code !== 0) return code;
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(path.join(work, 'build', 'Release', 'better_sqlite3.node'), target);
  fs.writeFileSync(stamp, '');
  fs.rmSync(work, { recursive: true, force: true });
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = await ensureElectronNative();
