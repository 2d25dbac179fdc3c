// The answers of the rank register (docs/rank-register.md): a player's rank history and card, the proposals a closed
// tournament's norms make, the rank list and its lapses. Types only; views.ts gives them out with the other answers.
import type { PersonName } from '#domain/names';
import type { NormRank, NormStatus } from '#domain/norms';
import type { RankBasis, RankEventKind, RankEvidence, RegisterSettings } from '#domain/rank-register';
import type { TitleNorm } from '#domain/ratings';
import type { Rank } from '#domain/vocabulary';
import type { Player } from './player-view';

/** A player named in a register's answer: the full name given names first, and its parts for the registry's name
 * style. */
export interface NamedPlayer extends PersonName {
  id: number;
  name: string;
}

/** One event of a player's rank history, with what it rests on. */
export interface RankEventView {
  id: number;
  playerId: number;
  kind: RankEventKind;
  rank: Rank | null;
  /** Null: the rank was set without its date (the arbiter is asked to give it). */
  date: string | null;
  basis: RankBasis;
  tournamentId: number | null;
  matchId: number | null;
  evidence: RankEvidence;
  note: string | null;
}

/** His rank as the history folds it, with the three years of "Järgu säilitamine". */
export interface RankStandingView {
  rank: Rank | null;
  /** Null without a rank, or when the day it was achieved is unknown (`dateUnknown`). */
  since: string | null;
  /** He holds a rank whose date nobody gave: it counts from nothing until the arbiter gives the day. */
  dateUnknown: boolean;
  lastKept: string | null;
  validUntil: string | null;
  /** Three years passed (as of today) with nothing keeping it; the lapse is still to be recorded. */
  lapsed: boolean;
}

export interface PlayerTournamentView {
  tournamentId: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  closed: boolean;
  nationalChampionship: boolean;
  rankAtStart: Rank | null;
  /** Null before the draw. */
  no: number | null;
  games: number;
  /** Points in the tournament's scale (7.5, or 15 under 2–1–0), the points possible in it, and percent with one
   * decimal, of his games that count. */
  points: number;
  possible: number;
  percent: number | null;
  place: string | null;
  players: number;
  norm: { achieved: NormRank | null; status: NormStatus | null };
  masterMet: boolean | null;
  /** Today's title norm he met there (EKL Lisa 2, docs/ratings.md). */
  titleNorm: TitleNorm | null;
  /** The games played over the board in it: what Lisa 2's "at least 24 games played" counts. */
  titleNormGames: number;
}

export interface MatchView {
  id: number;
  date: string;
  player: NamedPlayer;
  master: NamedPlayer;
  games: number;
  /** The challenger's points (8.5); the master has the rest. */
  points: number;
  won: boolean;
  note: string | null;
}

export interface PlayerCard {
  player: Player;
  standing: RankStandingView;
  /** Oldest first, as it happened. */
  history: RankEventView[];
  tournaments: PlayerTournamentView[];
  matches: MatchView[];
  /** Results counted toward candidate master (of three) and national championships in the last three years (of
   * two). */
  progress: { candidate: number; candidateNeeded: number; championships: number; championshipsNeeded: number };
  /** Today's title norms in the last five years (EKL Lisa 2 counts them so): how many of each and their games — an SM
   * norm is also an MS norm — and the day the five years begin. */
  titleNorms: { since: string; SM: { norms: number; games: number }; MS: { norms: number; games: number } };
}

export interface RankProposalView {
  /** Names the proposal when applying one by one. */
  key: string;
  playerId: number;
  name: string;
  rankAtStart: Rank | null;
  kind: 'achieved' | 'confirmed' | 'counted';
  rank: Rank;
  basis: RankBasis;
  count: { have: number; need: number } | null;
  games: number;
  /** Points in the tournament's scale, and the points possible in it (7½ of 10; 15 of 20 under 2–1–0). */
  points: number;
  possible: number;
  /** The event it became, once applied. */
  appliedEventId: number | null;
}

export interface RankProposalsView {
  tournamentId: number;
  name: string;
  closed: boolean;
  /** The day the events are dated (the tournament's end); null when it has no dates and is not closed. */
  date: string | null;
  coefficient: number | null;
  /** Whether the field counts as "a tournament of I-rank players" under the federation's setting. */
  candidateField: boolean;
  nationalChampionship: boolean;
  settings: RegisterSettings;
  proposals: RankProposalView[];
  /** Events applied from this tournament that its results no longer support (it was reopened and changed). */
  unsupported: (RankEventView & { name: string })[];
}

export interface RankListRow extends PersonName {
  playerId: number;
  /** Given names first; `surname` and `givenNames` let each reader write it as the registry's name style says. */
  name: string;
  club: string | null;
  city: string | null;
  birthYear: number | null;
  rank: Rank;
  /** Null when the day the rank was achieved is unknown (`dateUnknown`). */
  since: string | null;
  dateUnknown: boolean;
  lastKept: string | null;
  validUntil: string | null;
  lapsed: boolean;
  /** The event that last kept the rank. */
  keptBy: RankEventView | null;
}

export interface RankList {
  asOf: string;
  lapsingBy: string | null;
  /** Only the ranks of unknown date were asked for. */
  undatedOnly: boolean;
  /** All the rows the filter selects, or one page of them. */
  rows: RankListRow[];
  /** How many rows the filter selects, how many of those have lapsed by `asOf`, and how many are of unknown date. */
  total: number;
  lapsed: number;
  undated: number;
}

export interface LapseView extends PersonName {
  playerId: number;
  name: string;
  from: Rank;
  to: Rank | null;
  date: string;
  /** Tournaments he began after the lapse's day with the rank that had lapsed (a lapse recorded late): their norm
   * coefficients counted him at that rank. */
  playedSince: string[];
}
