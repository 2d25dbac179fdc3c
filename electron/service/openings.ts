// The opening tables of draw (docs/openings.md): the ones the app carries and the ones an arbiter loads from a file.
// A loaded table is checked whole before anything is stored — every ballot played or placed by the rules engine —
// and kept with its text; each is read and checked again when it is asked for. Loading and removing are logged.
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField, notFound } from '#api/errors';
import { placedProblem } from '#api/messages';
import type { OpeningTableSummary, OpeningTableView } from '#api/views';
import type { Db } from '#db/db';
import {
  deleteOpeningTableRow,
  findOpeningTableRow,
  insertOpeningTable,
  listOpeningTableRows,
  type OpeningTableRow,
} from '#db/repositories/opening-tables';
import { tournamentUsingTable } from '#db/repositories/tournaments';
import { openingTableHeader, OpeningTableError, readOpeningTable, type OpeningTable } from '#formats/opening-table';
import { shippedTable, shippedTables } from '#openings/shipped';
import { writeWithAudit, type ServiceContext } from './context';

function summary(table: OpeningTable, row: OpeningTableRow | null): OpeningTableSummary {
  return {
    id: table.id,
    name: table.name,
    variant: table.variant,
    source: table.source,
    notes: table.notes,
    ballots: table.ballots.length,
    shipped: row === null,
    file: row?.file ?? null,
    loadedAt: row?.loadedAt ?? null,
  };
}

/** A table file's text read and checked; its faults as the contract's refusal, the first at its line and column. */
function checkedTable(text: string): OpeningTable {
  try {
    return readOpeningTable(text);
  } catch (error) {
    if (!(error instanceof OpeningTableError)) throw error;
    const first = error.problems[0]!;
    throw invalidField('text', 'openingTableInvalid', {
      ...placedProblem(first, first.said),
      faults: error.problems.length,
    });
  }
}

/** Loaded tables as read, by their text (a stored table is never changed; the same text reads the same in any
 * store): each is read — every ballot played — once, not at every schedule the round screen asks for. Bounded by the
 * work it holds, not by a count: a count of twenty with twenty-one tables in use read every one again at each request
 * (issue 51); the tables used longest ago go first once their ballots pass the bound. */
const readLoaded = new Map<string, OpeningTable>();
const MAX_BALLOTS_KEPT = 200_000;
let ballotsKept = 0;

function loadedTable(row: OpeningTableRow): OpeningTable {
  let table = readLoaded.get(row.text);
  if (table) {
    // Used again: the newest in the map's order.
    readLoaded.delete(row.text);
    readLoaded.set(row.text, table);
    return table;
  }
  table = readOpeningTable(row.text);
  readLoaded.set(row.text, table);
  ballotsKept += table.ballots.length;
  for (const [text, oldest] of readLoaded) {
    if (ballotsKept <= MAX_BALLOTS_KEPT || text === row.text) break;
    readLoaded.delete(text);
    ballotsKept -= oldest.ballots.length;
  }
  return table;
}

/** A loaded table's summary from what is stored with it and its header alone: the list of tables plays no ballot. */
function storedSummary(row: OpeningTableRow): OpeningTableSummary {
  const { source, notes } = openingTableHeader(row.text);
  return {
    id: row.key,
    name: row.name,
    variant: row.variant,
    source,
    notes,
    ballots: row.ballots,
    shipped: false,
    file: row.file,
    loadedAt: row.loadedAt,
  };
}

/** The table of this id, shipped or loaded, read; with the row it was loaded as. */
export function openingTable(db: Db, id: string): { table: OpeningTable; row: OpeningTableRow | null } {
  const shipped = shippedTable(id);
  if (shipped) return { table: shipped, row: null };
  const row = findOpeningTableRow(db, id);
  if (!row) throw notFound('openingTableUnknown', { id });
  return { table: loadedTable(row), row };
}

export const openingHandlers = (ctx: ServiceContext) => ({
  listOpeningTables: (): OpeningTableSummary[] => [
    ...shippedTables().map((table) => summary(table, null)),
    ...listOpeningTableRows(ctx.db).map(storedSummary),
  ],

  getOpeningTable: (input: ParsedInput<'getOpeningTable'>): OpeningTableView => {
    const { table, row } = openingTable(ctx.db, input.id);
    return { ...summary(table, row), list: table.ballots };
  },

  loadOpeningTable: (input: ParsedInput<'loadOpeningTable'>): OpeningTableSummary => {
    // Checked before the transaction: the engine plays every ballot, and nothing waits on the store meanwhile.
    const table = checkedTable(input.text);
    return writeWithAudit(ctx, (db, now) => {
      if (shippedTable(table.id) || findOpeningTableRow(db, table.id))
        throw conflict('text', 'openingTableExists', { id: table.id });
      const row = insertOpeningTable(db, {
        key: table.id,
        name: table.name,
        variant: table.variant,
        ballots: table.ballots.length,
        text: input.text,
        file: input.file ?? null,
        loadedAt: now,
      });
      const result = summary(table, row);
      return {
        result,
        audit: {
          action: 'openings.load',
          entity: 'openingTable',
          entityId: row.id,
          before: null,
          after: { id: table.id, name: table.name, ballots: result.ballots, file: row.file },
        },
      };
    });
  },

  removeOpeningTable: (input: ParsedInput<'removeOpeningTable'>): { id: string; name: string } =>
    writeWithAudit(ctx, (db) => {
      if (shippedTable(input.id)) throw conflict('id', 'openingTableShipped', { id: input.id });
      const row = findOpeningTableRow(db, input.id);
      if (!row) throw notFound('openingTableUnknown', { id: input.id });
      // A tournament draws its openings from it: it stays while one does.
      const user = tournamentUsingTable(db, input.id);
      if (user) throw conflict('id', 'openingTableInUse', { id: input.id, tournament: user });
      deleteOpeningTableRow(db, input.id);
      return {
        result: { id: row.key, name: row.name },
        // The text is kept in the log: a table taken away by mistake can be loaded again from it.
        audit: {
          action: 'openings.remove',
          entity: 'openingTable',
          entityId: row.id,
          before: { id: row.key, name: row.name, file: row.file, text: row.text },
          after: null,
        },
      };
    }),
});
