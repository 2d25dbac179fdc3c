// Commands of the draughts rules engine: perft (move-generation counts) and the check of a written move (§36).
import type { DraughtsVariant } from '../domain/draughts/board';
import { perft } from '../domain/draughts/moves';
import { NotationError, parseFen } from '../domain/draughts/notation';
import { startPosition, type Position } from '../domain/draughts/position';
import { checkWrittenMove } from '../domain/draughts/sealed-move';
import { drawClaims } from '../domain/draughts/claims';
import { GameRecordError, readGameRecord } from '../domain/draughts/game-record';
import type { Language } from '../api/languages';
import type { Phrase } from '../domain/phrase';
import { sayPhrase } from '../formats/phrases';
import { EXIT_OK, languageOf, printJson, readTextFile, UsageError, wholeNumber, type Io } from './io';

function variantOf(text: string | undefined): DraughtsVariant {
  if (text === 'russian' || text === 'international') return text;
  throw new UsageError(`the variant must be russian (64 squares) or international (100 squares), not "${text ?? ''}"`);
}

/** The rules engine's phrases in words of `language`. */
function phrasesIn(language: Language): (said: Phrase) => string {
  return (said) => sayPhrase(said, language);
}

function positionOf(variant: DraughtsVariant, fen: string | undefined): Position {
  if (fen === undefined) return startPosition(variant);
  try {
    return parseFen(variant, fen);
  } catch (error) {
    if (error instanceof NotationError) throw new UsageError(`--fen: ${sayPhrase(error.said)}`);
    throw error;
  }
}

/** `perft <variant> <depth> [--fen F]`: one node per distinct move sequence, a capture identified by its start, its
 * landing square and the set of pieces it takes. */
export function perftCommand(args: string[], options: { fen?: string; json?: boolean }, io: Io): number {
  const variant = variantOf(args[0]);
  const depth = wholeNumber(args[1], 'the depth', 0, 12);
  const nodes = perft(positionOf(variant, options.fen), depth);
  if (options.json) printJson(io, { depth, nodes });
  else io.out(`perft(${depth}) = ${nodes}\n`);
  return EXIT_OK;
}

export function moveCheckCommand(
  options: { variant?: string; fen?: string; move?: string; json?: boolean; lang?: string },
  io: Io,
): number {
  const variant = variantOf(options.variant);
  const say = phrasesIn(languageOf(options.lang));
  if (!options.move) throw new UsageError('--move is required: the move as written, e.g. --move c3-d4');
  const check = checkWrittenMove(positionOf(variant, options.fen), options.move);
  const why = say(check.why);
  if (options.json)
    printJson(io, { legal: check.legal, reading: check.reading, why, phrase: check.why, clerical: check.clerical });
  // The verdict says in words whether the move is legal; a legal move is shown as it reads in full notation.
  else io.out(`${check.legal ? `${check.reading} — ` : ''}${why}\n`);
  return EXIT_OK;
}

/** `claim --variant V <game.pdn>`: which draw claims of §16 (§31) the record supports, and at which move. */
export function claimCommand(
  args: string[],
  options: { variant?: string; json?: boolean; lang?: string },
  io: Io,
): number {
  const variant = variantOf(options.variant);
  const say = phrasesIn(languageOf(options.lang));
  if (!args[0]) throw new UsageError('claim needs a game record: kabe-arbiter claim --variant russian <game.pdn>');
  let record;
  try {
    record = readGameRecord(variant, readTextFile(args[0]));
  } catch (error) {
    if (error instanceof NotationError) throw new UsageError(`${args[0]}: ${sayPhrase(error.said)}`);
    if (error instanceof GameRecordError) throw new UsageError(`${args[0]}: ${error.message}`);
    throw error;
  }
  const claims = drawClaims(variant, record);
  if (options.json)
    printJson(io, {
      moves: record.moves.length,
      claims: claims.map((claim) => ({ ...claim, explanation: say(claim.explanation), phrase: claim.explanation })),
    });
  else if (claims.length === 0)
    io.out(`No draw claim is supported by the ${record.moves.length} half-moves of the record.\n`);
  else for (const claim of claims) io.out(`${claim.paragraph}, move ${claim.move}: ${say(claim.explanation)}\n`);
  return EXIT_OK;
}
