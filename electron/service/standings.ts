// The crosstable and norms of a tournament, as the service answers them.
import type { ParsedInput } from '#api/contract';
import type { CrosstableView } from '#api/views';
import { buildCrosstable } from '#domain/crosstable';
import { crosstableJson } from '#formats/crosstable-json';
import type { ServiceContext } from './context';
import { loadTournament, withdrawalDecisions } from './tournament-state';

export const standingsHandlers = (ctx: ServiceContext) => ({
  getCrosstable: (input: ParsedInput<'getCrosstable'>): CrosstableView => {
    const loaded = loadTournament(ctx.db, input.tournamentId);
    const crosstable = buildCrosstable(loaded.data);
    return {
      ...crosstableJson(crosstable),
      tournamentId: loaded.row.id,
      tiebreaks: [...loaded.data.tiebreaks],
      withdrawals: withdrawalDecisions(loaded),
    };
  },
});
