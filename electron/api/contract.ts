// The one contract: every operation the app offers, with the zod schema of its input and the type of its output.
// IPC (Electron), HTTP (browser mode) and the CLI all parse input with these schemas and call the same service.
import { z } from 'zod';
import { MAX_PLAYERS, RANKS, RULE_SETS, VARIANTS } from '../domain/vocabulary';
import type { Rank, RuleSet, Variant } from '../domain/vocabulary';

export const EARLIEST_BIRTH_YEAR = 1900;

/** Optional free text: trimmed, and empty becomes null so that "no club" is stored one way only. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string({ error: 'invalidInput' }).trim().max(max, { error: 'tooLong' }).nullable().default(null),
  );

const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'tooLong' });

const rank = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.enum(RANKS, { error: 'rankInvalid' }).nullable(),
);

/** A year typed in a form arrives as text; an empty field means "not known". */
const birthYear = z.preprocess(
  (value) => {
    if (value === '' || value === undefined || value === null) return null;
    if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
    return value;
  },
  z
    .number({ error: 'birthYearRange' })
    .int({ error: 'birthYearRange' })
    .min(EARLIEST_BIRTH_YEAR, { error: 'birthYearRange' })
    .max(new Date().getFullYear(), { error: 'birthYearRange' })
    .nullable(),
);

const isoDate = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z
    .string({ error: 'dateInvalid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'dateInvalid' })
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), {
      error: 'dateInvalid',
    })
    .nullable(),
);

const id = z.coerce.number({ error: 'idInvalid' }).int({ error: 'idInvalid' }).positive({ error: 'idInvalid' });

export const playerFields = z.strictObject({
  name: requiredText(100),
  rank,
  club: optionalText(100),
  city: optionalText(100),
  birthYear,
});

const tournamentFields = z
  .strictObject({
    name: requiredText(200),
    variant: z.enum(VARIANTS, { error: 'variantInvalid' }),
    ruleSet: z.enum(RULE_SETS, { error: 'ruleSetInvalid' }),
    venue: optionalText(200),
    startDate: isoDate,
    endDate: isoDate,
    arbiter: optionalText(100),
  })
  .refine((t) => !t.startDate || !t.endDate || t.endDate >= t.startDate, { error: 'endBeforeStart', path: ['endDate'] });

const nothing = z.strictObject({});

export const contract = {
  listPlayers: { write: false, input: nothing },
  createPlayer: { write: true, input: playerFields },
  updatePlayer: { write: true, input: playerFields.extend({ id }) },
  listTournaments: { write: false, input: nothing },
  getTournament: { write: false, input: z.strictObject({ id }) },
  createTournament: { write: true, input: tournamentFields },
  addParticipant: { write: true, input: z.strictObject({ tournamentId: id, playerId: id }) },
  removeParticipant: { write: true, input: z.strictObject({ tournamentId: id, playerId: id }) },
} as const;

export type Contract = typeof contract;
export type OperationName = keyof Contract;
export type Input<K extends OperationName> = z.input<Contract[K]['input']>;
export type ParsedInput<K extends OperationName> = z.output<Contract[K]['input']>;

export const OPERATION_NAMES = Object.keys(contract) as OperationName[];

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}

// ---- outputs ----

export interface Player {
  id: number;
  name: string;
  rank: Rank | null;
  club: string | null;
  city: string | null;
  birthYear: number | null;
}

export interface TournamentSummary {
  id: number;
  name: string;
  variant: Variant;
  ruleSet: RuleSet;
  venue: string | null;
  startDate: string | null;
  endDate: string | null;
  arbiter: string | null;
  participantCount: number;
}

export interface Participant {
  playerId: number;
  name: string;
  rank: Rank | null;
  club: string | null;
  city: string | null;
  lotNo: number | null;
}

export interface TournamentDetail extends TournamentSummary {
  participants: Participant[];
}

export interface Outputs {
  listPlayers: Player[];
  createPlayer: Player;
  updatePlayer: Player;
  listTournaments: TournamentSummary[];
  getTournament: TournamentDetail;
  createTournament: TournamentDetail;
  addParticipant: TournamentDetail;
  removeParticipant: TournamentDetail;
}

export type Output<K extends OperationName> = Outputs[K];

/** What the renderer talks to: the same operations, asynchronous because they cross a process or a network. */
export type ArbiterApi = { [K in OperationName]: (input: Input<K>) => Promise<Output<K>> };

/** What the service implements: synchronous, because better-sqlite3 transactions cannot await. */
export type ArbiterHandlers = { [K in OperationName]: (input: ParsedInput<K>) => Output<K> };

export { MAX_PLAYERS };
