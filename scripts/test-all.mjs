// `npm test`: typecheck, build, the vitest suites and the e2e suite in a real Chromium — then one plain line
// "N passed, N failed" that adds everything up (CI reads only that line), and a non-zero exit if anything failed
// or a suite did not run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium, CHROMIUM_HELP } from '../electron/chromium.ts';
import { build, inputsDigest } from './builds.mjs';
import { localBin, root, runCollected } from './run.mjs';

const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = performance.now();
/** Seconds since `from`, as printed after each step and at the end. */
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
const problems = [];

/** The command run with a lower priority (nice), where the system has one. */
function yielding(niceness, command, args) {
  return niceness === 0 || process.platform === 'win32'
    ? [command, args]
    : ['nice', ['-n', String(niceness), command, ...args]];
}

/** Prints a step's name, time and output, and counts it as one check passed or failed; true when it passed. */
function report(name, begun, { code, output }) {
  console.log(`\n== ${name} (${seconds(begun)})`);
  process.stdout.write(output);
  if (code !== 0) {
    totals.failed += 1;
    problems.push(`${name} failed (exit ${code})`);
  } else {
    totals.passed += 1;
  }
  return code === 0;
}

/** Runs one step (typecheck, lint) with its output collected and printed when it ends; true when it passed. */
async function step(name, command, args) {
  const begun = performance.now();
  return report(name, begun, await runCollected(command, args));
}

/** One of the app's builds, skipped when it was made from the same files (scripts/builds.mjs): `npm ci` has just
 * built all three, and a second `npm test` on the same tree needs none of them again. */
async function buildStep(name, what, { niceness = 0, logLevel = 'warn' } = {}) {
  const begun = performance.now();
  const wrap = (command, args) => yielding(niceness, command, args);
  const result = await build(what, digest, { logLevel, wrap });
  return report(result.skipped ? `${name}: up to date, not built again` : name, begun, result);
}

/** Where the suites write their temporary files (each test's database and data folder, the browser's profile): the
 * system's memory (/dev/shm) when it has a gigabyte to spare, else the usual place. The tests' SQLite files are
 * written as the app writes them, an fsync at every commit (synchronous = FULL); on a disk each one waits for the
 * disk and costs the kernel a journal commit, in memory it returns at once — the same calls, the same files. Measured
 * on the unit suite: 24 s of wall time and 29 CPU seconds instead of 29 and 32 (docs/performance.md). */
function temporaryFolder() {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    if (bavail * bsize >= 2 ** 30) return '/dev/shm';
  } catch {
    // No /dev/shm (Windows, macOS) or none to spare: the system's own temporary folder.
  }
  return os.tmpdir();
}
const TMPDIR = temporaryFolder();
// What the builds are made from, hashed once before any of them starts.
const digest = inputsDigest();

/** Runs a vitest suite with its output collected; the caller prints it. Suites run side by side (two cores: the unit
 * suite is CPU-bound, the e2e suite mostly waits on the browser), so `npm test` stays short. */
async function suite(name, config, reportFile, niceness = 0) {
  fs.rmSync(reportFile, { force: true });
  const begun = performance.now();
  const { code, output } = await runCollected(
    ...yielding(niceness, localBin('vitest'), [
      'run',
      '-c',
      config,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
    ]),
    {
      env: { ...process.env, TMPDIR, FORCE_COLOR: process.env.NO_COLOR ? '0' : process.env.FORCE_COLOR },
    },
  );
  const took = seconds(begun);
  return () => {
    console.log(`\n== ${name} (${took})`);
    process.stdout.write(output);
    tally(name, code, reportFile);
  };
}

function tally(name, code, reportFile) {
  if (!fs.existsSync(reportFile)) {
    totals.failed += 1;
    problems.push(`${name} did not run (exit ${code}, no report)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  if (report.numTotalTests === 0) {
    totals.failed += 1;
    problems.push(`${name} ran no test`);
  } else if (code !== 0 && report.numFailedTests === 0) {
    // A file that failed to load, or an error outside any test.
    totals.failed += 1;
    problems.push(`${name} exited ${code} with errors outside the tests`);
  }
}

// The typecheck, the lint, the format check and the Electron build are needed by no test: they start at once and run
// beside everything else, yielding to it (nice 15) — they fill the moments the builds and the suites wait. Twenty
// seconds of checking in front of the suites made `npm test` brush against its 90 seconds. Each check keeps a cache in
// node_modules/.cache, so a second run only looks at what changed. The builds the suites run come next.
const cache = (name) => path.join(root, 'node_modules', '.cache', name);
const checks = Promise.all([
  step(
    'typecheck (tsgo, the native TypeScript compiler)',
    // The native port checks the project in a third of tsc's CPU time; `npm run typecheck:tsc` runs the compiler
    // the editor and typescript-eslint use, and both must pass (docs/performance.md). One thread: its threads
    // checking side by side took twice the CPU (5.5 s against 2.8), and here the CPU is what the suites wait for.
    ...yielding(15, localBin('tsgo'), ['--noEmit', '-p', '.', '--singleThreaded']),
  ),
  step(
    "lint (eslint: rules and the architecture's import boundaries)",
    ...yielding(15, localBin('eslint'), ['.', '--cache', '--cache-location', cache('eslint/')]),
  ),
  // No test runs the Electron shell's build (its binary cannot be downloaded here): it is checked to build, beside.
  buildStep('build electron main and preload', 'electron', { niceness: 15, logLevel: 'error' }),
  // Prettier parses JavaScript and TypeScript with Oxc (@prettier/plugin-oxc, .prettierrc.json): the same formatting,
  // 5 CPU seconds instead of 8 on a clean clone.
  step(
    'format (prettier, 120 columns)',
    ...yielding(15, localBin('prettier'), [
      '--check',
      '.',
      '--log-level',
      'warn',
      '--cache',
      '--cache-location',
      cache('prettier.json'),
    ]),
  ),
]);
const renderer = await buildStep('build renderer', 'renderer');
// The CLI tests spawn a few real `kabe-arbiter` processes (the built command); the e2e suite serves the built renderer.
const cli = await buildStep('build the command line', 'cli');
// Everything below runs side by side, by priority: the e2e suite starts first, as the longest path, but yields a
// little (nice 5) — it mostly waits on the browser and on fsync, so the CPU it gives up is the unit suite's, which
// would otherwise finish last (measured: 61 s with the unit suite yielding to e2e, 51–53 s the other way round); the
// checks yield to both (nice 15) and fill the moments the others wait.
const suites = [];
const chromium = findChromium();
if (!chromium) {
  console.error(`\n== e2e\n${CHROMIUM_HELP}`);
  totals.failed += 1;
  problems.push('e2e did not run: no Chromium');
} else if (!renderer || !cli) {
  totals.failed += 1;
  problems.push('e2e did not run: a build failed');
} else {
  suites.push(suite(`e2e (Chromium at ${chromium})`, 'vitest.e2e.config.ts', path.join(resultsDir, 'e2e.json'), 5));
}
suites.push(suite('vitest: unit, db, service, cli', 'vitest.config.ts', path.join(resultsDir, 'vitest.json')));
await checks;
for (const report of await Promise.all(suites)) report();

console.log('');
for (const problem of problems) console.log(`problem: ${problem}`);
console.log(`npm test took ${seconds(started)} of wall time`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exitCode = totals.failed > 0 ? 1 : 0;
