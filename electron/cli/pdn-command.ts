// `kabe-arbiter pdn FILE [--variant russian|international] [--json]`: every game of a PDN file checked by the rules
// engine — its tags, how many half-moves can be played, its result, and the first move that cannot be played, with
// its line and column; what cannot be read at all is said at its place, and the games around it are still read.
import type { DraughtsVariant } from '#domain/draughts/board';
import { MAX_PDN_BYTES, readPdnEach, type PdnGame } from '#formats/pdn';
import { checkGame, type CheckedGame } from '#formats/pdn-check';
import { sayPhrase } from '#formats/phrases';
import { decodeUnicodeBytes } from '#formats/unicode-text';
import { catalogue, type Translate } from '#i18n/catalogue';
import {
  EXIT_BAD_INPUT,
  EXIT_OK,
  fileNeeded,
  languageOf,
  printJson,
  readBytes,
  usage,
  type AnswerOptions,
  type Io,
} from './io';

export async function pdnCommand(
  args: string[],
  options: AnswerOptions & { variant?: string },
  io: Io,
): Promise<number> {
  if (!args[0]) throw fileNeeded('pdn', 'gameRecord', 'kabe-arbiter pdn <games.pdn>');
  const given = options.variant === undefined ? null : variantAsked(options.variant);
  const language = languageOf(options.lang);
  const bytes = readBytes(args[0], MAX_PDN_BYTES);
  // A file in a code page is the rare one: chardet and the CSV reader beside it are loaded only for it.
  const { text } = decodeUnicodeBytes(bytes) ?? (await import('#formats/csv-reading')).decodeTextBytes(bytes);
  // Each game is checked as soon as it is read, and counted, not kept move by move (a position after every
  // half-move); what is said of it is kept, its moves are not: a file of 10,000 games would otherwise hold close to a
  // million moves and positions for the collector to copy (docs/performance.md).
  const reading = readPdnEach(text, (game) => summary(checkGame(game, given, { keep: false })));
  const checked = reading.games;
  if (options.json)
    printJson(io, {
      games: checked.map((c) => ({
        line: c.game.line,
        variant: c.variant,
        tags: c.game.tags,
        plies: c.plies,
        result: c.game.result,
        firstIllegal: c.firstIllegal
          ? {
              moveNumber: c.firstIllegal.number,
              side: c.firstIllegal.side,
              move: c.firstIllegal.move,
              reason: sayPhrase(c.firstIllegal.reason, language),
              line: c.firstIllegal.line,
              column: c.firstIllegal.column,
            }
          : null,
        problems: [...(c.badStart ? [c.badStart] : []), ...c.game.warnings].map((w) => ({
          line: w.line,
          column: w.column,
          problem: sayPhrase(w.said, language),
        })),
      })),
      errors: reading.errors.map((e) => ({ line: e.line, column: e.column, problem: sayPhrase(e.said, language) })),
    });
  else {
    const t = catalogue(language);
    checked.forEach((c, index) => io.out(gameLines(c, index + 1, t, language)));
    for (const e of reading.errors)
      io.out(`${t('cli.pdn.at', { line: e.line, column: e.column, problem: sayPhrase(e.said, language) })}\n`);
    io.out(`${t('cli.pdn.summary', { count: checked.length, broken: reading.errors.length })}\n`);
  }
  // A game that cannot be read is bad input; a move that cannot be played is what the check is for.
  return reading.errors.length > 0 ? EXIT_BAD_INPUT : EXIT_OK;
}

/** A checked game as the command says it: everything but its moves and positions. */
type GameSummary = Omit<CheckedGame, 'game' | 'played' | 'start'> & { game: Omit<PdnGame, 'moves'> };

function summary({
  game: { moves: _moves, ...game },
  variant,
  plies,
  firstIllegal,
  badStart,
}: CheckedGame): GameSummary {
  return { game, variant, plies, firstIllegal, badStart };
}

function variantAsked(text: string): DraughtsVariant {
  if (text === 'russian' || text === 'international') return text;
  throw usage('variant', { text });
}

/** A game in a few lines: who played, how far the moves go, and what stops them. */
function gameLines(c: GameSummary, index: number, t: Translate, language: Parameters<typeof sayPhrase>[1]): string {
  const { tags } = c.game;
  const players = [tags.White, tags.Black].filter(Boolean).join(' – ') || t('cli.pdn.noPlayers');
  const lines = [
    t('cli.pdn.game', {
      index,
      line: c.game.line,
      players,
      variant: t(`variant.${c.variant}`),
      count: c.plies,
      result: c.game.result ?? '—',
    }),
  ];
  if (c.badStart)
    lines.push(
      t('cli.pdn.at', {
        line: c.badStart.line,
        column: c.badStart.column,
        problem: sayPhrase(c.badStart.said, language),
      }),
    );
  if (c.firstIllegal)
    lines.push(
      t('cli.pdn.illegal', {
        line: c.firstIllegal.line,
        column: c.firstIllegal.column,
        number: c.firstIllegal.number,
        side: t(`rounds.${c.firstIllegal.side}`),
        move: c.firstIllegal.move,
        reason: sayPhrase(c.firstIllegal.reason, language),
      }),
    );
  for (const w of c.game.warnings)
    lines.push(t('cli.pdn.at', { line: w.line, column: w.column, problem: sayPhrase(w.said, language) }));
  return `${lines.join('\n  ')}\n`;
}
