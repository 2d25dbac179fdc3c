// A team round robin in the tournament file (@7, docs/tournament-file.md and docs/teams.md): what its parts must hold
// together beyond their shapes, and the tournament in the rules engine's terms read from the file alone (the command
// line's crosstable). Its games name their match (`pairing`, its place in the round) and their board in it (`board`);
// the line-ups say who came, so that an empty board and a team that did not come are scored from the file as on the
// screens.
import { issue, type FieldIssue } from '#api/errors';
import type { MessageKey, MessageParams } from '#api/messages';
import { MIN_TEAMS } from '#domain/kinds';
import { TIEBREAKS, type Tiebreak } from '#domain/standings';
import { teamMatchGames, teamSlots, type MatchSlot } from '#domain/team-matches';
import { emptySeat, TEAM_TIEBREAKS, type Team, type TeamGame, type TeamTiebreak } from '#domain/team-standings';
import { withTeamWithdrawals } from '#domain/team-withdrawal';
import type { TournamentFile } from './tournament-file-schema';

export const isTeamFile = (file: Pick<TournamentFile, 'settings'>): boolean => file.settings.teams !== undefined;

/** The tiebreaks of a round robin of players. */
export function playerTiebreaks(file: Pick<TournamentFile, 'settings'>): Tiebreak[] {
  return file.settings.tiebreaks.filter((t): t is Tiebreak => (TIEBREAKS as readonly string[]).includes(t));
}

/** The team table's tiebreaks. */
export function teamTiebreaks(file: Pick<TournamentFile, 'settings'>): TeamTiebreak[] {
  return file.settings.tiebreaks.filter((t): t is TeamTiebreak => (TEAM_TIEBREAKS as readonly string[]).includes(t));
}

/** A file's tiebreaks of the other kind: a team table's in a round robin of players, or the other way round. */
export function tiebreakKindProblems(file: TournamentFile): FieldIssue[] {
  const teams = isTeamFile(file);
  const own: readonly string[] = teams ? TEAM_TIEBREAKS : TIEBREAKS;
  return file.settings.tiebreaks.flatMap((t, index) =>
    own.includes(t)
      ? []
      : [
          issue(`settings.tiebreaks.${index}`, teams ? 'fileTiebreakNotForTeams' : 'fileTiebreakOnlyForTeams', {
            name: t,
          }),
        ],
  );
}

/** What a team file must hold together: teams numbered 1..T each once, every player in one roster, rosters with a
 * player for each board; line-ups of the table's rounds, of a team's own players, each given once; games in a match
 * of the table, on a board of it, between the players its line-ups put there. */
