// The service: the only writer of the store. Every transport calls `dispatch`, which parses the input with the
// contract, runs the use case, and turns any unexpected failure into an ApiError (the transaction has rolled back).
import type { ArbiterHandlers, OperationName } from '#api/contract';
import { asApiError } from '#api/errors';
import { parseInput, requireOperation } from '#api/parse';
import type { Output, StoreHealth } from '#api/views';
import { backupDatabase } from '#db/backup';
import type { IntegrityReport } from '#db/integrity';
import type { Store } from '#db/open';
import { adjournmentHandlers } from './adjournments';
import { adjudicationHandlers } from './adjudication';
import type { ServiceContext } from './context';
import { gameImportHandlers } from './game-import';
import { gameRecordHandlers } from './game-records';
import { lifecycleHandlers } from './lifecycle';
import { openingHandlers } from './openings';
import { playerImportHandlers } from './player-import';
import { playerHandlers } from './players';
import { playoffHandlers } from './playoffs';
import { printoutHandlers } from './printouts';
import { rankHandlers } from './ranks';
import { ratingHandlers } from './ratings';
import { roundOpeningHandlers } from './round-openings';
import { roundTimeHandlers } from './round-times';
import { scheduleHandlers } from './schedule';
import { standingsHandlers } from './standings';
import { teamWithdrawalHandlers } from './team-withdrawals';
import { teamHandlers } from './teams';
import { tournamentHandlers } from './tournaments';
import { transferHandlers } from './transfer';
import { undoHandlers } from './undo';
import { withdrawalHandlers } from './withdrawals';

/** An operation's input as code writes it: an object of fields, checked by the contract when it runs. */
export type OperationInput = Record<string, unknown>;

export interface Service {
  handlers: ArbiterHandlers;
  /** A copy of the whole database into `file`, made while the app runs (db/backup.ts); resolves to its path. */
  backupTo(file: string, options?: { replace?: boolean }): Promise<string>;
  /** The transports' entry: any name, any input, parsed by the contract. Throws ApiError only. */
  dispatch(operation: unknown, rawInput: unknown): unknown;
  /** The same for code that knows the operation: its answer is typed and a misspelled name does not compile. The
   * input is parsed by the contract like any other (zod's input types of preprocessed fields are `unknown`, so they
   * would check little here). */
  call<K extends OperationName>(operation: K, input: OperationInput): Output<K>;
  /** What the full check of the file found, when the transport has run it in the background. */
  reportIntegrity(report: IntegrityReport): void;
}

export interface ServiceOptions {
  /** A copy of the database before each draw and import (default on; off for generated archives in the bench). */
  automaticCopies?: boolean;
  /** Where the hall is read while the arbiter shows it (the door runs it): printed pairings carry it as a QR code. */
  hallAddress?: () => string | null;
}

export function createService(
  store: Store,
  clock: () => Date = () => new Date(),
  options: ServiceOptions = {},
): Service {
  let health: StoreHealth = { state: 'checking', problems: [] };
  const ctx: ServiceContext = {
    db: store.db,
    storeFile: store.file,
    automaticCopies: options.automaticCopies ?? true,
    hallAddress: options.hallAddress ?? (() => null),
    now: () => clock().toISOString(),
  };
  const readers = {
    ...tournamentHandlers(ctx),
    ...gameRecordHandlers(ctx),
    ...scheduleHandlers(ctx),
    ...roundTimeHandlers(ctx),
    ...openingHandlers(ctx),
    ...roundOpeningHandlers(ctx),
    ...standingsHandlers(ctx),
    ...teamHandlers(ctx),
    ...teamWithdrawalHandlers(ctx),
    ...adjudicationHandlers(ctx),
    ...adjournmentHandlers(ctx),
  };
  const play = { ...withdrawalHandlers(ctx), ...playoffHandlers(ctx), ...undoHandlers(ctx) };
  const transfer = transferHandlers(ctx);
  const handlers = {
    getStoreHealth: (): StoreHealth => health,
    ...gameImportHandlers(ctx),
    ...playerHandlers(ctx),
    ...playerImportHandlers(ctx),
    ...ratingHandlers(ctx),
    ...readers,
    ...play,
    ...transfer,
    ...lifecycleHandlers(ctx, transfer),
    ...printoutHandlers(ctx, readers),
    ...rankHandlers(ctx),
  } satisfies ArbiterHandlers;
  /** Parses the input with the contract and runs the use case; anything unexpected becomes an ApiError. */
  const run = (name: OperationName, rawInput: unknown): unknown => {
    const input = parseInput(name, rawInput);
    try {
      return (handlers[name] as (input: unknown) => unknown)(input);
    } catch (error) {
      throw asApiError(error);
    }
  };
  return {
    handlers,
    backupTo: (file, backupOptions) => backupDatabase(store.db.$client, file, backupOptions),
    reportIntegrity: (report) => {
      health = { state: report.ok ? 'ok' : 'damaged', problems: report.problems };
    },
    call: <K extends OperationName>(operation: K, input: OperationInput) => run(operation, input) as Output<K>,
    dispatch: (operation, rawInput) => run(requireOperation(operation), rawInput),
  };
}
