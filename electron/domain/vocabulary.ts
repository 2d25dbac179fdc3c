// The words of the rules that every layer shares: ranks, board variants and rule sets.

/** Ranks of the 1953 classification (appendix "Kabe järgunõuded"): master of sport, candidate master, I–V rank
 * (järk); then the youth ranks I–III (юношеский разряд, noorte järk) that every club list holds and the 1953 rules do
 * not know: they are read, kept and shown, and the coefficient counts them as the tournament's setting says
 * (norms.ts). A player without a rank has `null`. */
export const RANKS = ['M', 'CM', 'I', 'II', 'III', 'IV', 'V', 'Y1', 'Y2', 'Y3'] as const;
export type Rank = (typeof RANKS)[number];

/** The youth ranks, strongest first. */
export const YOUTH_RANKS = ['Y1', 'Y2', 'Y3'] as const;
export type YouthRank = (typeof YOUTH_RANKS)[number];

export function isYouthRank(rank: Rank | null): rank is YouthRank {
  return rank === 'Y1' || rank === 'Y2' || rank === 'Y3';
}

/** Russian draughts on 64 squares (§1–§16) or 100-square draughts (§17–§31). */
export const VARIANTS = ['russian', 'international'] as const;
export type Variant = (typeof VARIANTS)[number];

/** Whose rules decide penalties for illegal moves and irregularities: the 1953 rules (§12), FIDE (standard, 2018,
 * blitz) or FMJD (electron/domain/penalties.ts). */
export const RULE_SETS = ['ussr1953', 'fide', 'fide2018', 'fideBlitz', 'fmjd'] as const;
export type RuleSet = (typeof RULE_SETS)[number];

/** Round-robin tables are printed for 3 to 20 players (appendix "Juhis mängujärjekorda määravate tabelite …"). */
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 20;

/** What the arbiter records at a board: an illegal move, a player who did not appear, both absent, a loss on time, a
 * disciplinary decision — and, in team competitions, an adjourned game adjudicated from its position (§35). */
export const INCIDENT_KINDS = [
  'illegalMove',
  'noShow',
  'bothAbsent',
  'timeLoss',
  'discipline',
  'adjudication',
] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];
