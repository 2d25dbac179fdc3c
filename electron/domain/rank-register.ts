// The rank register: a player's rank as a story across tournaments (appendix "Kabe järgunõuded"). A rank is
// achieved, confirmed within three years or it lapses, or set by hand (a rank brought from before the register);
// the current rank is what the history says, never a value typed over. Results that count toward a rank needing
// several of them (the candidate master's three tournaments, the master's two national championships) are
// "counted" events. Dates are ISO days (YYYY-MM-DD), compared as text. docs/rank-register.md has the choices.
import type { NameStyle } from './names';
import { pointsNeeded, rankNumber, type MasterCheck, type PlayerNorm, type RankCounting } from './norms';
import type { Scoring } from './results';
import type { Rank } from './vocabulary';

export const RANK_EVENT_KINDS = ['achieved', 'confirmed', 'lapsed', 'set', 'counted'] as const;
export type RankEventKind = (typeof RANK_EVENT_KINDS)[number];

/** What an event rests on: a rank norm of the classification table, the keeping rule's 50%, the master norm, a
 * candidate master's tournament of I-rank players, a national championship, a classification match, the arbiter's
 * hand, or the end of the three years. */
export const RANK_BASES = ['norm', 'keeping', 'master', 'candidate', 'championship', 'match', 'hand', 'lapse'] as const;
export type RankBasis = (typeof RANK_BASES)[number];

/** What an event rests on, as the register shows it: kept with the event, so that it reads the same after the
 * tournament is deleted or a player renamed. Points are half-points. */
export type RankEvidence =
  | {
      from: 'tournament';
      tournamentName: string;
      games: number;
      points: number;
      /** Hundredths; null when nobody was left in the table. */
      coefficient: number | null;
      /** A result counted toward CM or M: how many he had with it, of how many needed. */
      count: { have: number; need: number } | null;
      /** The tournament's scale, to say the points in it; absent: 1–½–0 (every event before 2–1–0 existed). */
      scoring?: Scoring;
    }
  | { from: 'match'; opponentName: string; games: number; points: number }
  /** The rank the registry held when the register began. */
  | { from: 'registry' }
  /** Set by the arbiter (the note says why). */
  | { from: 'hand' }
  /** A new player of an imported tournament file, with the rank the file gave him. */
  | { from: 'file'; tournamentName: string }
  | { from: 'lapse'; lapsedRank: Rank; validUntil: string };

export interface RankEventFacts {
  id: number;
  kind: RankEventKind;
  /** The rank achieved, confirmed or set; for a lapse, the rank he falls to; for a counted result, the rank it
   * counts toward (CM or M). */
  rank: Rank | null;
  /** Null: a rank set without its date (typed into the registry, brought by a tournament file). Only `set` events
   * can be undated; every other event is dated by what it rests on. */
  date: string | null;
  basis: RankBasis;
  /** The tournament it comes from, if any. */
  tournamentId: number | null;
}

/** "Järgu säilitamine": a rank is kept by repeating its result within three years. */
export const KEEPING_YEARS = 3;
/** "Meistrikandidaat": at least 70% in each of three tournaments of I-rank players. */
export const CANDIDATE_TOURNAMENTS = 3;
export const CANDIDATE_PERCENT = 70;
/** "Meistersportlane": taking part twice within three years in the national championship. */
export const CHAMPIONSHIPS_FOR_MASTER = 2;
/** "Meistersportlane": a 14-game classification match won against a master. */
export const MATCH_GAMES = 14;
/** "Järgu säilitamine" (I–V rank): at least 50% in a tournament of one's own rank. */
export const KEEPING_PERCENT = 50;

