// What the rules say about a case, as a key and its numbers, never as a sentence: the words are chosen where the
// phrase is shown, in the reader's language (the screens, the printouts, the CLI). Stored records keep phrases too,
// so an incident recorded on an English screen reads in Estonian or Russian on the next one.

export const PHRASE_KEYS = [
  // Illegal moves (§12, FIDE art. 7, FMJD).
  'penalty.lastRoundStands',
  'penalty.nextRoundStarted',
  'penalty.replay',
  'penalty.opponentChooses',
  'penalty.lost',
  'penalty.drawn',
  'penalty.restore',
  // The sealed move (§36).
  'sealed.legal',
  'sealed.quietForCapture',
  'sealed.ambiguous',
  'sealed.notNotation',
  'sealed.wrongTargetPlace',
  'sealed.wrongTargetRank',
  'sealed.wrongTargetFile',
  'sealed.otherSide',
  'sealed.wrongStart',
  'sealed.notLegal',
  // Draw claims (§16, §31).
  'claim.repetitionWhite',
  'claim.repetitionBlack',
  'claim.material30',
  'claim.kingsWhite',
  'claim.kingsBlack',
  // Several adjourned games of one player (§35).
  'adjournment.restBetween',
  // Drawing lots (appendix on the tables): numbers 1..n, each once.
  'lots.numberOutside',
  'lots.numberTwice',
  'lots.allPlayed',
  'lots.playerCount',
  // A position written in PDN FEN (§14, §29).
  'notation.sideToMove',
  'notation.whosePieces',
  'notation.notSquare',
  'notation.squareTwice',
  // Why a score sheet's move cannot be played where it stands (draughts/record-check.ts).
  'check.notNotation',
  'check.ambiguous',
  'check.noMoves',
  'check.noPiece',
  'check.notOwnPiece',
  'check.captureRoute',
  'check.captureCompulsory',
  'check.pieceCannotMove',
  'check.cannotGo',
  // A PDN file that cannot be read as it stands (formats/pdn.ts).
  'pdn.noMoves',
  'pdn.resultDisagrees',
  'pdn.unexpected',
  'pdn.tagCutShort',
  'pdn.tagUnreadable',
  'pdn.resultInvalid',
  'pdn.commentUnclosed',
  'pdn.variationUnclosed',
  // Why a PDN file's game is not matched to a scheduled game (service/game-import.ts).
  'games.playerMissing',
  'games.playerUnknown',
  'games.playerAmbiguous',
  'games.roundNeeded',
  'games.coloursSwapped',
  'games.otherLeg',
  'games.notInRound',
  'games.notPaired',
  'games.otherVariant',
  'games.sameGameTwice',
  'games.noMoves',
  // A score sheet too large to keep (draughts/game-record.ts).
  'record.tooManyMoves',
  'record.moveTooLong',
  'record.commentTooLong',
  'record.numberInvalid',
  // An opening table of ballots (draughts/ballot.ts, formats/opening-table.ts).
  'openings.moveNotLegal',
  'openings.moveAmbiguous',
  'openings.relocationInvalid',
  'openings.relocationFrom',
  'openings.relocationTo',
  'openings.positionDiffers',
  'openings.positionUnreadable',
  'openings.notTable',
  'openings.headerUnknown',
  'openings.headerTwice',
  'openings.notesTooMany',
  'openings.controlCharacter',
  'openings.headerMissing',
  'openings.variantInvalid',
  'openings.fieldCount',
  'openings.kindInvalid',
  'openings.idTwice',
  'openings.noBallots',
  'openings.tooLarge',
  'openings.tooManyBallots',
  'openings.lineTooLong',
  'openings.idInvalid',
  'openings.headerTooLong',
  // Drawing a round's openings (opening-draw.ts).
  'openingDraw.tableUsedUp',
  // A sentence stored before phrases existed, shown as it was written.
  'recorded',
] as const;

export type PhraseKey = (typeof PHRASE_KEYS)[number];
export type PhraseParams = Record<string, string | number>;

export interface Phrase {
  key: PhraseKey;
  params: PhraseParams;
}

export function phrase(key: PhraseKey, params: PhraseParams = {}): Phrase {
  return { key, params };
}

/** A refusal of the rules engine, as a phrase: worded where it is shown, in the reader's language. Its `message`
 * (the key and numbers) is for logs only. */
export class PhraseError extends Error {
  constructor(readonly said: Phrase) {
    super(`${said.key} ${JSON.stringify(said.params)}`);
  }
}

/** A stored phrase; an older record holds the English sentence itself, which stays readable as it was. */
export function storedPhrase(value: unknown): Phrase {
  if (typeof value === 'string') return phrase('recorded', { text: value });
  if (
    typeof value === 'object' &&
    value !== null &&
    (PHRASE_KEYS as readonly unknown[]).includes((value as Phrase).key)
  ) {
    const params = (value as Phrase).params;
    return { key: (value as Phrase).key, params: typeof params === 'object' && params !== null ? params : {} };
  }
  return phrase('recorded', { text: String(value) });
}
