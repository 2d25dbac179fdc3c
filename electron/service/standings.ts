// The crosstable and norms of a tournament, as the service answers them.
import type { CrosstableView, ParsedInput } from '../api/contract';
import { buildCrosstable } from '../domain/crosstable';
import { crosstableJson } from '../formats/crosstable-json';
import type { ServiceContext } from './context';
import { loadTournament } from './tournament-state';

export const standingsHandlers = (ctx: ServiceContext) => ({
  getCrosstable: (input: ParsedInput<'getCrosstable'>): CrosstableView => {
    const loaded = loadTournament(ctx.db, input.tournamentId);
    const crosstable = buildCrosstable(loaded.data);
    const rules = new Map(crosstable.decisions.map((d) => [d.player, d.rule]));
    return {
      ...crosstableJson(crosstable),
      tournamentId: loaded.row.id,
      tiebreaks: [...loaded.data.tiebreaks],
      withdrawals: loaded.withdrawals.map((w) => ({
        playerId: w.playerId,
        no: w.lotNo,
        name: w.name,
        afterRound: w.afterRound,
        rule: w.lotNo === null ? null : (rules.get(w.lotNo) ?? null),
      })),
    };
  },
});
