#!/usr/bin/env node
// Entry of `npx kabe-arbiter …`: runs the TypeScript CLI through tsx, so no build step is needed after `npm ci`.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../electron/cli.ts');
process.exitCode = await runCli(process.argv.slice(2));
