// English texts of the messages the service can answer with. The renderer has the same keys under `errors.` in each
// of its languages; these are what the CLI prints and what a client without translations shows.
const ENGLISH = {
  required: 'is required',
  tooLong: 'is longer than {{max}} characters',
  rankInvalid: 'must be one of M, CM, I, II, III, IV, V, or empty for unranked',
  birthYearRange: 'must be a year between {{min}} and {{max}}',
  variantInvalid: 'must be russian (64 squares) or international (100 squares)',
  ruleSetInvalid: 'must be ussr1953, fide or fmjd',
  dateInvalid: 'must be a date written YYYY-MM-DD',
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
  writeNeedsToken: 'Changing data needs the token that the server printed when it started',
  internal: 'Something went wrong inside the app: {{detail}}. Nothing was saved.',
} as const;

export type MessageKey = keyof typeof ENGLISH;

export function englishMessage(key: MessageKey, params: Record<string, string | number> = {}): string {
  return ENGLISH[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}

export const MESSAGE_KEYS = Object.keys(ENGLISH) as MessageKey[];
