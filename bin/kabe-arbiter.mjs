#!/usr/bin/env node
// Entry of `npx kabe-arbiter …`: the command line as built by `npm run build:cli` (which `npm ci` and `npm install`
// run through `prepare`), so that each run starts plain JavaScript instead of compiling TypeScript.
import { existsSync } from 'node:fs';

const built = new URL('../dist-cli/cli.mjs', import.meta.url);
if (!existsSync(built)) {
  process.stderr.write(
    'kabe-arbiter: the command line is not built yet; run "npm run build:cli" (npm install does it).\n',
  );
  process.exit(1);
}
// React (the printouts) loads its production build unless someone asks otherwise.
process.env.NODE_ENV ??= 'production';
const { runCli } = await import(built.href);
process.exitCode = await runCli(process.argv.slice(2));
