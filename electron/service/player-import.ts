// Players from a club's or federation's list: each row read into the registry's fields (formats/player-list.ts) and
// checked by the same contract as the registry's form, the people already registered recognised (same surname,
// given names and birth year) and never doubled, and nothing stored until the arbiter confirms — then the new players
// in one transaction with one audit row. A row's problems name its line and the column the field came from.
import { playerFields, type ParsedInput } from '#api/contract';
import { ApiError, conflict, toFieldIssues, type FieldIssue } from '#api/errors';
import type { ImportIssue, PlayerImportRow, PlayerImportView } from '#api/views';
import { findSamePerson, nameKey, playersNamed, type PlayerValues } from '#db/repositories/players';
import { fullName } from '#domain/names';
import {
  detectColumns,
  HEADING_SEARCH_ROWS,
  IMPORT_FIELDS,
  isHeadingRow,
  rowAsPlayer,
  type ImportColumns,
  type ImportField,
} from '#formats/player-list';
import { writeWithAudit, type ServiceContext } from './context';
import { checkRankSince, registerPlayer } from './players';

type ImportInput = ParsedInput<'importPlayers'>;

/** A row read and checked: its view, and what would be stored for it. */
interface CheckedRow {
  view: PlayerImportRow;
  values: PlayerValues | null;
  rankSince: string | null;
}

/** The heading row (the first row whose cells name a field; else none, and the arbiter chooses the columns), and the
 * columns: the headings' guess with the arbiter's choices over it. */
function layout(input: ImportInput): { headerIndex: number; columns: ImportColumns } {
  // A title and blank lines may stand above the headings: the first row among the top ones that names a name column.
  const headerIndex = input.rows.slice(0, HEADING_SEARCH_ROWS).findIndex((row) => isHeadingRow(row.cells));
  const detected = headerIndex >= 0 ? detectColumns(input.rows[headerIndex]!.cells) : {};
  const columns: ImportColumns = { ...detected };
  for (const field of IMPORT_FIELDS) {
    const chosen = input.columns?.[field];
    if (chosen === null) delete columns[field];
    else if (chosen !== undefined) columns[field] = chosen;
  }
  // A name is taken from one place: the parts when the surname has a column.
  if (columns.surname !== undefined) {
    delete columns.name;
    delete columns.nameSurnameFirst;
  } else if (columns.nameSurnameFirst !== undefined) delete columns.name;
  return { headerIndex, columns };
}

/** A contract problem of a row, pointed at the column its field came from. */
function inColumn(found: FieldIssue, columnOf: Partial<Record<string, number>>, headings: string[]): ImportIssue {
  const column = columnOf[found.path] ?? null;
  return { ...found, column, heading: column === null ? null : (headings[column] ?? null) };
}

function checkRow(
  ctx: ServiceContext,
  row: ImportInput['rows'][number],
  columns: ImportColumns,
  headings: string[],
  now: string,
): CheckedRow {
  const { input, columnOf } = rowAsPlayer(row.cells, columns);
  const parsed = playerFields.safeParse(input);
  const shown = { line: row.line, existingId: null };
  if (!parsed.success) {
    const issues = parsed.error.issues.flatMap(toFieldIssues).map((found) => inColumn(found, columnOf, headings));
    return {
      view: {
        ...shown,
        status: 'invalid',
        name: `${String(input.givenNames ?? '')} ${String(input.surname ?? '')}`.trim() || row.cells.join(' '),
        rank: null,
        club: null,
        city: null,
        birthYear: null,
        issues,
      },
      values: null,
      rankSince: null,
    };
  }
  const { surname, givenNames, rank, club, city, birthYear, rankSince = null } = parsed.data;
  const values: PlayerValues = { surname: surname!, givenNames: givenNames ?? '', rank, club, city, birthYear };
  const view = { ...shown, name: fullName(values), rank, club, city, birthYear };
  try {
    checkRankSince(rank, rankSince, now);
  } catch (error) {
    const issues = error instanceof ApiError ? error.issues.map((found) => inColumn(found, columnOf, headings)) : [];
    return { view: { ...view, status: 'invalid', issues }, values: null, rankSince: null };
  }
  const existing = findSamePerson(ctx.db, values);
  if (existing)
    return { view: { ...view, status: 'existing', existingId: existing.id, issues: [] }, values, rankSince };
  // The same name with a birth year missing on either side may be the same person (as the registry's form asks):
  // such a row is not registered by a list — the arbiter registers him by hand if he is another person.
  const namesake = playersNamed(ctx.db, values).find((p) => p.birthYear === null || values.birthYear === null);
  if (namesake)
    return { view: { ...view, status: 'namesake', existingId: namesake.id, issues: [] }, values, rankSince };
  return { view: { ...view, status: 'new', issues: [] }, values, rankSince };
}

/** Every row checked; a person listed twice in the file is registered once (the later rows say so). */
function preview(ctx: ServiceContext, input: ImportInput, now: string) {
  const { headerIndex, columns } = layout(input);
  if (columns.surname === undefined && columns.name === undefined && columns.nameSurnameFirst === undefined)
    throw conflict('columns', 'importNoNameColumn');
  const headings = headerIndex >= 0 ? input.rows[headerIndex]!.cells : [];
  const seen = new Set<string>();
  const checked = input.rows.slice(headerIndex + 1).map((row) => {
    const found = checkRow(ctx, row, columns, headings, now);
    if (found.values && found.view.status === 'new') {
      const identity = `${nameKey(fullName(found.values))}\n${found.values.birthYear ?? ''}`;
      if (seen.has(identity)) return { ...found, view: { ...found.view, status: 'repeated' as const } };
      seen.add(identity);
    }
    return found;
  });
  const width = Math.max(0, ...input.rows.map((row) => row.cells.length));
  const used = new Set(Object.values(columns));
  const count = (status: PlayerImportRow['status']) => checked.filter((row) => row.view.status === status).length;
  const view: PlayerImportView = {
    source: input.source,
    headerLine: headerIndex >= 0 ? input.rows[headerIndex]!.line : 0,
    headings,
    columns: columns as Partial<Record<ImportField, number>>,
    unused: Array.from({ length: width }, (_, column) => column).filter((column) => !used.has(column)),
    rows: checked.map((row) => row.view),
    counts: {
      new: count('new'),
      existing: count('existing'),
      namesake: count('namesake'),
      repeated: count('repeated'),
      invalid: count('invalid'),
    },
    stored: null,
  };
  return { view, checked };
}

export const playerImportHandlers = (ctx: ServiceContext) => ({
  importPlayers: (input: ImportInput): PlayerImportView => {
    if (!input.confirm) return preview(ctx, input, ctx.now()).view;
    return writeWithAudit(ctx, (db, now) => {
      const { view, checked } = preview(ctx, input, now);
      // Rows with problems are stored by nobody's guess: the arbiter corrects them or leaves them out knowingly.
      if (view.counts.invalid > 0 && !input.skipInvalid)
        throw conflict('rows', 'importHasInvalidRows', { count: view.counts.invalid });
      const created = checked
        .filter((row) => row.view.status === 'new')
        .map((row) => registerPlayer(db, row.values!, row.rankSince, now).id);
      return {
        result: { ...view, stored: created.length },
        // Nothing stored, nothing logged (issue 51).
        audit:
          created.length === 0
            ? null
            : {
                action: 'players.import',
                entity: 'player',
                entityId: null,
                before: null,
                after: { source: input.source, created, counts: view.counts },
              },
      };
    });
  },
});