/** Strength order: M first, then CM, I … V, then the youth ranks I–III; no rank is weakest. */
const STRENGTH: Record<Rank, number> = { M: 0, CM: 1, I: 2, II: 3, III: 4, IV: 5, V: 6, Y1: 7, Y2: 8, Y3: 9 };
/** What a lapse falls to: one rank down the 1953 ladder (V to none), or down the youth ranks (III youth to none). */
const BELOW: Record<Rank, Rank | null> = {
  M: 'CM',
  CM: 'I',
  I: 'II',
  II: 'III',
  III: 'IV',
  IV: 'V',
  V: null,
  Y1: 'Y2',
  Y2: 'Y3',
  Y3: null,
};

export function isStronger(a: Rank | null, b: Rank | null): boolean {
  if (a === null) return false;
  if (b === null) return true;
  return STRENGTH[a] < STRENGTH[b];
}

/** The rank a lapse leaves: one below (M → CM, …, V → none; a youth rank to the next youth rank, III to none). The
 * appendix says how a rank is kept, not what follows when it is not; falling one rank is the register's
 * interpretation, and the arbiter may set another by hand. */
export function rankBelow(rank: Rank): Rank | null {
  return BELOW[rank];
}

/** The same day `years` later; 29 February becomes 28 February in a year without it. */
export function addYears(date: string, years: number): string {
  const year = Number(date.slice(0, 4)) + years;
  const monthDay = date.slice(5);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${String(year).padStart(4, '0')}-${monthDay === '02-29' && !leap ? '02-28' : monthDay}`;
}

/** The day after `date`. */
export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export interface RankStanding {
  rank: Rank | null;
  /** The day of the event that gave him this rank (achieved, set, or the lapse that left it); null without a rank,
   * or when the rank was set without its date. */
  since: string | null;
  /** The last achievement or confirmation of this rank (or the day it was set or fell to): the three years run
   * from here. Null when the rank's date is unknown and no result has kept it since. */
  lastKept: string | null;
  /** The last day a result keeps the rank ("kolme aasta jooksul"); null without a rank, and while nothing dated
   * keeps it: a rank of unknown date never lapses on a date the register made up. */
  validUntil: string | null;
  /** The event behind `lastKept`. */
  keptBy: number | null;
  /** The event that gave him this rank (the one `since` is the day of). */
  startedBy: number | null;
}

/** The events of a history that had happened by `date`: those dated on or before it, and the ranks of unknown date —
 * a rank typed into the registry was held before anything the register dated (the reading docs/rank-register.md
 * gives for a classification match against a master of unknown date). */
export function eventsBy<E extends Pick<RankEventFacts, 'date'>>(events: E[], date: string): E[] {
  return events.filter((e) => e.date === null || e.date <= date);
}

/** Whether the day the rank was achieved is unknown (set without a date): the arbiter is asked to give it. */
export function rankDateUnknown(standing: RankStanding): boolean {
  return standing.rank !== null && standing.since === null;
}

/** The current rank, folded from the history in the order it was recorded — a tournament of March applied in
 * April after a rank was typed into the registry in April still raises it — while the dates say when the three
 * years run:
 * - achieved: a stronger rank replaces the held one; the same rank counts as kept; a weaker one changes nothing;
 * - confirmed: keeps the held rank when it is the one confirmed;
 * - set: the rank written by hand, whatever was before (the arbiter's latest word);
 * - lapsed: the rank he falls to, kept from that day;
 * - counted: changes nothing by itself (the achievement it leads to is its own event). */
export function rankStanding(events: RankEventFacts[]): RankStanding {
  let rank: Rank | null = null;
  let since: string | null = null;
  let lastKept: string | null = null;
  let keptBy: number | null = null;
  let startedBy: number | null = null;
  for (const event of [...events].sort((a, b) => a.id - b.id)) {
    const start = () => {
      rank = event.rank;
      since = event.date;
      lastKept = event.date;
      keptBy = event.id;
      startedBy = event.id;
    };
    // A result recorded late keeps the rank from its own date, never moving the three years back; the first dated
    // result after a rank of unknown date starts its three years.
    const keep = () => {
      if (event.date !== null && (lastKept === null || event.date >= lastKept)) {
        lastKept = event.date;
        keptBy = event.id;
      }
    };
    if (event.kind === 'set' || event.kind === 'lapsed') start();
    else if (event.kind === 'achieved') {
      if (isStronger(event.rank, rank)) start();
      else if (event.rank === rank) keep();
    } else if (event.kind === 'confirmed' && event.rank === rank && rank !== null) keep();
  }
  const validUntil = rank !== null && lastKept !== null ? addYears(lastKept, KEEPING_YEARS) : null;
  return { rank, since, lastKept, validUntil, keptBy, startedBy };
}

/** Whether the rank has lapsed by `asOf`: three years passed with no result that keeps it. */
export function hasLapsed(standing: RankStanding, asOf: string): boolean {
  return standing.validUntil !== null && asOf > standing.validUntil;
}

/** "Järgu säilitamine": a rank last kept on day K is valid until addYears(K, 3). The ranks whose three years end
 * before `date` are exactly those last kept before the day this returns — so a list can ask the store for them by
 * index, 29 February included (2024-02-29 and 2024-02-28 both run to 2027-02-28). */
export function keptBeforeForEndingBefore(date: string): string {
  const threeYearsBack = addYears(date, -KEEPING_YEARS);
  return addYears(threeYearsBack, KEEPING_YEARS) < date ? nextDay(threeYearsBack) : threeYearsBack;
}

/** The lapse the register records when the three years have passed: dated the day after the last valid day. */
export function lapseOf(standing: RankStanding): { rank: Rank | null; date: string } | null {
  if (standing.rank === null || standing.validUntil === null) return null;
  return { rank: rankBelow(standing.rank), date: nextDay(standing.validUntil) };
}

/** How the federation reads "a tournament of I-rank players" (the candidate master's norm) and, for a candidate
 * master, "a tournament of his own rank": a coefficient at most this (hundredths), counted with the tournament's
 * own rank counting. The source gives no number; the default, 1.00, is a field of I-rank players or stronger. */
export interface RegisterSettings {
  candidateMaxCoefficient: number;
  /** The championship the master's criterion counts, as the register's federation names it today; null: "the
   * national championship" (a tournament marked so). The appendix names the USSR championship: a register kept
   * today counts its own federation's. */
  championship: string | null;
  /** How the registry shows names; null: as the reader's language writes a list read by surname. */
  nameStyle: NameStyle | null;
}
export const DEFAULT_REGISTER_SETTINGS: RegisterSettings = {
  candidateMaxCoefficient: 100,
  championship: null,
  nameStyle: null,
};

/** One tournament as the register sees it. */
export interface TournamentForRegister {
  id: number;
  /** The day the events are dated: the tournament's end. */
  date: string;
  coefficient: number | null;
  rankCounting: RankCounting;
  nationalChampionship: boolean;
}

/** One participant's result in it, with the rank he had when entered. */
export interface ResultForRegister {
  playerId: number;
  rankAtStart: Rank | null;
  games: number;
  /** Half-points. */
  points: number;
  norm: PlayerNorm;
  master: MasterCheck | null;
}

/** What the register already holds of this player that a proposal counts. */
export interface PlayerHistory {
  events: RankEventFacts[];
}

export interface RankProposal {
  playerId: number;
  kind: 'achieved' | 'confirmed' | 'counted';
  rank: Rank;
  basis: RankBasis;
  /** For a result counted toward CM or M: how many such results he has with this one, and how many are needed. */
  count: { have: number; need: number } | null;
}

/** A percent of the points, needed as the classification table's norms are: rounded to a half point (a quarter or
 * more raised), in half-points. */
function reaches(points: number, games: number, percent: number): boolean {
  return games > 0 && points >= pointsNeeded(games, percent);
}

/** Other tournaments' results counted toward `rank` on `basis`, dated on or before `date` (and after `from`, when
 * given). */
function countedBefore(
  history: PlayerHistory,
  tournamentId: number,
  rank: Rank,
  basis: RankBasis,
  date: string,
  from?: string,
): number {
  return history.events.filter(
    (e) =>
      e.kind === 'counted' &&
      e.rank === rank &&
      e.basis === basis &&
      e.tournamentId !== tournamentId &&
      e.date !== null &&
      e.date <= date &&
      (!from || e.date >= from),
  ).length;
}

/** The events one tournament supports for one player (appendix "Kabe järgunõuded"), strongest first. */
export function proposeRankEvents(
  tournament: TournamentForRegister,
  result: ResultForRegister,
  history: PlayerHistory,
  settings: RegisterSettings,
): RankProposal[] {
  const proposals: RankProposal[] = [];
  const held = result.rankAtStart;
  const { date, coefficient } = tournament;
  const propose = (kind: RankProposal['kind'], rank: Rank, basis: RankBasis, count: RankProposal['count'] = null) =>
    proposals.push({ playerId: result.playerId, kind, rank, basis, count });
  const isMaster = held === 'M';
  if (result.games === 0) return proposals;

  // Master: twice within three years in the national championship. A master is not credited toward the title he
  // holds: his place in the championship keeps it ("järgu säilitamine": the rank's result repeated within three
  // years — for a master, the championship he was made a master by).
  if (tournament.nationalChampionship) {
    if (isMaster) propose('confirmed', 'M', 'championship');
    else {
      const have = countedBefore(history, tournament.id, 'M', 'championship', date, addYears(date, -KEEPING_YEARS)) + 1;
      if (have >= CHAMPIONSHIPS_FOR_MASTER)
        propose('achieved', 'M', 'championship', { have, need: CHAMPIONSHIPS_FOR_MASTER });
      propose('counted', 'M', 'championship', { have, need: CHAMPIONSHIPS_FOR_MASTER });
    }
  }
  // Master: the norm in a classification tournament of at least 2/3 masters (50% against masters or 70% against
  // candidate masters); a master keeps his rank by the same result ("sama tagajärg").
  if (result.master?.met) propose(isMaster ? 'confirmed' : 'achieved', 'M', 'master');

  // Candidate master: at least 70% in each of three tournaments of I-rank players.
  const candidateField = coefficient !== null && coefficient <= settings.candidateMaxCoefficient;
  if (candidateField && !isMaster) {
    if (held === 'CM') {
      // A candidate master keeps his rank by 50% in a tournament of his own rank, which is this field.
      if (reaches(result.points, result.games, KEEPING_PERCENT)) propose('confirmed', 'CM', 'keeping');
    } else if (reaches(result.points, result.games, CANDIDATE_PERCENT)) {
      const have = countedBefore(history, tournament.id, 'CM', 'candidate', date) + 1;
      if (have >= CANDIDATE_TOURNAMENTS) {
        propose('achieved', 'CM', 'candidate', { have, need: CANDIDATE_TOURNAMENTS });
      }
      propose('counted', 'CM', 'candidate', { have, need: CANDIDATE_TOURNAMENTS });
    }
  }

  // I–V rank: the classification table's norm achieves a stronger rank or confirms the held one (the table's
  // columns read "saavutamiseks või kinnitamiseks", to achieve or to confirm).
  const { achieved, status } = result.norm;
  if (achieved && status === 'promotion' && !isStronger(held, achieved)) propose('achieved', achieved, 'norm');
  else if (achieved && status === 'confirmation') propose('confirmed', achieved, 'norm');
  else if (held !== null && held !== 'M' && held !== 'CM' && coefficient !== null) {
    // "Järgu säilitamine": at least 50% in a tournament of one's own rank — a field of his rank or stronger, whose
    // coefficient is at most his rank's number.
    const own = rankNumber(held, tournament.rankCounting) * 100;
    if (coefficient <= own && reaches(result.points, result.games, KEEPING_PERCENT))
      propose('confirmed', held, 'keeping');
  }
  return proposals;
}

/** "Meistersportlane": a 14-game classification match won against a master — more than half of its points. */
export function matchWon(points: number, games: number = MATCH_GAMES): boolean {
  return games === MATCH_GAMES && points > games;
}
