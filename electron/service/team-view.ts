// The team tournament as the screens, printouts and the hall read it (electron/api/team-views.ts): teams with their
// rosters, each round's matches with line-ups, boards and score, the team table and the boards' tables.
import type { BoardPlayer, TeamRef, TeamRoundView, TeamTournamentView, TeamView } from '#api/views';
import { halfPoints, isFinal, type GameResult } from '#domain/results';
import { boardTable, teamStandings } from '#domain/team-standings';
import { gamesOf, teamByLot, teamEngine, teamNormRows, type LoadedTeams } from './team-state';

export function teamTournamentView(loaded: LoadedTeams): TeamTournamentView {
  const byId = new Map(loaded.participants.map((p) => [p.id, p] as const));
  const byNo = new Map(loaded.participants.map((p) => [p.lotNo, p] as const));
  const { boards } = loaded.settings;
  const teams: TeamView[] = loaded.teams.map((team) => ({
    id: team.id,
    no: team.lotNo,
    name: team.name,
    club: team.club,
    captain: team.captain,
    leftAfter: team.leftAfter,
    players: team.roster.map((id, index) => {
      const p = byId.get(id)!;
      return {
        participantId: p.id,
        playerId: p.playerId,
        no: p.lotNo,
        name: p.name,
        rank: p.rank,
        rating: p.rating,
        title: p.title,
        position: index + 1,
        reserve: index >= boards,
        woman: p.sex === 'F',
      };
    }),
  }));
  const ref = (no: number): TeamRef => {
    const team = teamByLot(loaded, no);
    return { id: team.id, no, name: team.name };
  };
  const engine = teamEngine(loaded);
  const noOf = new Map(loaded.participants.map((p) => [p.id, p.lotNo!] as const));
  const numbered = (no: number | null): BoardPlayer | null => {
    const p = no === null || no < 0 ? undefined : byNo.get(no);
    return p ? { playerId: p.playerId, no: p.lotNo!, name: p.name } : null;
  };
  /** The team whose leaving decided this match, and how: every match of an annulled team, the later ones of one
   * whose matches count. */
  const withdrawalOf = (slot: (typeof loaded.slots)[number]) =>
    engine.decisions.find(
      (d) =>
        (d.team === slot.first || d.team === slot.second) && (d.effect === 'annulled' || slot.round > d.afterRound),
    );
  const countedOf = new Map<string, typeof engine.games>();
  for (const game of engine.games) countedOf.set(game.match, [...(countedOf.get(game.match) ?? []), game]);
  const slotsOf = new Map<number, typeof loaded.slots>();
  for (const slot of loaded.slots) slotsOf.set(slot.round, [...(slotsOf.get(slot.round) ?? []), slot]);
  const rounds: TeamRoundView[] = [...slotsOf].map(([round, slots]) => {
    const matches = slots.map((slot) => {
      const first = ref(slot.first);
      const second = ref(slot.second);
      const games = gamesOf(loaded, slot);
      const counted = countedOf.get(`${slot.round}:${slot.pairing}`) ?? [];
      const withdrawal = withdrawalOf(slot);
      // Each board as it counts (line-ups, empty boards, a team's withdrawal); an annulled match as it was played.
      const shown: { board: number; white: number | null; black: number | null; result: GameResult }[] =
        withdrawal?.effect === 'annulled'
          ? games.map((g) => ({
              board: g.leg,
              white: noOf.get(g.whiteId)!,
              black: noOf.get(g.blackId)!,
              result: g.result,
            }))
          : counted;
      const boardsNow = [...shown]
        .sort((a, b) => a.board - b.board)
        .map((board) => ({
          board: board.board,
          white: numbered(board.white),
          black: numbered(board.black),
          firstWhite: board.board % 2 === 1,
          gameId: games.find((g) => g.leg === board.board)?.id ?? null,
          result: board.result,
        }));
      const score: [number, number] = [0, 0];
      for (const board of boardsNow) {
        const half = halfOf(board.result);
        if (!half) continue;
        score[0] += board.firstWhite ? half[0] : half[1];
        score[1] += board.firstWhite ? half[1] : half[0];
      }
      return {
        pairing: slot.pairing,
        first,
        second,
        lineups: {
          first: loaded.index.lineups.has(`${first.id}:${round}`),
          second: loaded.index.lineups.has(`${second.id}:${round}`),
        },
        boards: boardsNow,
        score: withdrawal?.effect === 'annulled' ? ([0, 0] as [number, number]) : score,
        complete:
          withdrawal?.effect === 'annulled' || (boardsNow.length === boards && counted.every((g) => isFinal(g.result))),
        withdrawal: withdrawal ? { team: ref(withdrawal.team), effect: withdrawal.effect } : null,
      };
    });
    const bye = loaded.byes.get(round);
    return { round, matches, bye: bye === undefined ? null : ref(bye), complete: matches.every((m) => m.complete) };
  });
  const idOfNo = new Map(loaded.teams.map((team) => [team.lotNo, team.id] as const));
  const { order, tiebreaks, womensBoards } = loaded.settings;
  const standings = teamStandings(engine.teams, engine.games, boards, order, tiebreaks, womensBoards);
  const teamOfPlayer = new Map(engine.teams.flatMap((team) => team.players.map((no) => [no, team.name] as const)));
  /** A numbered player as the boards' and norms' tables name him: who he is and his team. */
  const playerLine = (no: number) => {
    const p = byNo.get(no)!;
    return { playerId: p.playerId, no, name: p.name, team: teamOfPlayer.get(no) ?? '' };
  };
  return {
    tournamentId: loaded.row.id,
    settings: loaded.settings,
    scoring: loaded.row.scoring,
    drawn: loaded.slots.length > 0,
    teams,
    rounds,
    standings: standings.map((row) => ({ ...row, id: idOfNo.get(row.no)! })),
    norms: { confirmedAt: loaded.row.teamNormsConfirmedAt, rows: normRows(loaded, engine, playerLine) },
    boardTables: Array.from({ length: boards }, (_, index) => ({
      board: index + 1,
      rows: boardTable(index + 1, engine.games).map((row) => ({
        ...playerLine(row.player),
        games: row.games,
        points: row.points,
      })),
    })),
  };
}

function halfOf(result: Parameters<typeof isFinal>[0]): readonly [number, number] | null {
  return isFinal(result) ? halfPoints(result) : null;
}

/** Each player's norm by his opponents' coefficient (electron/domain/team-norms.ts), in team and roster order. */
function normRows(
  loaded: LoadedTeams,
  engine: ReturnType<typeof teamEngine>,
  playerLine: (no: number) => { playerId: number; no: number; name: string; team: string },
): TeamTournamentView['norms']['rows'] {
  const numbered = loaded.participants.filter((p) => p.lotNo !== null);
  const rankOf = new Map(numbered.map((p) => [p.lotNo!, p.rank] as const));
  const rows = teamNormRows(loaded, engine.games);
  return rows
    .filter((row) => row.games > 0)
    .map((row) => ({
      ...playerLine(row.player),
      rank: rankOf.get(row.player) ?? null,
      games: row.games,
      points: row.points,
      coefficient: row.coefficient,
      achieved: row.norm?.achieved ?? null,
      status: row.norm?.status ?? null,
      needed: row.norm?.needed ?? {},
    }));
}
