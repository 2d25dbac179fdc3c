// Commands of the draughts rules engine: perft (move-generation counts) and the check of a written move (§36).
import type { DraughtsVariant } from '../domain/draughts/board';
import { perft } from '../domain/draughts/moves';
import { NotationError, parseFen } from '../domain/draughts/notation';
import { startPosition, type Position } from '../domain/draughts/position';
import { checkWrittenMove } from '../domain/draughts/sealed-move';
import { EXIT_OK, printJson, UsageError, wholeNumber, type Io } from './io';

function variantOf(text: string | undefined): DraughtsVariant {
  if (text === 'russian' || text === 'international') return text;
  throw new UsageError(`the variant must be russian (64 squares) or international (100 squares), not "${text ?? ''}"`);
}

function positionOf(variant: DraughtsVariant, fen: string | undefined): Position {
  if (fen === undefined) return startPosition(variant);
  try {
    return parseFen(variant, fen);
  } catch (error) {
    if (error instanceof NotationError) throw new UsageError(`--fen: ${error.message}`);
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

export function moveCheckCommand(options: { variant?: string; fen?: string; move?: string; json?: boolean }, io: Io): number {
  const variant = variantOf(options.variant);
  if (!options.move) throw new UsageError('--move is required: the move as written, e.g. --move c3-d4');
  const check = checkWrittenMove(positionOf(variant, options.fen), options.move);
  if (options.json) printJson(io, { legal: check.legal, reading: check.reading, why: check.why, clerical: check.clerical });
  else io.out(`${check.legal ? `legal: ${check.reading}` : 'not legal'} — ${check.why}\n`);
  return EXIT_OK;
}
