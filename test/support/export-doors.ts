// Every export of a tournament (the table EXPORTS in electron/api/operations.ts), as each door is asked for it and
// what its answer must begin with: the window's save channel, browser mode's /export/ID.FORMAT and the command line's
// `export`. One tournament has something for every document: a round drawn, a game adjourned with its envelope, a
// score sheet kept.
import { EXPORTS, TEAM_DOCUMENTS, type ExportFormat, type PrintoutKind } from '#api/operations';
import { sealedEnvelope } from './envelope';

export interface ExportCase {
  kind: PrintoutKind;
  format: ExportFormat;
  /** The round of the pairings, the game of an envelope or a score sheet. */
  round?: number;
  gameId?: number;
}

/** What the tournament for every export holds: its id, the adjourned game and the game with a score sheet. */
export interface EveryExport {
  id: number;
  adjourned: number;
  recorded: number;
}

type Call = (operation: string, input: object) => Promise<unknown>;

/** A four-player tournament with a game adjourned and a score sheet kept, made through any door's `call`. */
export async function tournamentForEveryExport(call: Call, name = 'Tartu lahtised 2026'): Promise<EveryExport> {
  const { id } = (await call('createTournament', {
    name,
    variant: 'russian',
    ruleSet: 'ussr1953',
    startDate: '2026-03-14',
    endDate: '2026-03-16',
  })) as { id: number };
  for (const player of ['Jaan Tamm', 'Mari Kask', 'Peeter Mänd', 'Õnne Saar']) {
    const { id: playerId } = (await call('createPlayer', { name: `${player} (${name})` })) as { id: number };
    await call('addParticipant', { tournamentId: id, playerId });
  }
  const drawn = (await call('drawLots', { tournamentId: id, method: 'random', seed: 'DOORS' })) as {
    rounds: { games: { id: number }[] }[];
  };
  const [adjourned, recorded] = drawn.rounds[0]!.games;
  await call('adjournGame', sealedEnvelope(id, adjourned!.id, { resumeAt: '2026-03-15 10:00' }));
  await call('saveGameRecord', { tournamentId: id, gameId: recorded!.id, moves: '1. c3-d4 f6-g5 2. g3-f4 *' });
  return { id, adjourned: adjourned!.id, recorded: recorded!.id };
}

/** Every document in every format the table gives it — a tournament of players' (the team round robin's own match
 * sheets are asked in test/service/teams.test.ts). */
export function everyExport(made: EveryExport): ExportCase[] {
  const documents = (Object.entries(EXPORTS) as [PrintoutKind, readonly ExportFormat[]][]).filter(
    ([kind]) => !TEAM_DOCUMENTS.includes(kind),
  );
  return documents.flatMap(([kind, formats]) =>
    formats.map((format) => ({
      kind,
      format,
      ...(kind === 'pairings' ? { round: 1 } : {}),
      ...(kind === 'envelope' ? { gameId: made.adjourned } : {}),
      ...(kind === 'scoreSheet' ? { gameId: made.recorded } : {}),
    })),
  );
}

/** The media type each format is answered with, and how its bytes begin. */
const EXPECTED: Record<ExportFormat, { type: RegExp; begins: (text: string) => boolean }> = {
  pdf: { type: /^application\/pdf$/, begins: (text) => text.startsWith('%PDF-') },
  // A zip: the .xlsx workbook, the website, the rating report's bundle.
  xlsx: { type: /spreadsheetml\.sheet$/, begins: (text) => text.startsWith('PK\u0003\u0004') },
  zip: { type: /^application\/zip$/, begins: (text) => text.startsWith('PK\u0003\u0004') },
  site: { type: /^application\/zip$/, begins: (text) => text.startsWith('PK\u0003\u0004') },
  // The CSV's byte-order mark, then its heading row.
  csv: { type: /^text\/csv/, begins: (text) => /^\uFEFF?[^\n]*;[^\n]*\r?\n/.test(text) },
  json: { type: /^application\/json/, begins: (text) => text.startsWith('{') && 'format' in JSON.parse(text) },
  html: { type: /^text\/html/, begins: (text) => /^<!doctype html>/i.test(text) },
  pdn: { type: /^text\/plain/, begins: (text) => text.startsWith('[Event ') },
};

/** What is wrong with an export's answer, or null: its media type (where the door says one) and its first bytes. */
export function exportProblem(asked: ExportCase, bytes: Buffer, contentType: string | null): string | null {
  const expected = EXPECTED[asked.format];
  const what = `${asked.kind} as ${asked.format}`;
  if (contentType !== null && !expected.type.test(contentType)) return `${what}: answered as ${contentType}`;
  const text =
    asked.format === 'csv' || asked.format === 'json' || asked.format === 'pdn' || asked.format === 'html'
      ? bytes.toString('utf8')
      : bytes.subarray(0, 8).toString('latin1');
  return expected.begins(text) ? null : `${what}: begins ${JSON.stringify(text.slice(0, 20))}`;
}
