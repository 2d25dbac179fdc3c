// A PDN file's games checked by the rules engine: each game's variant (its GameType tag, else what the arbiter says,
// else its notation), its start (its FEN tag, else the variant's start), how many of its half-moves can be played,
// and the first that cannot — as `kabe-arbiter pdn` reports them and as the game import will take them.
import { geometry, squareName, type DraughtsVariant } from '#domain/draughts/board';
import { GameRecordError, type GameRecord, type StoredGameRecord } from '#domain/draughts/game-record';
import { NotationError, parseFen } from '#domain/draughts/notation';
import { startPosition, type Position } from '#domain/draughts/position';
import { playRecord, type IllegalMove, type PlayedMove } from '#domain/draughts/record-check';
import type { Phrase } from '#domain/phrase';
import { readPdn, variantOfGameType, type PdnGame, type TextPlace } from './pdn';

export interface CheckedGame {
  game: PdnGame;
  variant: DraughtsVariant;
  /** Where the moves start: the FEN tag's position, else the variant's start. */
  start: Position;
  played: PlayedMove[];
  /** How many of its moves were played. */
  plies: number;
  firstIllegal: (IllegalMove & TextPlace) | null;
  /** A FEN tag that is not a position of the variant: nothing is played. */
  badStart: (TextPlace & { said: Phrase }) | null;
}

/** The variant of a game: its GameType, else the one given, else its notation (letters: 64 squares). */
export function variantOfGame(game: PdnGame, given: DraughtsVariant | null): DraughtsVariant {
  const tagged = variantOfGameType(game.tags.GameType);
  if (tagged) return tagged;
  if (given) return given;
  if (game.moves.some((m) => /[a-h]/i.test(m.text.replace(/x/gi, '')))) return 'russian';
  // A square named by letter in the FEN's lists ("W:Wa1,c3:Bb6"), not the lists' own W and B ("W:W31,…:B1,…").
  const fen = game.tags.FEN ?? '';
  return /(?:^|[:,])[WB]?K?[a-h][1-8]/.test(fen) ? 'russian' : 'international';
}

/** A PDN game as the app keeps it with its game: the moves as written, with their comments, and a move number where
 * the sheet's differs from the count (a record that starts at move 26 is shown and exported so), from `start`. */
export function storedRecord(game: PdnGame, start: string | null): StoredGameRecord {
  let count = 1;
  let white = !/^\s*B/i.test(start ?? 'W');
  const moves = game.moves.map((m) => {
    const number = m.number ?? count;
    const stored = {
      text: m.text,
      ...(m.comment ? { comment: m.comment } : {}),
      ...(number !== count ? { number } : {}),
    };
    count = white ? number : number + 1;
    white = !white;
    return stored;
  });
  const date = recordDate(game.tags.Date);
  return { start, moves, result: game.result, ...(date ? { date } : {}) };
}

/** A PDN `Date` tag ("2026.11.21") as a day, or null where it gives none whole ("2026.??.??", "?"). */
export function recordDate(tag: string | undefined): string | null {
  const match = /^\s*(\d{4})[.\-/](\d{2})[.\-/](\d{2})\s*$/.exec(tag ?? '');
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : null;
}

/** A move as the engine reads it: a 64-square game written in PDN's numbers (`22-17`) is read in its squares' names.
 * The record keeps the move as written; this is what is played. */
export function asWritten(variant: DraughtsVariant, text: string): string {
  if (variant !== 'russian' || !/^\d/.test(text)) return text;
  const g = geometry(variant);
  return text.replace(/\d+/g, (n) => (Number(n) >= 1 && Number(n) <= g.squares ? squareName(g, Number(n)) : n));
}

export function checkGame(
  game: PdnGame,
  given: DraughtsVariant | null,
  /** `keep: false`: only how far the moves go (`plies`), not each move and position (`played` stays empty). */
  options: { keep?: boolean } = {},
): CheckedGame {
  const variant = variantOfGame(game, given);
  let start = startPosition(variant);
  if (game.tags.FEN !== undefined) {
    try {
      start = parseFen(variant, game.tags.FEN);
    } catch (error) {
      if (error instanceof NotationError)
        return {
          game,
          variant,
          start,
          played: [],
          plies: 0,
          firstIllegal: null,
          badStart: { ...(game.tagPlaces.FEN ?? game), said: error.said },
        };
      throw error;
    }
  }
  // The 100-square sheet is read as written; a 64-square one written in numbers is read in its letters first.
  const moves =
    variant === 'russian'
      ? game.moves.map((m) => ({ number: m.number, text: asWritten(variant, m.text) }))
      : game.moves;
  const play = playRecord(start, moves, options);
  const illegal = play.firstIllegal;
  return {
    game,
    variant,
    start,
    played: play.played,
    plies: play.plies,
    badStart: null,
    firstIllegal: illegal
      ? {
          ...illegal,
          move: game.moves[illegal.index]!.text,
          line: game.moves[illegal.index]!.line,
          column: game.moves[illegal.index]!.column,
        }
      : null,
  };
}

/** The first game of a PDN text as the rules need it (the draw claims): played to its end, or refused with why —
 * what cannot be read, a start that is no position, or the first move that cannot be played, named. */
export function readRecord(variant: DraughtsVariant, text: string): GameRecord {
  const reading = readPdn(text);
  const broken = reading.errors[0];
  if (broken) throw new GameRecordError(broken.said);
  const game = reading.games[0] ?? {
    line: 1,
    column: 1,
    tags: {},
    tagPlaces: {},
    moves: [],
    result: null,
    warnings: [],
  };
  const checked = checkGame(game, variant);
  if (checked.badStart) throw new GameRecordError(checked.badStart.said);
  const illegal = checked.firstIllegal;
  if (illegal)
    throw new GameRecordError(illegal.reason, { number: illegal.number, side: illegal.side, move: illegal.move });
  return { start: checked.start, moves: checked.played };
}
