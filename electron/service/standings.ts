// The crosstable and norms of a tournament, as the service answers them.
import type { ParsedInput } from '#api/contract';
import type { CrosstableView } from '#api/views';
import { buildCrosstable } from '#domain/crosstable';
import { crosstableJson } from '#formats/crosstable-json';
import type { ServiceContext } from './context';
import { loadTournament, withdrawalDecisions, type LoadedTournament } from './tournament-state';

export const standingsHandlers = (ctx: ServiceContext) => ({
  getCrosstable: (input: ParsedInput<'getCrosstable'>): CrosstableView =>
    crosstableView(loadTournament(ctx.db, input.tournamentId)),
});

/** The crosstable as the screens and printouts show it: the rules engine's table, §38's decisions with names, and
 * the tie-break matches recorded, each with its players in its order. */
export function crosstableView(loaded: LoadedTournament): CrosstableView {
  const crosstable = buildCrosstable(loaded.data);
  const participantOf = new Map(loaded.participants.map((p) => [p.id, p] as const));
  return {
    ...crosstableJson(crosstable),
    tournamentId: loaded.row.id,
    tiebreaks: [...loaded.data.tiebreaks],
    withdrawals: withdrawalDecisions(loaded),
    playoffs: loaded.playoffs.map((row) => ({
      id: row.id,
      players: row.participantIds.map((id) => {
        const participant = participantOf.get(id)!;
        return { playerId: participant.playerId, no: participant.lotNo!, name: participant.name };
      }),
      note: row.note,
      // It decides while its players (at least two of them) are still tied after every tiebreak.
      decides: crosstable.rows.some(
        (r) => r.playoff !== null && row.participantIds.some((id) => participantOf.get(id)?.lotNo === r.no),
      ),
    })),
  };
}
