// A small script of the app's own modules bundled into one file, so that a test can start real processes of it
// in milliseconds (tsx would take a second each); better-sqlite3 stays external, loaded from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { tempFolder } from './store';

export const projectRoot = path.resolve(__dirname, '../..');

/** Bundles `source` (TypeScript; import the app's modules by absolute path) and returns the bundle's path. */
export async function bundleScript(source: string): Promise<string> {
  const folder = tempFolder();
  const entry = path.join(folder, 'entry.ts');
  fs.writeFileSync(entry, source);
  const outfile = path.join(folder, 'bundle.cjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    outfile,
    external: ['better-sqlite3'],
    nodePaths: [path.join(projectRoot, 'node_modules')],
    logLevel: 'silent',
  });
  return outfile;
}

/** The environment a bundle runs in: better-sqlite3 found in the project's node_modules. */
export function bundleEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NODE_PATH: path.join(projectRoot, 'node_modules') };
}
