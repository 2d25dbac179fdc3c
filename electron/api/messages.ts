// English texts of the messages the service can answer with. The renderer has the same keys under `errors.` in each
// of its languages; these are what the CLI prints and what a client without translations shows.
const ENGLISH = {
  required: 'is required',
  tooLong: 'is longer than {{max}} characters',
  textNotPrintable:
    'contains a character that cannot be printed (a control character, a direction override or a broken character)',
  nestedTooDeep: 'nests deeper than {{max}} levels; no input of the app does',
  rankInvalid: 'must be one of M, CM, I, II, III, IV, V, or empty for unranked',
  birthYearRange: 'must be a year between {{min}} and {{max}}',
  variantInvalid: 'must be russian (64 squares) or international (100 squares)',
  ruleSetInvalid: 'must be ussr1953, fide, fide2018, fideBlitz or fmjd',
  dateInvalid: 'must be a date written YYYY-MM-DD',
  movesPerHourInvalid: 'must be 15, 18, 20 or 25 moves an hour (§32)',
  movesPerHour25OnlyInternational: 'must be 15, 18 or 20 in Russian draughts; 25 is for 100-square draughts only (§32)',
  sessionHoursInvalid: 'must be 4, 5 or 6 hours (§32)',
  endBeforeStart: 'cannot be before the start date',
  idInvalid: 'must be a positive whole number',
  invalidInput: 'is not valid: {{detail}}',
  unknownField: 'is not a known field',
  duplicatePlayer: '{{name}} (born {{born}}) is already in the registry',
  maybeSamePlayer:
    'The registry already has {{existing}}; another player of the same name needs confirmation (a birth year tells them apart)',
  playerNotFound: 'There is no player with id {{id}}',
  tournamentNotFound: 'There is no tournament with id {{id}}',
  alreadyParticipant: '{{name}} is already a participant of this tournament',
  notParticipant: '{{name}} is not a participant of this tournament',
  tooManyParticipants: 'A round robin takes at most {{max}} players',
  unknownOperation: 'There is no operation called {{name}}',
  alreadyDrawn: 'The lots of this tournament have already been drawn',
  notDrawn: 'Draw the lots first: the schedule is made by the draw',
  participantAfterDraw: 'Participants cannot be added after the draw; {{name}} was not added',
  removeAfterDraw: 'After the draw a participant leaves by withdrawal (§38), not by removal',
  playerCountForDraw: 'A round robin needs {{min}} to {{max}} players; this tournament has {{count}}',
  closeNotDrawn: 'A tournament is closed after it has been played; the lots of this one have not been drawn',
  closeWithUnfinished: 'Games without a final result: {{count}}; closing locks them as they are and needs confirmation',
  alreadyClosed: 'The tournament {{name}} was closed at {{at}}',
  notClosed: 'The tournament {{name}} is not closed',
  deleteNotSaved: 'The tournament file could not be saved to {{file}} ({{detail}}); nothing was deleted',
  playerHasTournaments: '{{name}} has played in {{tournaments}}; a player with tournaments stays in the registry',
  manualNumbersInvalid: '{{detail}}',
  manualNumbersIncomplete: 'Give every participant a number: {{missing}} has none',
  settingLockedAfterDraw: 'cannot change after the draw: the schedule depends on it',
  tiebreakChangeNeedsConfirm: 'Results have been entered; changing the tiebreak order needs confirmation and is logged',
  exportFormatInvalid: 'must be json, csv, html or pdf',
  langInvalid: 'must be et (Estonian), en (English) or ru (Russian)',
  printoutKindInvalid: 'must be participants, pairings, schedule, crosstable or norms',
  roundInvalid: 'must be a round number from 1',
  roundNotInSchedule: 'There is no round {{round}} in the schedule yet',
  clockInvalid: 'must be a time written h:mm, e.g. 1:45',
  positionInvalid: 'is not a position: {{detail}}',
  notAdjourned: 'Game {{id}} has no sealed envelope',
  envelopeAlreadyOpen: 'The envelope of this game was opened at {{at}}',
  sealerNotToMove: 'In this position {{toMove}} is to move, so {{sealer}} cannot seal',
  lastRoundBlocked: 'The last round cannot start while earlier games are unfinished (§35): {{games}}',
  decidedByWithdrawal:
    'This game is decided by the withdrawal of {{name}} after round {{round}} (§38); cancel the withdrawal to change it',
  adjournNeedsEnvelope: 'A game is adjourned only with a sealed envelope (§34): use the envelope form',
  sealedEnvelopeKeepsGameAdjourned:
    'This game has a sealed envelope (§34); its result can be cleared only by undoing the adjournment',
  envelopeAlreadySealed:
    'This game already has a sealed envelope (sealed {{at}}); it cannot be sealed again or overwritten',
  adjournFinishedGame:
    'This game already has the result {{result}}; adjourning it replaces the result and needs confirmation',
  resumeNeedsHour:
    'Only {{minutes}} minutes of the session remain; an adjourned game is resumed only with at least one hour left (§35). Confirm an exception to open the envelope now',
  minutesLeftInvalid: 'must be the minutes left in the session, a whole number from 0 to 600',
  sealedMoveNeeded: 'The envelope holds no typed move: type the sealed move from the scoresheet to open it',
  sealedMoveAlreadyTyped: 'The sealed move was typed into the envelope when it was sealed; it cannot be typed again',
  afterRoundNotANumber: 'must be a round number from 0',
  playedAfterLeaving:
    '{{name}} played round {{round}} against {{opponent}}; he cannot have left after round {{afterRound}}',
  resultMissingBeforeLeaving:
    'Enter the result of round {{round}} ({{name}} – {{opponent}}) first: §38 is decided on the results of the rounds he took part in',
  notWithdrawn: '{{name}} has not withdrawn',
  confirmRequired: 'must be confirmed (true)',
  undoEnvelopeOpened:
    'The last change was the opening of the envelope of round {{round}} board {{board}}; an opened envelope cannot be sealed again, so it cannot be undone',
  undoBeforeStart: 'Nothing to undo since the lots were drawn or the tournament was imported',
  undoRedraw:
    'The last change was a withdrawal before the start that led to a new draw; add the player again and draw the lots instead',
  undoCancelledWithdrawal: 'The last change cancelled the withdrawal of {{name}}; record the withdrawal again instead',
  undoStateChanged:
    'Round {{round}} board {{board}} no longer holds what the last change wrote ({{expected}}); nothing was undone',
  nothingToUndo: 'There is no change to undo in this tournament',
  gameNotFound: 'There is no game {{id}} in this tournament',
  resultOverwriteNeedsConfirm:
    'This game already has the result {{result}}; replacing it needs confirmation and is logged',
  roundNotDrawn: 'The round of this game has not been drawn yet (the round order is drawn before each round)',
  roundOrderNotDrawn: 'This tournament plays the table rounds in order; the round order is not drawn',
  allRoundsDrawn: 'Every round of the table has been drawn',
  alreadyWithdrawn: '{{name}} has already withdrawn',
  afterRoundInvalid: 'must be a round from 0 to {{max}}',
  tournamentClosed: 'The tournament {{name}} is closed: its results are locked. Reopen it first (confirmed and logged)',
  requestTooLarge: 'The request is larger than {{max}} MB; nothing the app reads is that large',
  addressInvalid: 'The address {{address}} is not valid: {{detail}}',
  pageInvalid: 'must be a page position: offset from 0, limit from 1 to 1000',
  storeDamaged:
    'The database reports damage ({{problem}}); nothing is imported into it. Make a copy, then restore the newest backup',
  writeNeedsToken: 'Changing data, exporting and backing up need the token that the server printed when it started',
  coefficientInvalid: 'must be a coefficient in hundredths, from 91 (0.91) to 500 (5.00)',
  scoreInvalid: 'must be the challenger’s points, whole or half, from 0 to 14 (a 14-game match)',
  rankEventNotFound: 'There is no rank event with id {{id}}',
  matchSamePlayer: 'A classification match is played between two players',
  matchOpponentNotMaster:
    '{{name}} was not a master of sport on {{date}}; a classification match is won against a master (appendix)',
  rankApplyNotClosed:
    'Close the tournament first: its norms go into the register when its results are final (dated {{date}})',
  rankApplyNoDate: 'The tournament {{name}} has no end date; give it one, so that the register can date its events',
  proposalUnknown: 'The tournament does not support {{key}} (its proposals changed, or the key is mistyped)',
  playerHasMatches: '{{name}} has played a classification match; a player with a match stays in the registry',
  internal: 'Something went wrong inside the app: {{detail}}. Nothing was saved.',
} as const;

export type MessageKey = keyof typeof ENGLISH;

export function englishMessage(key: MessageKey, params: Record<string, string | number> = {}): string {
  return ENGLISH[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

export const MESSAGE_KEYS = Object.keys(ENGLISH) as MessageKey[];
