// `kabe-arbiter --db FILE games import ID FILE.pdn [--force] [--dry-run] [--json]` and
// `games export ID [--out FILE.pdn]`: a tournament's score sheets in and out as PDN (docs/game-records.md). The import
// shows each game's match or mismatch and stores nothing unless every game matches; a game that has a record already
// is replaced only with --force.
import { ApiError } from '#api/errors';
import type { GamesImportView } from '#api/views';
import { decodeTextBytes } from '#formats/csv-reading';
import { MAX_GAMES_IMPORT_LENGTH } from '#formats/pdn';
import { sayPhrase } from '#formats/phrases';
import { catalogue, type Translate } from '#i18n/catalogue';
import type { Service } from '#service';
import { whyNotImported } from '#service/game-import';
import { EXIT_OK, fileNeeded, languageOf, printJson, readBytes, usage, wholeNumber, writeFile, type Io } from './io';

export interface GamesOptions {
  json?: boolean;
  force?: boolean;
  'dry-run'?: boolean;
  out?: string;
  lang?: string;
}

export function gamesCommand(service: Service, args: string[], options: GamesOptions, io: Io): number {
  const [what, idText, file] = args;
  if (what !== 'import' && what !== 'export') throw usage('gamesWhat', { text: what ?? '' });
  const tournamentId = wholeNumber(idText, `games ${what} <id>`, 1, Number.MAX_SAFE_INTEGER);
  const language = languageOf(options.lang);
  const t = catalogue(language);
  if (what === 'export') {
    const { pdn, count } = service.call('exportGames', { tournamentId });
    if (options.out) {
      writeFile(options.out, pdn);
      io.err(`${t('cli.games.wrote', { count, file: options.out })}\n`);
    } else io.out(pdn);
    return EXIT_OK;
  }
  if (!file) throw fileNeeded('games import <id>', 'gameRecord', 'kabe-arbiter --db FILE games import 3 games.pdn');
  const pdn = decodeTextBytes(readBytes(file, MAX_GAMES_IMPORT_LENGTH)).text;
  const preview = service.call('previewGamesImport', { tournamentId, pdn });
  const report = () => (options.json ? printJson(io, asJson(preview, language)) : io.out(lines(preview, t, language)));
  const refused = whyNotImported(preview);
  if (refused) {
    report();
    throw refused;
  }
  if (options['dry-run']) {
    report();
    return EXIT_OK;
  }
  try {
    service.call('importGames', { tournamentId, pdn, confirm: Boolean(options.force) });
  } catch (error) {
    // A record would be replaced: said with what to add.
    if (error instanceof ApiError && error.issues[0]?.key === 'gamesImportReplaces') {
      report();
      throw usage('gamesReplaceNeedsForce', { count: preview.replacing });
    }
    throw error;
  }
  report();
  io.err(`${t('cli.games.stored', { count: preview.games.length })}\n`);
  return EXIT_OK;
}

function asJson(view: GamesImportView, language: Parameters<typeof sayPhrase>[1]) {
  return {
    ready: view.ready,
    replacing: view.replacing,
    games: view.games.map((g) => ({
      ...g,
      problem: g.problem ? sayPhrase(g.problem, language) : null,
      firstIllegal: g.firstIllegal ? { ...g.firstIllegal, reason: sayPhrase(g.firstIllegal.reason, language) } : null,
    })),
    errors: view.errors.map((e) => ({ ...e, problem: sayPhrase(e.problem, language) })),
  };
}

/** A line a game: what it matched, or why it did not. */
function lines(view: GamesImportView, t: Translate, language: Parameters<typeof sayPhrase>[1]): string {
  const out = view.games.map((g) => {
    const head = t('cli.games.game', { index: g.index, line: g.line, white: g.white || '?', black: g.black || '?' });
    // A problem is said even when the game found its place (a FEN that is no position, a game twice in the file).
    const what = g.problem
      ? sayPhrase(g.problem, language)
      : t('cli.games.matched', { round: g.match?.round ?? '?', board: g.match?.board ?? '?', count: g.plies });
    const illegal = g.firstIllegal
      ? ` ${t('cli.games.illegal', { number: g.firstIllegal.number, move: g.firstIllegal.move, reason: sayPhrase(g.firstIllegal.reason, language) })}`
      : '';
    return `${head}: ${what}${g.replaces ? ` ${t('cli.games.replaces')}` : ''}${illegal}`;
  });
  for (const e of view.errors)
    out.push(t('cli.pdn.at', { line: e.line, column: e.column, problem: sayPhrase(e.problem, language) }));
  return `${out.join('\n')}\n`;
}