export function teamFileProblems(file: TournamentFile): FieldIssue[] {
  const problems: FieldIssue[] = [];
  const invalid = (path: string, key: MessageKey, params?: MessageParams) => problems.push(issue(path, key, params));
  const boards = file.settings.teams!.boards;
  (file.settings.teams!.womensBoards ?? []).forEach((board, index, all) => {
    if (board > boards || (index > 0 && board <= all[index - 1]!))
      invalid(`settings.teams.womensBoards.${index}`, 'womensBoardInvalid');
  });
  const teams = file.teams ?? [];
  const numbers = new Set(file.players.map((p) => p.no));
  const playerOf = new Map(file.players.map((p) => [p.no, p] as const));
  const teamOf = new Map<number, number>();
  teams.forEach((team, index) => {
    if (teams.findIndex((t) => t.name.toLowerCase() === team.name.toLowerCase()) !== index)
      invalid(`teams.${index}.name`, 'teamNameTaken', { name: team.name });
    if (team.no > teams.length) invalid(`teams.${index}.no`, 'fileNumberRange', { max: teams.length });
    if (teams.findIndex((t) => t.no === team.no) !== index)
      invalid(`teams.${index}.no`, 'fileNumberTwice', { no: team.no });
    if (team.players.length < boards)
      invalid(`teams.${index}.players`, 'rosterTooShort', { boards, count: team.players.length });
    // A women's board's place holds a woman, as the teams card asks (docs/teams.md): the file says so by her sex.
    for (const board of file.settings.teams!.womensBoards ?? []) {
      const player = playerOf.get(team.players[board - 1]!);
      if (player && player.sex !== 'F')
        invalid(`teams.${index}.players.${board - 1}`, 'fileWomensBoardNotWoman', {
          board,
          team: team.name,
          name: player.name,
        });
    }
    team.players.forEach((no, place) => {
      const at = `teams.${index}.players.${place}`;
      if (!numbers.has(no)) invalid(at, 'fileNoPlayer', { no });
      else if (teamOf.has(no)) invalid(at, 'filePlayerInTwoTeams', { no });
      teamOf.set(no, team.no);
    });
  });
  file.players.forEach((p, index) => {
    if (!teamOf.has(p.no)) invalid(`players.${index}.no`, 'filePlayerWithoutTeam', { no: p.no });
  });
  const drawn = file.draw?.drawnAt != null || file.games.length > 0 || (file.lineups ?? []).length > 0;
  if (!drawn || problems.length > 0) return problems;
  if (teams.length < MIN_TEAMS) {
    invalid('teams', 'teamCountForDraw', { min: MIN_TEAMS, max: 20, count: teams.length });
    return problems;
  }
  const { slots } = teamSlots(teams.length, {
    double: file.double,
    swapLastTwoRounds: file.settings.swapLastTwoRounds,
  });
  const rounds = Math.max(...slots.map((s) => s.round));
  const given = new Set<string>();
  (file.lineups ?? []).forEach((lineup, index) => {
    const at = `lineups.${index}`;
    if (lineup.round > rounds) invalid(`${at}.round`, 'roundOutOfTable', { rounds });
    if (!teams.some((t) => t.no === lineup.team)) invalid(`${at}.team`, 'fileNoTeam', { no: lineup.team });
    if (given.has(`${lineup.round}:${lineup.team}`))
      invalid(at, 'fileLineupTwice', { team: lineup.team, round: lineup.round });
    given.add(`${lineup.round}:${lineup.team}`);
    if (lineup.players.length !== boards) invalid(`${at}.players`, 'fileLineupBoards', { boards });
    lineup.players.forEach((no, board) => {
      if (no !== null && teamOf.get(no) !== lineup.team)
        invalid(`${at}.players.${board}`, 'notInRoster', { name: String(no), team: String(lineup.team) });
    });
  });
  const lineupOf = new Map((file.lineups ?? []).map((l) => [`${l.round}:${l.team}`, l.players] as const));
  const slotAt = new Map<string, (typeof slots)[number]>(slots.map((slot) => [`${slot.round}:${slot.pairing}`, slot]));
  const seat = (team: number, round: number, board: number) => lineupOf.get(`${round}:${team}`)?.[board - 1];
  const places = new Set<string>();
  file.games.forEach((g, index) => {
    const at = `games.${index}`;
    const tableRound = g.tableRound ?? g.round;
    const slot = slotAt.get(`${tableRound}:${g.pairing}`);
    if (!slot || g.board === undefined || g.board > boards) {
      invalid(at, 'fileGameNotInMatch', { round: tableRound ?? '', match: g.pairing ?? '', board: g.board ?? '' });
      return;
    }
    const [whiteTeam, blackTeam] = g.board % 2 === 1 ? [slot.first, slot.second] : [slot.second, slot.first];
    if (seat(whiteTeam, slot.round, g.board) !== g.white || seat(blackTeam, slot.round, g.board) !== g.black)
      invalid(at, 'fileGameNotLinedUp', { round: slot.round, board: g.board });
    const key = `${slot.round}:${slot.pairing}:${g.board}`;
    if (places.has(key)) invalid(`${at}.board`, 'fileBoardTwice', { board: g.board, round: slot.round });
    places.add(key);
    if (g.round !== null && g.round !== slot.round) invalid(`${at}.round`, 'fileTeamGameRound', { round: slot.round });
  });
  problems.push(...afterTheGames(file, slots, places, seat, boards));
  return problems;
}

/** What a team file's games and line-ups must also agree with: a board both line-ups put a player on has its game;
 * nobody sits at two boards of a line-up; a team that left has no game after it left; envelopes and incidents name
 * a game of the file; round starts are the table's. A team file has no player withdrawals or tie-break matches of
 * players (a team leaves as a team: `teams[].leftAfter`). */
