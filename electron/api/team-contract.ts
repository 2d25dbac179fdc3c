// The operations of team round robins (docs/teams.md), part of the one contract (contract.ts spreads them in).
import { z } from 'zod';
import { MAX_ROSTER } from '#domain/kinds';
import { id, optionalText, requiredText, wholeNumber } from './fields';

export const teamContract = {
  /** The teams, each round's matches with their line-ups and boards, the team table and the boards' tables. */
  getTeams: { write: false, input: z.strictObject({ tournamentId: id }) },
  /** A team entered (no `teamId`) or changed before the draw: its name, club or city, captain, and its roster — the
   * players from the registry in board order, the reserves after the boards. */
  saveTeam: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      teamId: id.optional(),
      name: requiredText(100),
      club: optionalText(100),
      captain: optionalText(100),
      playerIds: z.array(id).max(MAX_ROSTER, { error: 'rosterTooLong' }),
    }),
  },
  removeTeam: { write: true, input: z.strictObject({ tournamentId: id, teamId: id }) },
  /** A team's line-up for a round: the roster's players who play (their order is the roster's); none — the team did
   * not come. */
  setLineup: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      round: wholeNumber('roundInvalid', 1, 1000),
      teamId: id,
      playerIds: z.array(id).max(MAX_ROSTER, { error: 'rosterTooLong' }),
    }),
  },
  /** §38 applied to a team that leaves after a round (0: before the first): with enough matches played its later
   * matches are lost by forfeit, with fewer all its matches are annulled (docs/teams.md). */
  withdrawTeam: {
    write: true,
    input: z.strictObject({ tournamentId: id, teamId: id, afterRound: wholeNumber('afterRoundNotANumber', 0, 1000) }),
  },
  /** A team's withdrawal recorded by mistake, taken back (confirmed, logged). */
  cancelTeamWithdrawal: {
    write: true,
    input: z.strictObject({ tournamentId: id, teamId: id, confirm: z.literal(true, { error: 'confirmRequired' }) }),
  },
  /** The arbiter confirms (or takes back) the reading the team round robin's rank norms are computed by: each
   * player's coefficient from the opponents he met (docs/teams.md). */
  confirmTeamNorms: { write: true, input: z.strictObject({ tournamentId: id, confirmed: z.boolean() }) },
  /** §35: an adjourned game of a team match decided by the arbiter from its position. */
  adjudicateGame: {
    write: true,
    input: z.strictObject({
      tournamentId: id,
      gameId: id,
      result: z.enum(['1-0', '0-1', '1/2-1/2'], { error: 'gameResultInvalid' }),
      note: optionalText(300),
    }),
  },
} as const;
