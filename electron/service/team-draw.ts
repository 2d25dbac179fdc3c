// The draw of lots of a team round robin (docs/teams.md): the teams get their numbers in the Berger table (by lot, or
// as the arbiter gives them), and their players theirs — team by team in lot order, each roster in board order — the
// numbers the crosstables, score sheets and the tournament file know them by.
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField } from '#api/errors';
import { phrasePart } from '#api/messages';
import type { Db } from '#db/db';
import { listTeams, setTeamLot } from '#db/repositories/teams';
import { setLotNumber, type TournamentRow } from '#db/repositories/tournaments';
import { MAX_TEAMS, MIN_TEAMS } from '#domain/kinds';
import { checkManualNumbers, DrawError, drawLots } from '#domain/lots';
import { manOnWomensBoard } from './team-settings';

/** Numbers the teams and their players; what the audit row records of it. */
export function drawTeams(db: Db, tournament: TournamentRow, input: ParsedInput<'drawLots'>, seed: string | null) {
  const teams = listTeams(db, tournament.id);
  if (teams.length < MIN_TEAMS || teams.length > MAX_TEAMS)
    throw conflict('', 'teamCountForDraw', { min: MIN_TEAMS, max: MAX_TEAMS, count: teams.length });
  // Every board of every match needs a player the roster holds: a short roster (a database from before a team's player
  // could not be taken away alone) is refused here, not drawn into a file no import reads back.
  const boards = tournament.teamBoards ?? 0;
  const short = teams.find((team) => team.roster.length < boards);
  if (short) throw conflict('', 'rosterShortForDraw', { team: short.name, players: short.roster.length, boards });
  // A women's board's place holds a woman (docs/teams.md): checked when the roster was saved, but the registry's card
  // may have been corrected since — said now, while the roster's order can still change, not found at the first
  // line-up as a forfeit on that board in every match.
  const man = manOnWomensBoard(db, tournament);
  if (man) throw conflict('', 'womensBoardNotWoman', man);
  let byLot: Map<number, (typeof teams)[number]>;
  if (input.method === 'random') {
    byLot = new Map(drawLots(teams, seed!).map(({ participant, no }) => [no, participant]));
  } else {
    const given = new Map((input.teamNumbers ?? []).map((entry) => [entry.teamId, entry.no]));
    const missing = teams.find((team) => !given.has(team.id));
    if (missing) throw invalidField('teamNumbers', 'manualNumbersIncomplete', { missing: missing.name });
    try {
      checkManualNumbers(teams.map((team) => given.get(team.id)!));
    } catch (error) {
      if (error instanceof DrawError)
        throw invalidField('teamNumbers', 'manualNumbersInvalid', { detail: phrasePart(error.said) });
      throw error;
    }
    byLot = new Map(teams.map((team) => [given.get(team.id)!, team]));
  }
  let next = 1;
  const numbers: { no: number; team: string; players: number[] }[] = [];
  for (const no of [...byLot.keys()].sort((a, b) => a - b)) {
    const team = byLot.get(no)!;
    setTeamLot(db, team.id, no);
    const players = team.roster.map((participantId) => {
      setLotNumber(db, participantId, next);
      return next++;
    });
    numbers.push({ no, team: team.name, players });
  }
  return numbers;
}
