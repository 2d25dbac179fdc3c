// `npm start`: build the renderer, then open the Electron window — or, where Electron's binary is not installed
// (as on machines that cannot download it), say so in one line, serve the same app in the browser and open it in the
// system's browser where there is one (KABE_NO_BROWSER=1 leaves it to the user).
import { spawn } from 'node:child_process';
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
  return serveAndOpen([path.join(root, 'bin', 'kabe-arbiter.mjs'), ...passThrough, 'serve']);
}

/** The system's way to open an address in its browser, or null where there is none to show a window (a server, CI). */
function browserOpener(url) {
  if (process.env.KABE_NO_BROWSER === '1' || process.env.CI) return null;
  if (process.platform === 'darwin') return ['open', [url]];
  if (process.platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return process.env.DISPLAY || process.env.WAYLAND_DISPLAY ? ['xdg-open', [url]] : null;
}

/** Browser mode as the user would start it, its lines passed on; the address it prints ("Open: …") opened once. */
function serveAndOpen(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['inherit', 'pipe', 'inherit'] });
    let opened = false;
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const url = /^Open: (\S+)/m.exec(chunk.toString())?.[1];
      const opener = url && !opened ? browserOpener(url) : null;
      if (!opener) return;
      opened = true;
      const [command, commandArgs] = opener;
      // cmd's start takes its arguments as written (the empty title "" kept as two quotes).
      spawn(command, commandArgs, { stdio: 'ignore', detached: true, windowsVerbatimArguments: command === 'cmd' })
        .on('error', () => console.log('(No browser could be opened here: open the address above yourself.)'))
        .unref();
    });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

process.exitCode = await main();
