// The worker a file is read in (sandbox.ts starts it): it runs one reader on one input, sends back the answer or the
// refusal as an envelope, and ends. Built as an entry of its own beside the command line's and the main process's
// bundles (vite.cli.config.ts, vite.electron.config.ts).
import { parentPort, workerData } from 'node:worker_threads';
import { answerLater } from '#api/answer';
import { READERS, type ReaderName } from './readers';

const { reader, input } = workerData as { reader: ReaderName; input: never };
const read = READERS[reader] as (input: unknown) => Promise<unknown>;
void answerLater(() => read(input)).then((answer) => parentPort!.postMessage(answer));
