// `crosstable FILE` of a team round robin (@7): the team table from the file alone — for programs (`--json`: the
// `teams[]` and `players[]` of docs/teams.md) or as text.
import { defaultScoring } from '#domain/results';
import { teamStandings } from '#domain/team-standings';
import { teamCrosstableJson } from '#formats/team-crosstable-json';
import { teamEngineOfFile, teamTiebreaks } from '#formats/team-file';
import { teamTableText } from '#formats/team-table-text';
import type { TournamentFile } from '#formats/tournament-file';
import { EXIT_OK, languageOf, printJson, type AnswerOptions, type Io } from './io';

export function teamCrosstableCommand(file: TournamentFile, options: AnswerOptions, io: Io): number {
  const { teams, games, boards } = teamEngineOfFile(file);
  const settings = file.settings.teams!;
  const standings = teamStandings(
    teams,
    games,
    boards,
    settings.order,
    teamTiebreaks(file),
    settings.womensBoards ?? [],
  );
  const scales = { boards: file.settings.scoring ?? defaultScoring(file.ruleSet), matches: settings.matchPoints };
  if (options.json) printJson(io, teamCrosstableJson(teams, games, standings, scales));
  else io.out(teamTableText(standings, scales, languageOf(options.lang)));
  return EXIT_OK;
}
