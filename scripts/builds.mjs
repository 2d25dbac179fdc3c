// The app's three Vite builds, each skipped when nothing it is made from has changed since it was last made.
// `npm ci` builds all three (`prepare`); `npm test` and `npm start` ask for them again a minute later and, unless a
// file changed, find them made. What a build is made from: the app's source folders, the
// configs and the locked dependencies — hashed by content, not by date, so a fresh clone (every file new) whose
// sources are the same still counts as unchanged. After a build succeeded, the hash is kept with the time and size of
// the file it made (node_modules/.cache/kabe-builds): a build cut short, or made by hand since, no longer matches.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root, runCollected } from './run.mjs';

/** Each build's configs, run in this order, and the file it makes last. */
export const BUILDS = {
  renderer: { configs: ['vite.config.ts'], made: 'dist/renderer/index.html' },
  cli: { configs: ['vite.cli.config.ts'], made: 'dist-cli/cli.mjs' },
  // The main process first (it empties the folder), then the preload script alone (vite.preload.config.ts says why).
  electron: { configs: ['vite.electron.config.ts', 'vite.preload.config.ts'], made: 'dist-electron/preload.cjs' },
};

/** Folders and files whose content any build may take in (the renderer imports the API's types and the domain, the
 * CLI everything under electron/ and db/, each build its config, the tab icon from build/). */
const INPUTS = [
  'electron',
  'renderer',
  'db',
  'build',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'vite.cli.config.ts',
  'vite.electron.config.ts',
  'vite.preload.config.ts',
  'scripts/builds.mjs',
];

const STAMPS = path.join(root, 'node_modules', '.cache', 'kabe-builds');
/** Vite's command, run by Node itself: `npm ci` runs `prepare` on every system, and Windows starts no shim
 * (`node_modules/.bin/vite.cmd`) without a shell. */
const VITE = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');

/** One hash of every input file's path and content under `base` (the project), in a fixed order. */
export function inputsDigest(base = root) {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap((input) => {
    const full = path.join(base, input);
    if (!fs.existsSync(full)) return [];
    if (!fs.statSync(full).isDirectory()) return [input];
    return fs
      .readdirSync(full, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)));
  });
  for (const file of files.map((name) => name.split(path.sep).join('/')).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(base, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function stampFile(name) {
  return path.join(STAMPS, `${name}.txt`);
}

/** The inputs' hash and the made file as it stands (its time and size), or null when it is not there. */
function stamp(name, digest) {
  try {
    const { mtimeMs, size } = fs.statSync(path.join(root, BUILDS[name].made));
    return `${digest} ${mtimeMs} ${size}`;
  } catch {
    return null;
  }
}

/** True when the build's output was made from exactly these inputs, and nothing has made it again since. */
export function isUpToDate(name, digest) {
  try {
    return fs.readFileSync(stampFile(name), 'utf8') === stamp(name, digest);
  } catch {
    return false;
  }
}

/** Runs one build unless it is up to date; resolves to its exit code, its output and whether it was skipped.
 * `wrap` may change how Vite is started (npm test runs a build that no suite waits for at a lower priority). */
export async function build(name, digest = inputsDigest(), { logLevel = 'warn', wrap = (...call) => call } = {}) {
  if (isUpToDate(name, digest)) return { code: 0, output: '', skipped: true };
  fs.rmSync(stampFile(name), { force: true });
  let result = { code: 0, output: '' };
  for (const config of BUILDS[name].configs) {
    const made = await runCollected(...wrap(process.execPath, [VITE, 'build', '-c', config, '--logLevel', logLevel]));
    result = { code: made.code, output: result.output + made.output };
    if (made.code !== 0) break;
  }
  const made = result.code === 0 && stamp(name, digest);
  if (made) {
    fs.mkdirSync(STAMPS, { recursive: true });
    fs.writeFileSync(stampFile(name), made);
  }
  return { ...result, skipped: false };
}

// `node scripts/builds.mjs renderer cli electron`: the named builds, each unless up to date (`prepare` runs this).
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(root, 'scripts', 'builds.mjs')) {
  const digest = inputsDigest();
  for (const name of process.argv.slice(2)) {
    if (!(name in BUILDS)) {
      console.error(`No build called ${name}: ${Object.keys(BUILDS).join(', ')}.`);
      process.exit(2);
    }
    const { code, output, skipped } = await build(name, digest);
    process.stdout.write(skipped ? `${name}: up to date, not built again\n` : output);
    if (code !== 0) process.exit(code);
  }
}
