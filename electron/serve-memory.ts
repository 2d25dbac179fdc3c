// Where `kabe-arbiter serve` listened last for a database file, and with which write token. A restarted server takes
// the same address and token again, so that a tab left open on the arbiter's laptop goes on working instead of
// failing every save; when the port is taken meanwhile, the server says so and listens elsewhere. Kept beside the
// database (a hidden file, readable by its owner alone): each file has its own, and a copied folder takes it along.
import fs from 'node:fs';
import path from 'node:path';
import { startBrowserMode, type BrowserMode } from './browser-mode';

export interface ServeMemory {
  port: number;
  token: string;
}

export function serveMemoryFile(databaseFile: string): string {
  const absolute = path.resolve(databaseFile);
  return path.join(path.dirname(absolute), `.${path.basename(absolute)}.serve.json`);
}

/** The address and token served last for this file; null when there are none, or they do not read as such. */
export function recallServe(databaseFile: string): ServeMemory | null {
  try {
    const { port, token } = JSON.parse(fs.readFileSync(serveMemoryFile(databaseFile), 'utf8')) as Partial<ServeMemory>;
    const portOk = Number.isInteger(port) && port! > 0 && port! < 65536;
    return portOk && typeof token === 'string' && /^[\w-]{16,100}$/.test(token) ? { port: port!, token } : null;
  } catch {
    return null;
  }
}

export function rememberServe(databaseFile: string, memory: ServeMemory): void {
  try {
    fs.writeFileSync(serveMemoryFile(databaseFile), `${JSON.stringify(memory)}\n`, { mode: 0o600 });
  } catch {
    // A folder the arbiter may not write to still serves; the next start picks another address.
  }
}

/** Browser mode on the port asked for, else on the one this file was served on last (with the same token), else on
 * any free one. A port asked for that is taken is an error; a remembered one that is taken gives way to a free one,
 * and `movedFrom` says which it was. The address and token are remembered for the next start. */
export async function startServing(
  file: string,
  options: { port: number | undefined; createFolder: boolean },
): Promise<{ mode: BrowserMode; movedFrom: number | null }> {
  const memory = recallServe(file);
  const start = (port: number) =>
    startBrowserMode(file, { port, createFolder: options.createFolder, ...(memory ? { token: memory.token } : {}) });
  let mode: BrowserMode;
  let movedFrom: number | null = null;
  try {
    mode = await start(options.port ?? memory?.port ?? 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.port !== undefined) throw error;
    mode = await start(0);
    movedFrom = memory!.port;
  }
  rememberServe(mode.store.file, { port: mode.server.port, token: mode.server.token });
  return { mode, movedFrom };
}
