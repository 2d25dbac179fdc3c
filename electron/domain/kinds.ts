// What a round robin is made of, decided in one place (docs/teams.md): single games between players, micro-matches
// between players (EKL 3.2.2: each pairing plays two games), or team matches between teams (EKL 3.1 for team events:
// each pairing plays a game on every board). The screens, printouts and exports ask this, never a flag of their own.
export const TOURNAMENT_KINDS = ['individual', 'microMatch', 'team'] as const;
export type TournamentKind = (typeof TOURNAMENT_KINDS)[number];

/** The kind a tournament's settings make: teams when it has boards for them, micro-matches when chosen. */
export function tournamentKind(settings: { microMatch: boolean; teams: object | null }): TournamentKind {
  if (settings.teams !== null) return 'team';
  return settings.microMatch ? 'microMatch' : 'individual';
}

/** A team round robin: 3 to 20 teams (issue 50), 1 to 12 boards a match. */
export const MIN_TEAMS = 3;
export const MAX_TEAMS = 20;
export const MAX_BOARDS = 12;
/** A roster holds its boards and as many reserves again at most. */
export const MAX_ROSTER = 2 * MAX_BOARDS;
