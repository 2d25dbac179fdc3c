// Commands of the draughts rules engine: perft (move-generation counts) and the check of a written move (§36).
import type { Language } from '#api/languages';
import type { DraughtsVariant } from '#domain/draughts/board';
import { drawClaims } from '#domain/draughts/claims';
import { GameRecordError } from '#domain/draughts/game-record';
import { perft } from '#domain/draughts/moves';
import { NotationError, parseFen } from '#domain/draughts/notation';
import { startPosition, type Position } from '#domain/draughts/position';
import { checkWrittenMove } from '#domain/draughts/sealed-move';
import type { Phrase } from '#domain/phrase';
import { citedAs, ruleToken } from '#formats/citations';
import { readRecord } from '#formats/pdn-check';
import { sayPhrase } from '#formats/phrases';
import { catalogue } from '#i18n/catalogue';
import {
  EXIT_OK,
  languageOf,
  printJson,
  readTextFile,
  usage,
  fileNeeded,
  wholeNumber,
  type AnswerOptions,
  type Io,
} from './io';

function variantOf(text: string | undefined): DraughtsVariant {
  if (text === 'russian' || text === 'international') return text;
  throw usage('variant', { text: text ?? '' });
}

/** The rules engine's phrases in words of `language`. */
function phrasesIn(language: Language): (said: Phrase) => string {
  return (said) => sayPhrase(said, language);
}

function positionOf(variant: DraughtsVariant, fen: string | undefined, say: (said: Phrase) => string): Position {
  if (fen === undefined) return startPosition(variant);
  try {
    return parseFen(variant, fen);
  } catch (error) {
    if (error instanceof NotationError) throw usage('inFile', { file: '--fen', problem: say(error.said) });
    throw error;
  }
}

/** `perft <variant> <depth> [--fen F]`: one node per distinct move sequence, a capture identified by its start, its
 * landing square and the set of pieces it takes. */
export function perftCommand(args: string[], options: AnswerOptions & { fen?: string }, io: Io): number {
  const variant = variantOf(args[0]);
  const depth = wholeNumber(args[1], 'perft <depth>', 0, 12);
  const nodes = perft(positionOf(variant, options.fen, phrasesIn(languageOf(options.lang))), depth);
  if (options.json) printJson(io, { depth, nodes });
  else io.out(`perft(${depth}) = ${nodes}\n`);
  return EXIT_OK;
}

interface MoveCheckOptions extends AnswerOptions {
  variant?: string;
  fen?: string;
  move?: string;
}

export function moveCheckCommand(options: MoveCheckOptions, io: Io): number {
  const variant = variantOf(options.variant);
  const say = phrasesIn(languageOf(options.lang));
  if (!options.move) throw usage('moveRequired');
  const checked = checkWrittenMove(positionOf(variant, options.fen, say), options.move);
  // No tournament here: the engine reads a written move as §36 of the 1953 rules does, and cites it.
  const check = { ...checked, why: citedAs(checked.why, ruleToken('ussr1953', 'sealedMove')) };
  const why = say(check.why);
  if (options.json)
    printJson(io, { legal: check.legal, reading: check.reading, why, phrase: check.why, clerical: check.clerical });
  // The verdict says in words whether the move is legal; a legal move is shown as it reads in full notation.
  else io.out(`${check.legal ? `${check.reading} — ` : ''}${why}\n`);
  return EXIT_OK;
}

/** `claim --variant V <game.pdn>`: which draw claims of §16 (§31) the record supports, and at which move. */
export function claimCommand(args: string[], options: AnswerOptions & { variant?: string }, io: Io): number {
  const variant = variantOf(options.variant);
  const language = languageOf(options.lang);
  const say = phrasesIn(language);
  if (!args[0]) throw fileNeeded('claim', 'gameRecord', 'kabe-arbiter claim --variant russian <game.pdn>');
  let record;
  try {
    record = readRecord(variant, readTextFile(args[0]));
  } catch (error) {
    if (error instanceof GameRecordError) {
      // The move that stops the record, named as the score sheet has it: "2. White d4-e6: …".
      const at = error.at;
      const side = at ? catalogue(language)(`rounds.${at.side}`) : '';
      const problem = at ? `${at.number}. ${side} ${at.move}: ${say(error.said)}` : say(error.said);
      throw usage('inFile', { file: args[0], problem });
    }
    if (error instanceof NotationError) throw usage('inFile', { file: args[0], problem: say(error.said) });
    throw error;
  }
  const claims = drawClaims(variant, record);
  if (options.json)
    printJson(io, {
      moves: record.moves.length,
      claims: claims.map((claim) => ({ ...claim, explanation: say(claim.explanation), phrase: claim.explanation })),
    });
  else {
    const t = catalogue(language);
    if (claims.length === 0) io.out(`${t('cli.noClaim', { count: record.moves.length })}\n`);
    for (const claim of claims)
      io.out(
        `${t('cli.claimAt', { paragraph: claim.paragraph, move: claim.move, explanation: say(claim.explanation) })}\n`,
      );
  }
  return EXIT_OK;
}
