// Runs the `kabe-arbiter` command: in this process through its own entry (`runCli(argv, io)`) for most tests, and as
// a separate process (bin/kabe-arbiter.mjs), as a user or script would, for a few smoke tests and for `serve`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '#electron/cli';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));
const bin = path.join(projectRoot, 'bin', 'kabe-arbiter.mjs');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The command run in this process: the same entry the bin script calls, with its output captured. */
export async function cli(args: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { out: (text) => void (stdout += text), err: (text) => void (stderr += text) });
  return { code, stdout, stderr };
}

/** The command as a separate process (smoke tests: the bin script, exit codes, the process's own streams). */
export function kabeArbiter(args: string[], env: NodeJS.ProcessEnv = {}): CliResult {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: projectRoot,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

export interface Served {
  process: ChildProcess;
  url: string;
  appUrl: string;
  token: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts `kabe-arbiter --db FILE serve [ARGS]` and waits until it prints its URL. */
export function serve(dbFile: string, args: string[] = []): Promise<Served> {
  const child = spawn(process.execPath, [bin, '--db', dbFile, 'serve', ...args], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const appUrl = /Open: (\S+)/.exec(output)?.[1];
      const token = /Write token: (\S+)/.exec(output)?.[1];
      if (appUrl && token) {
        clearTimeout(timer);
        resolve({
          process: child,
          appUrl,
          url: appUrl.replace(/#.*$/, ''),
          token,
          output: () => output,
          stop: () =>
            new Promise<void>((done) => {
              if (child.exitCode !== null || child.signalCode !== null) return done();
              // A server that does not stop within 10 s is killed, so that one slow stop cannot hang the suite.
              const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
              child.once('exit', () => {
                clearTimeout(killer);
                done();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}:\n${output}`));
    });
  });
}
