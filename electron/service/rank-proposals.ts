// What a closed tournament's norm report proposes to the register (rank-register.ts decides it): each proposal with
// its key, and whether it was applied — read from the tournament's final table and the events already recorded.
import type { RankProposalsView, RankProposalView } from '#api/views';
import type { Db } from '#db/db';
import { rankEventsOfPlayers, rankEventsOfTournament, readRegisterSettings } from '#db/repositories/ranks';
import { buildCrosstable } from '#domain/crosstable';
import type { MasterCheck, PlayerNorm } from '#domain/norms';
import { proposeRankEvents, type RankProposal } from '#domain/rank-register';
import { inScale } from '#domain/results';
import { tournamentDate, toRankEventView } from './player-card';
import { facts } from './rank-history';
import { loadTeams, teamNormRows } from './team-state';
import { loadTournament } from './tournament-state';

export function proposalKey(p: { playerId: number; kind: string; rank: string | null; basis: string }): string {
  return `${p.playerId}:${p.kind}:${p.rank ?? '-'}:${p.basis}`;
}

/** What the tournament's results support in the register, with what of it is applied. */
/** A proposal with the coefficient its norm was read at (hundredths): the tournament's, or in a team round robin the
 * player's own, from the opponents he met — the register keeps it with the event. */
export type ProposalRead = RankProposal & { coefficient: number | null };

export function proposalsOf(db: Db, tournamentId: number): RankProposalsView & { raw: Map<string, ProposalRead> } {
  const loaded = loadTournament(db, tournamentId);
  const settings = readRegisterSettings(db);
  const table = buildCrosstable(loaded.data);
  const date = tournamentDate(loaded);
  const teams = loaded.row.teamBoards !== null;
  const tournament = {
    id: tournamentId,
    date: date ?? '9999-12-31',
    coefficient: table.coefficient,
    rankCounting: table.rankCounting,
    nationalChampionship: loaded.row.nationalChampionship,
  };
  const byLot = new Map(loaded.participants.map((p) => [p.lotNo, p] as const));
  const histories = rankEventsOfPlayers(
    db,
    loaded.participants.map((p) => p.playerId),
  );
  // Events of a tournament that was deleted and imported again lost their link (its id); they are known by the
  // tournament's name and day, so that importing its saved file and applying again does not apply twice.
  const orphans = [...histories.values()]
    .flat()
    .filter(
      (e) =>
        e.tournamentId === null &&
        e.evidence.from === 'tournament' &&
        e.evidence.tournamentName === loaded.row.name &&
        e.date === date,
    );
  const applied = [...rankEventsOfTournament(db, tournamentId), ...orphans];
  const appliedByKey = new Map(applied.map((e) => [proposalKey(e), e] as const));
  const raw = new Map<string, ProposalRead>();
  const proposals: RankProposalView[] = [];
  for (const row of resultRows(db, loaded, table)) {
    const participant = byLot.get(row.no)!;
    const found = proposeRankEvents(
      { ...tournament, coefficient: row.coefficient },
      {
        playerId: participant.playerId,
        rankAtStart: participant.rank,
        games: row.games,
        points: row.points,
        norm: row.norm,
        master: row.master,
      },
      { events: (histories.get(participant.playerId) ?? []).map(facts) },
      settings,
    );
    for (const proposal of found) {
      const key = proposalKey(proposal);
      raw.set(key, { ...proposal, coefficient: row.coefficient });
      proposals.push({
        key,
        playerId: participant.playerId,
        name: participant.name,
        rankAtStart: participant.rank,
        kind: proposal.kind,
        rank: proposal.rank,
        basis: proposal.basis,
        count: proposal.count,
        games: row.games,
        // In the tournament's own scale, with the points possible in it: 7½ / 10, or 15 / 20 under 2–1–0.
        points: inScale(row.points, loaded.row.scoring),
        possible: inScale(2 * row.games, loaded.row.scoring),
        appliedEventId: appliedByKey.get(key)?.id ?? null,
      });
    }
  }
  const nameOf = new Map(loaded.participants.map((p) => [p.playerId, p.name] as const));
  const unsupported = applied
    .filter((e) => !raw.has(proposalKey(e)))
    .map((e) => ({ ...toRankEventView(e), name: nameOf.get(e.playerId) ?? `#${e.playerId}` }));
  return {
    tournamentId,
    name: loaded.row.name,
    closed: loaded.row.closedAt !== null,
    date,
    coefficient: teams || table.coefficient === null ? null : table.coefficient / 100,
    candidateField: !teams && table.coefficient !== null && table.coefficient <= settings.candidateMaxCoefficient,
    nationalChampionship: loaded.row.nationalChampionship,
    settings,
    proposals,
    unsupported,
    raw,
  };
}

export function withoutRaw({ raw: _raw, ...view }: ReturnType<typeof proposalsOf>): RankProposalsView {
  return view;
}

/** Each player's result as the register reads it: his line of the crosstable with the tournament's coefficient — or,
 * in a team round robin, his norm by the opponents he met (electron/domain/team-norms.ts) with his own coefficient,
 * and only once the arbiter confirmed that reading: before, the register is offered nothing. */
function resultRows(
  db: Db,
  loaded: ReturnType<typeof loadTournament>,
  table: ReturnType<typeof buildCrosstable>,
): {
  no: number;
  games: number;
  points: number;
  norm: PlayerNorm;
  master: MasterCheck | null;
  coefficient: number | null;
}[] {
  if (loaded.row.teamBoards === null)
    return table.rows.map((row) => ({
      no: row.no,
      games: row.games,
      points: row.points,
      norm: row.norm,
      master: row.master.applicable ? row.master : null,
      coefficient: table.coefficient,
    }));
  if (loaded.row.teamNormsConfirmedAt === null) return [];
  return teamNormRows(loadTeams(db, loaded.row)).flatMap((row) =>
    row.norm === null
      ? []
      : [
          {
            no: row.player,
            games: row.games,
            points: row.points,
            norm: row.norm,
            master: null,
            coefficient: row.coefficient,
          },
        ],
  );
}
