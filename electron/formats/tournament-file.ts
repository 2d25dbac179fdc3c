// The tournament file `kabe-arbiter/tournament@1` (docs/tournament-file.md): import, export, backup, fixtures.
// Fields we do not know are kept as they are; fields we know but that are wrong are refused with their path.
import { z } from 'zod';
import { bergerTable } from '../domain/berger';
import { GAME_RESULTS, type GameResult } from '../domain/results';
import { DEFAULT_TIEBREAKS, TIEBREAKS } from '../domain/standings';
import { MAX_PLAYERS, MIN_PLAYERS, RANKS, RULE_SETS, VARIANTS } from '../domain/vocabulary';
import { ApiError, issue, type FieldIssue } from '../api/errors';
import { describeIssue } from '../api/parse';

export const TOURNAMENT_FORMAT = 'kabe-arbiter/tournament@1';

const player = z.looseObject({
  no: z.number().int().min(1).max(MAX_PLAYERS),
  name: z.string().trim().min(1),
  rank: z.enum(RANKS).nullable().default(null),
  club: z.string().nullable().optional(),
  city: z.string().nullable().optional(),
  birthYear: z.number().int().nullable().optional(),
});

const game = z.looseObject({
  round: z.number().int().min(1),
  white: z.number().int().min(1),
  black: z.number().int().min(1),
  result: z.enum(GAME_RESULTS as [Exclude<GameResult, null>, ...Exclude<GameResult, null>[]]).nullable().default(null),
});

const withdrawal = z.looseObject({ player: z.number().int().min(1), afterRound: z.number().int().min(0) });

const rankCounting = z.strictObject({
  M: z.number().int().min(0).max(9),
  CM: z.number().int().min(0).max(9),
  unranked: z.number().int().min(0).max(9),
});

const settings = z.looseObject({
  tiebreaks: z.array(z.enum(TIEBREAKS)).default([...DEFAULT_TIEBREAKS]),
  rankCounting: rankCounting.optional(),
  swapLastTwoRounds: z.boolean().default(false),
  movesPerHour: z.union([z.literal(15), z.literal(18), z.literal(20), z.literal(25)]).optional(),
  sessionHours: z.number().int().min(4).max(6).optional(),
});

export const tournamentFileSchema = z.looseObject({
  format: z.literal(TOURNAMENT_FORMAT),
  name: z.string().trim().min(1),
  variant: z.enum(VARIANTS),
  double: z.boolean().default(false),
  ruleSet: z.enum(RULE_SETS).default('ussr1953'),
  venue: z.string().nullable().optional(),
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
  arbiter: z.string().nullable().optional(),
  settings: settings.default({ tiebreaks: [...DEFAULT_TIEBREAKS], swapLastTwoRounds: false }),
  players: z.array(player).min(MIN_PLAYERS).max(MAX_PLAYERS),
  games: z.array(game).default([]),
  withdrawals: z.array(withdrawal).default([]),
});

export type TournamentFile = z.output<typeof tournamentFileSchema>;

/** Reads a tournament file's JSON. Throws ApiError naming every offending field by its path. */
export function parseTournamentFile(raw: unknown): TournamentFile {
  const parsed = tournamentFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((found) => issue(found.path.map(String).join('.'), 'invalidInput', { detail: found.message }));
    throw new ApiError('invalid', issues.map(describeIssue).join('; '), issues);
  }
  const file = parsed.data;
  const problems = consistencyProblems(file);
  if (problems.length > 0) throw new ApiError('invalid', problems.map(describeIssue).join('; '), problems);
  return file;
}

/** What the schema cannot see: numbers 1..n each once, games between players of the file, each pair as many times
 * as the cycles allow, nobody twice in a round. */
function consistencyProblems(file: TournamentFile): FieldIssue[] {
  const problems: FieldIssue[] = [];
  const n = file.players.length;
  const numbers = new Set<number>();
  file.players.forEach((p, index) => {
    if (p.no > n) problems.push(issue(`players.${index}.no`, 'invalidInput', { detail: `player numbers must run from 1 to ${n}` }));
    if (numbers.has(p.no)) problems.push(issue(`players.${index}.no`, 'invalidInput', { detail: `number ${p.no} is given twice` }));
    numbers.add(p.no);
  });
  const rounds = bergerTable(n, { double: file.double }).rounds.length;
  const cycles = file.double ? 2 : 1;
  const meetings = new Map<string, number>();
  const busy = new Set<string>();
  file.games.forEach((g, index) => {
    const at = `games.${index}`;
    for (const side of ['white', 'black'] as const) {
      if (!numbers.has(g[side])) problems.push(issue(`${at}.${side}`, 'invalidInput', { detail: `there is no player ${g[side]}` }));
    }
    if (g.white === g.black) problems.push(issue(`${at}.black`, 'invalidInput', { detail: 'a player cannot play himself' }));
    if (g.round > rounds) problems.push(issue(`${at}.round`, 'invalidInput', { detail: `a round robin of ${n} players has ${rounds} rounds` }));
    const pair = [Math.min(g.white, g.black), Math.max(g.white, g.black)].join('-');
    meetings.set(pair, (meetings.get(pair) ?? 0) + 1);
    if ((meetings.get(pair) ?? 0) > cycles) problems.push(issue(at, 'invalidInput', { detail: `players ${pair.replace('-', ' and ')} meet more than ${cycles === 1 ? 'once' : 'twice'}` }));
    for (const p of [g.white, g.black]) {
      const key = `${g.round}:${p}`;
      if (busy.has(key)) problems.push(issue(at, 'invalidInput', { detail: `player ${p} has two games in round ${g.round}` }));
      busy.add(key);
    }
  });
  const withdrawn = new Set<number>();
  file.withdrawals.forEach((w, index) => {
    if (!numbers.has(w.player)) problems.push(issue(`withdrawals.${index}.player`, 'invalidInput', { detail: `there is no player ${w.player}` }));
    if (withdrawn.has(w.player)) problems.push(issue(`withdrawals.${index}.player`, 'invalidInput', { detail: `player ${w.player} withdraws twice` }));
    withdrawn.add(w.player);
  });
  return problems;
}
