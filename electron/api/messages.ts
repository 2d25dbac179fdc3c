// English texts of the messages the service can answer with. The renderer has the same keys under `errors.` in each
// of its languages; these are what the CLI prints and what a client without translations shows.
const ENGLISH = {
  required: 'is required',
  tooLong: 'is longer than {{max}} characters',
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
  manualNumbersInvalid: '{{detail}}',
  manualNumbersIncomplete: 'Give every participant a number: {{missing}} has none',
  settingLockedAfterDraw: 'cannot change after the draw: the schedule depends on it',
  tiebreakChangeNeedsConfirm: 'Results have been entered; changing the tiebreak order needs confirmation and is logged',
  printoutKindInvalid: 'must be participants, pairings, schedule, crosstable or norms',
  roundInvalid: 'must be a round number from 1',
  roundNotInSchedule: 'There is no round {{round}} in the schedule yet',
  clockInvalid: 'must be a time written h:mm, e.g. 1:45',
  positionInvalid: 'is not a position: {{detail}}',
  notAdjourned: 'Game {{id}} has no sealed envelope',
  envelopeAlreadyOpen: 'The envelope of this game was opened at {{at}}',
  sealerNotToMove: 'In this position {{toMove}} is to move, so {{sealer}} cannot seal',
  lastRoundBlocked: 'The last round cannot start while earlier games are unfinished (§35): {{games}}',
  nothingToUndo: 'There is no result change to undo',
  gameNotFound: 'There is no game {{id}} in this tournament',
  resultOverwriteNeedsConfirm: 'This game already has the result {{result}}; replacing it needs confirmation and is logged',
  roundNotDrawn: 'The round of this game has not been drawn yet (the round order is drawn before each round)',
  roundOrderNotDrawn: 'This tournament plays the table rounds in order; the round order is not drawn',
  allRoundsDrawn: 'Every round of the table has been drawn',
  alreadyWithdrawn: '{{name}} has already withdrawn',
  afterRoundInvalid: 'must be a round from 0 to {{max}}',
  tournamentClosed: 'The tournament {{name}} is closed: its results are locked. Reopen it first (confirmed and logged)',
  writeNeedsToken: 'Changing data needs the token that the server printed when it started',
  internal: 'Something went wrong inside the app: {{detail}}. Nothing was saved.',
} as const;

export type MessageKey = keyof typeof ENGLISH;

export function englishMessage(key: MessageKey, params: Record<string, string | number> = {}): string {
  return ENGLISH[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

export const MESSAGE_KEYS = Object.keys(ENGLISH) as MessageKey[];
