// What the hall and the tournament's website publish — and, by leaving it out here, what they never do. The pages are
// made from these views alone: names, ranks, clubs and cities, the pairings with their boards and colours, results
// (an adjourned game only as adjourned), withdrawals as the printouts show them, the standings with the chosen
// tiebreaks, the crosstable and the norms achieved. Never a birth year, the audit trail, an incident's note, a
// backup, the write token — and never a sealed move: the hall reads no envelope at all (§36).
import type { CrosstableView, Schedule, TeamTournamentView, TournamentDetail, TournamentSummary } from '#api/views';
import type { NameStyle } from '#domain/names';
import type { Scoring } from '#domain/results';
import type { Rank, RuleSet, Variant } from '#domain/vocabulary';
import { withdrawalRuleOf } from '#formats/citations';
import { ratingText } from '#formats/crosstable-layout';

export interface HallPlayer {
  no: number;
  name: string;
  rank: Rank | null;
  club: string | null;
  city: string | null;
  /** The round after which he left (§38 or the rule set's own), or null while he plays on. */
  leftAfter: number | null;
  /** His title and rating on the tournament's list, as frozen when he was entered (docs/ratings.md): "GMI 2532". */
  rating: string | null;
}

export interface HallGame {
  board: number;
  /** A micro-match's game on its board (1 or 2); 1 in every other tournament. */
  leg: number;
  white: number;
  black: number;
  /** The result that counts (as the printouts write it), null while the game is being played. */
  result: string | null;
  /** Adjourned: shown as such, with nothing of its envelope. */
  adjourned: boolean;
  /** What a withdrawal made of the game, as on the printouts. */
  withdrawal: 'annulled' | 'awarded' | null;
  /** The player who left, when a withdrawal decided the game. */
  leaver: number | null;
}

export interface HallRound {
  round: number;
  /** When it starts (`2026-11-28T14:00`, the hall's clock); null when no start is set. */
  startsAt: string | null;
  games: HallGame[];
  bye: number | null;
  complete: boolean;
  /** A round of micro-matches: its drawn openings — the whole round's (board null) or each board's — as written. */
  openings: { board: number | null; id: string; moves: string | null; written: string; fen: string }[];
}

/** A tournament as the list of those being played names it. */
export interface HallSummary {
  id: number;
  name: string;
  venue: string | null;
  startDate: string | null;
  endDate: string | null;
  variant: Variant;
  /** The round being played, and how many there are. */
  currentRound: number | null;
  roundCount: number;
  /** Closed by the arbiter: its standings are final (shown so at the prize-giving, until the arbiter hides it). */
  final: boolean;
}

export interface HallTournament extends HallSummary {
  ruleSet: RuleSet;
  /** How the tournament writes its players' names, for the heading above them. */
  nameStyle: NameStyle;
  /** A round robin of micro-matches: each board's two games are "3·1" and "3·2". */
  microMatch: boolean;
  scoring: Scoring;
  /** The citation token of the rule a withdrawal is decided by (formats/citations.ts). */
  withdrawalRule: string;
  players: HallPlayer[];
  rounds: HallRound[];
  /** The crosstable as the printouts have it: names, ranks, cells, points, tiebreaks, norms — no private field. */
  crosstable: CrosstableView;
  /** A team round robin: its teams (names, rosters, captains), matches, team table and boards' tables, as printed. */
  teams: TeamTournamentView | null;
}

/** A tournament is in the hall once its lots are drawn — while it is played, and once closed with its final
 * standings, until the arbiter hides it (its Setup's switch). */
export function inHall(tournament: Pick<TournamentDetail, 'state' | 'settings'>): boolean {
  return tournament.state.phase !== 'setup' && tournament.settings.shownInHall;
}

export function hallSummary(tournament: TournamentSummary): HallSummary {
  return {
    id: tournament.id,
    name: tournament.name,
    venue: tournament.venue,
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    variant: tournament.variant,
    currentRound: tournament.state.round,
    roundCount: tournament.state.rounds ?? 0,
    final: tournament.state.phase === 'finished',
  };
}

/** The published view of one tournament, from the answers the screens get. */
export function hallTournament(
  tournament: TournamentDetail,
  schedule: Schedule,
  crosstable: CrosstableView,
  teams: TeamTournamentView | null = null,
) {
  const players: HallPlayer[] = tournament.participants
    .filter((p) => p.lotNo !== null)
    .map((p) => ({
      no: p.lotNo!,
      name: p.name,
      rank: p.rank,
      club: p.club,
      city: p.city,
      leftAfter: p.withdrawal?.afterRound ?? null,
      rating: p.rating === null && p.title === null ? null : ratingText(p),
    }))
    .sort((a, b) => a.no - b.no);
  const rounds: HallRound[] = schedule.rounds
    .filter((r) => r.round !== null)
    .map((r) => ({
      round: r.round!,
      startsAt: r.startsAt,
      openings: r.openings.map(({ board, id, moves, written, fen }) => ({ board, id, moves, written, fen })),
      bye: r.bye?.no ?? null,
      complete: r.complete,
      games: r.games.map((g): HallGame => ({
        board: g.board,
        leg: g.leg,
        white: g.white.no,
        black: g.black.no,
        result: g.result === null || g.result === 'adjourned' ? null : g.result,
        adjourned: g.result === 'adjourned',
        withdrawal: g.withdrawal ? (g.withdrawal.effect === 'annulled' ? 'annulled' : 'awarded') : null,
        leaver: g.withdrawal?.player.no ?? null,
      })),
    }))
    .sort((a, b) => a.round - b.round);
  // A team round robin's rounds are its matches' (their boards are on its pages, from `teams`).
  const starts = new Map(schedule.starts.map((s) => [s.round, s.startsAt] as const));
  const teamRounds = teams?.rounds.map((r): HallRound => ({
    round: r.round,
    startsAt: starts.get(r.round) ?? null,
    games: [],
    bye: null,
    complete: r.complete,
    openings: [],
  }));
  const view: HallTournament = {
    ...hallSummary(tournament),
    ruleSet: tournament.ruleSet,
    scoring: tournament.settings.scoring,
    nameStyle: tournament.settings.nameStyle,
    microMatch: tournament.settings.microMatch,
    withdrawalRule: withdrawalRuleOf(tournament),
    // A team round robin's players are on its teams' pages, not pages of their own: a player's page is his table's.
    players: teams ? [] : players,
    rounds: teamRounds ?? rounds,
    crosstable,
    teams,
  };
  return view;
}