function afterTheGames(
  file: TournamentFile,
  slots: readonly MatchSlot[],
  places: Set<string>,
  seat: (team: number, round: number, board: number) => number | null | undefined,
  boards: number,
): FieldIssue[] {
  const problems: FieldIssue[] = [];
  const invalid = (path: string, key: MessageKey, params?: MessageParams) => problems.push(issue(path, key, params));
  const rounds = Math.max(...slots.map((s) => s.round));
  for (const slot of slots)
    for (let board = 1; board <= boards; board++) {
      const [white, black] = [seat(slot.first, slot.round, board), seat(slot.second, slot.round, board)];
      if (white != null && black != null && !places.has(`${slot.round}:${slot.pairing}:${board}`))
        invalid('games', 'fileGameMissing', { round: slot.round, match: slot.pairing, board });
    }
  (file.lineups ?? []).forEach((lineup, index) => {
    const players = lineup.players.filter((no) => no !== null);
    if (new Set(players).size !== players.length) invalid(`lineups.${index}.players`, 'fileLineupPlayerTwice');
  });
  (file.teams ?? []).forEach((team, index) => {
    if (team.leftAfter === undefined) return;
    const later = file.games.find(
      (g) =>
        (g.tableRound ?? g.round ?? 0) > team.leftAfter! && team.players.some((no) => no === g.white || no === g.black),
    );
    if (later)
      invalid(`teams.${index}.leftAfter`, 'teamPlayedAfterLeaving', {
        team: team.name,
        round: later.tableRound ?? later.round ?? '',
      });
  });
  for (const [list, name] of [
    [file.adjournments, 'adjournments'],
    [file.incidents, 'incidents'],
  ] as const)
    list.forEach((entry, index) => {
      const { tableRound, pairing, board } = entry.game;
      if (!places.has(`${tableRound}:${pairing}:${board}`))
        invalid(`${name}.${index}.game`, 'fileNoGameAt', { round: tableRound, board });
    });
  file.rounds.forEach((start, index) => {
    if (start.round > rounds) invalid(`rounds.${index}.round`, 'roundOutOfTable', { rounds });
  });
  file.withdrawals.forEach((_, index) => invalid(`withdrawals.${index}`, 'fileWithdrawalInTeams'));
  file.playoffs.forEach((_, index) => invalid(`playoffs.${index}`, 'filePlayoffInTeams'));
  return problems;
}

/** The team round robin of a file in the rules engine's terms (teams by number, players by number), §38 applied to
 * the teams that left. */
export function teamEngineOfFile(file: TournamentFile): { teams: Team[]; games: TeamGame[]; boards: number } {
  const all = (file.teams ?? []).map((t) => ({ no: t.no, name: t.name, players: t.players }));
  const { slots } = teamSlots(all.length, { double: file.double, swapLastTwoRounds: file.settings.swapLastTwoRounds });
  const lineups = new Map((file.lineups ?? []).map((l) => [`${l.round}:${l.team}`, l.players] as const));
  const boards = file.settings.teams!.boards;
  const results = new Map(
    file.games.map((g) => [`${g.tableRound ?? g.round}:${g.pairing}:${g.board}`, g.result] as const),
  );
  const games = teamMatchGames(
    slots,
    (team, round) => lineups.get(`${round}:${team}`),
    (slot, board) => results.get(`${slot.round}:${slot.pairing}:${board}`) ?? null,
  );
  const leavings = (file.teams ?? []).flatMap((t) =>
    t.leftAfter === undefined ? [] : [{ team: t.no, afterRound: t.leftAfter }],
  );
  if (leavings.length === 0) return { teams: all, games, boards };
  const decided = withTeamWithdrawals(
    slots,
    games,
    leavings,
    file.settings.withdrawalThreshold ?? 'atLeastHalf',
    boards,
    (team, round, board) =>
      lineups.get(`${round}:${team}`)?.[board - 1] ??
      all.find((t) => t.no === team)!.players[board - 1] ??
      emptySeat(team),
  );
  return { teams: all.filter((t) => !decided.annulled.has(t.no)), games: decided.games, boards };
}
