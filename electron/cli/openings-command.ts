// `kabe-arbiter openings [--table ID|FILE] [--json]`: the opening tables of draw the app carries, or one of them, or a
// table file checked before an arbiter loads it — every ballot played or placed by the rules engine, and a table
// with a wrong one refused at its line and column, with the ballot's id and the first move that cannot be played.
import type { Language } from '#api/languages';
import { decodeTextBytes } from '#formats/csv-reading';
import {
  MAX_OPENING_TABLE_BYTES,
  OpeningTableError,
  readOpeningTable,
  type OpeningBallot,
  type OpeningTable,
} from '#formats/opening-table';
import { sayPhrase } from '#formats/phrases';
import { catalogue } from '#i18n/catalogue';
import { shippedTable, shippedTables } from '#openings/shipped';
import { EXIT_OK, languageOf, printJson, readBytes, usage, type AnswerOptions, type Io } from './io';

export function openingsCommand(options: AnswerOptions & { table?: string }, io: Io): number {
  const language = languageOf(options.lang);
  const tables = options.table === undefined ? shippedTables() : [tableAsked(options.table, language)];
  if (options.json) printJson(io, { tables: tables.map(tableJson) });
  else io.out(tables.map((table) => tableText(table, language, options.table !== undefined)).join('\n'));
  return EXIT_OK;
}

/** A shipped table by its id, else a table file, read and checked. */
function tableAsked(asked: string, language: Language): OpeningTable {
  const shipped = shippedTable(asked);
  if (shipped) return shipped;
  const { text } = decodeTextBytes(readBytes(asked, MAX_OPENING_TABLE_BYTES));
  try {
    return readOpeningTable(text);
  } catch (error) {
    if (!(error instanceof OpeningTableError)) throw error;
    const t = catalogue(language);
    const said = error.problems.map((p) =>
      t('cli.pdn.at', { line: p.line, column: p.column, problem: sayPhrase(p.said, language) }),
    );
    throw usage('inFile', { file: asked, problem: said.join('; ') });
  }
}

function ballotJson(ballot: OpeningBallot) {
  return ballot.kind === 'moves'
    ? { id: ballot.id, kind: ballot.kind, moves: ballot.moves, fen: ballot.fen }
    : { id: ballot.id, kind: ballot.kind, relocation: ballot.written, fen: ballot.fen };
}

function tableJson(table: OpeningTable) {
  const { ballots, ...about } = table;
  return { ...about, ballots: ballots.map(ballotJson) };
}

/** The table's name and source; with its ballots when one table was asked for. */
function tableText(table: OpeningTable, language: Language, withBallots: boolean): string {
  const t = catalogue(language);
  const lines = [
    `${table.id}  ${table.name}`,
    `  ${t('cli.openings.about', { variant: t(`variant.${table.variant}`), count: table.ballots.length })}`,
    `  ${t('cli.openings.source', { source: table.source })}`,
    ...table.notes.map((note) => `  ${note}`),
  ];
  if (withBallots) {
    const width = Math.max(...table.ballots.map((b) => b.id.length));
    lines.push(
      '',
      ...table.ballots.map(
        (b) =>
          `${b.id.padEnd(width)}  ${b.kind === 'moves' ? b.moves : `${b.written}  (${t('cli.openings.relocation')})`}`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
