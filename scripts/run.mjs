// Small helpers shared by the project's scripts: run a command and wait, find a local binary.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function localBin(name) {
  return path.join(root, 'node_modules', '.bin', name);
}

/** Runs a command with inherited output; resolves to its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command with its output collected, and resolves to its exit code and output (for suites run side by side,
 * whose logs would otherwise interleave). */
export function runCollected(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 127, output: `${output}${command}: ${error.message}\n` }));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}
