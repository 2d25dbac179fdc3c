// The team table for programs, in the names the tournament file and `crosstable --json` use for teams (docs/teams.md).
import { describe, expect, it } from 'vitest';
import { TEAM_TIEBREAK_PRESETS, teamStandings } from '#domain/team-standings';
import { teamCrosstableJson } from '#formats/team-crosstable-json';
import { GAMES, TEAMS } from '../fixtures/team-round-robin';

describe('the team table for programs (crosstable --json’s names)', () => {
  it('gives each team its place, match and board points and each match’s score, each player his team and board', () => {
    const { order, tiebreaks } = TEAM_TIEBREAK_PRESETS.eklClubs;
    const json = teamCrosstableJson(TEAMS, GAMES, teamStandings(TEAMS, GAMES, 2, order, tiebreaks), {
      boards: '2-1-0',
      matches: '2-1-0',
    });
    expect(json.teams[0]).toMatchObject({
      no: 1,
      name: 'A',
      place: '1',
      matchPoints: 4,
      boardPoints: 7,
      matches: [
        { round: 1, opponent: 4, score: [2, 2] },
        { round: 2, opponent: 2, score: [2, 2] },
        { round: 3, opponent: 3, score: [3, 1] },
      ],
    });
    expect(json.players.slice(0, 2)).toEqual([
      { no: 1, team: 1, board: 1, games: 3, points: 5 },
      { no: 2, team: 1, board: 2, games: 3, points: 2 },
    ]);
    // In 1–½–0 boards and match points: halved.
    const halved = teamCrosstableJson(TEAMS, GAMES, teamStandings(TEAMS, GAMES, 2, order, tiebreaks), {
      boards: '1-½-0',
      matches: '1-½-0',
    });
    expect(halved.teams[0]).toMatchObject({ matchPoints: 2, boardPoints: 3.5 });
    expect(halved.teams[0]!.matches[2]!.score).toEqual([1.5, 0.5]);
  });
});
