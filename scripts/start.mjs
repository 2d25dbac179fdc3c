// `npm start`: build the renderer, then open the Electron window — or, where Electron's binary is not installed
// (as on machines that cannot download it), say so in one line and serve the same app in the browser.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { build } from './builds.mjs';
import { ensureElectronNative } from './electron-native.mjs';
import { root, run } from './run.mjs';

const passThrough = process.argv.slice(2);

function electronBinary() {
  try {
    const binary = createRequire(import.meta.url)('electron');
    return typeof binary === 'string' && fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

async function main() {
  const renderer = await build('renderer');
  process.stdout.write(renderer.output);
  let code = renderer.code;
  if (code !== 0) return code;
  const electron = electronBinary();
  if (electron) {
    const shell = await build('electron');
    process.stdout.write(shell.output);
    code = shell.code;
    if (code === 0) code = await ensureElectronNative();
    if (code !== 0) return code;
    return run(electron, ['.', ...passThrough]);
  }
  console.log(
    'Electron\'s binary is not installed here (it is downloaded by "npm ci" unless ELECTRON_SKIP_BINARY_DOWNLOAD is set), so the app starts in browser mode instead.',
  );
  return run(process.execPath, [path.join(root, 'bin', 'kabe-arbiter.mjs'), ...passThrough, 'serve']);
}

process.exitCode = await main();
