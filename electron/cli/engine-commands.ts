// Commands that compute from their arguments or a file alone, without the store: Berger tables, norms, the
// crosstable of a tournament file, and the check of a crosstable typed from paper.
import { bergerTable, PlayerCountError } from '#domain/berger';
import { buildCrosstable } from '#domain/crosstable';
import { gamesPerPair } from '#domain/micro-match';
import { styledName } from '#domain/names';
import {
  DEFAULT_RANK_COUNTING,
  coefficientHundredths,
  normsForCoefficient,
  pointsNeeded,
  rankNumber,
  UNDECIDABLE_CRITERIA,
  type RankCounting,
} from '#domain/norms';
import { defaultScoring, formatHalfPoints } from '#domain/results';
import { isYouthRank, MAX_PLAYERS, MIN_PLAYERS, RANKS, type Rank } from '#domain/vocabulary';
import { crosstableJson } from '#formats/crosstable-json';
import { crosstableText } from '#formats/crosstable-text';
import { decodeTextBytes } from '#formats/csv-reading';
import { MatrixError, parseMatrixCsv } from '#formats/matrix-csv';
import { nameHeading } from '#formats/name-style';
import { coefficientIn } from '#formats/numbers';
import { sayNormNote } from '#formats/phrases';
import { readRankText } from '#formats/player-list';
import { isTeamFile, playerTiebreaks } from '#formats/team-file';
import { filePlayerName, isNotDrawn, parseTournamentFile } from '#formats/tournament-file';
import { catalogue } from '#i18n/catalogue';
import { MAX_TABLE_BYTES } from '#readers/door';
import {
  EXIT_OK,
  languageOf,
  printJson,
  readBytes,
  readJsonFile,
  usage,
  fileNeeded,
  wholeNumber,
  type AnswerOptions,
  type Io,
} from './io';
import { teamCrosstableCommand } from './team-commands';

export function bergerCommand(
  args: string[],
  options: AnswerOptions & { double?: boolean; swap?: boolean },
  io: Io,
): number {
  const t = catalogue(languageOf(options.lang));
  // Any whole number reaches the rules engine, which says why 2 or 21 players make no round robin; text does not.
  if (!/^\d{1,4}$/.test(args[0] ?? ''))
    throw usage('playerCount', { min: MIN_PLAYERS, max: MAX_PLAYERS, text: args[0] ?? '' });
  const players = Number(args[0]);
  let table;
  try {
    table = bergerTable(players, { double: options.double ?? false, swapLastTwoRounds: options.swap ?? false });
  } catch (error) {
    if (error instanceof PlayerCountError)
      throw usage('playerCount', { min: MIN_PLAYERS, max: MAX_PLAYERS, text: String(players) });
    throw error;
  }
  if (options.json) {
    printJson(io, { players: table.players, rounds: table.rounds });
    return EXIT_OK;
  }
  // The rounds' numbers padded to the widest, so that the games stand in columns in any language.
  const digits = String(table.rounds.length).length;
  for (const round of table.rounds) {
    const games = round.games.map((g) => `${g.white}–${g.black}`).join('  ');
    const free = round.bye ? `   (${t('rounds.bye')}: ${round.bye})` : '';
    io.out(`${t('rounds.round', { round: String(round.round).padStart(digits) })}:  ${games}${free}\n`);
  }
  return EXIT_OK;
}

function parseRankList(text: string | undefined): (Rank | null)[] {
  if (!text) throw usage('ranksRequired');
  // Each rank as the user's language writes it: КМС, MK, CM; МС, M; I–V, 1–5, «1 разряд», "II järk".
  return text.split(',').map((part, index) => {
    const rank = readRankText(part);
    if (rank !== null && !(RANKS as readonly string[]).includes(rank))
      throw usage('notARank', { text: part.trim(), index: index + 1 });
    return rank as Rank | null;
  });
}

/** "--counting M=0,CM=0,unranked=6": how ranks outside I–V count (docs/rules-engine.md, interpretation 3). */
function parseCounting(text: string | undefined): RankCounting {
  if (!text) return DEFAULT_RANK_COUNTING;
  const counting = { ...DEFAULT_RANK_COUNTING };
  for (const part of text.split(',')) {
    const [written = '', value] = part.split('=').map((s) => s.trim());
    // The keys as the user's language writes the ranks too: МС=0,КМС=0, «без разряда»=6.
    const rank = written === 'unranked' ? null : readRankText(written);
    const key = rank === null && written !== '' ? 'unranked' : rank;
    if (key !== 'M' && key !== 'CM' && key !== 'unranked' && !isYouthRank(key as Rank))
      throw usage('countingKey', { key: written });
    counting[key as keyof RankCounting] = wholeNumber(value, `--counting ${written}`, 0, 9);
  }
  return counting;
}

interface NormsOptions extends AnswerOptions {
  ranks?: string;
  games?: string;
  counting?: string;
}

export function normsCommand(options: NormsOptions, io: Io): number {
  const ranks = parseRankList(options.ranks);
  if (ranks.length < 2) throw usage('twoRanks');
  const games = wholeNumber(options.games, '--games', 1, 100);
  const counting = parseCounting(options.counting);
  const coefficient = coefficientHundredths(ranks.map((rank) => rankNumber(rank, counting)));
  const table = normsForCoefficient(coefficient);
  const norms = table.norms.map((norm) => ({
    rank: norm.rank,
    percent: norm.percent,
    points: pointsNeeded(games, norm.percent) / 2,
  }));
  const language = languageOf(options.lang);
  const t = catalogue(language);
  const notes = [t('norms.counting', { ...counting }), ...table.notes.map((n) => sayNormNote(n, language))];
  if (options.json) {
    printJson(io, { coefficient: coefficient / 100, games, norms, notes });
    return EXIT_OK;
  }
  io.out(
    `${t('norms.summary', { coefficient: coefficientIn(coefficient, language), players: ranks.length, games })}\n`,
  );
  if (norms.length === 0) io.out(`  ${t('norms.none')}\n`);
  for (const norm of norms) {
    const points = formatHalfPoints(pointsNeeded(games, norm.percent));
    io.out(`  ${t('norms.neededPoints', { rank: norm.rank, percent: norm.percent, points })}\n`);
  }
  for (const note of notes) io.out(`${note}\n`);
  return EXIT_OK;
}

export function crosstableCommand(args: string[], options: AnswerOptions, io: Io): number {
  if (!args[0]) throw fileNeeded('crosstable', 'tournamentFile', 'kabe-arbiter crosstable <tournament.json>');
  const file = parseTournamentFile(readJsonFile(args[0]));
  if (isNotDrawn(file)) throw usage('notDrawn', { file: args[0] });
  if (isTeamFile(file)) return teamCrosstableCommand(file, options, io);
  // The names as the tournament writes them (its name style), under the heading that says so.
  const players = file.players.map((player) => ({
    ...player,
    name: styledName(filePlayerName(player), file.settings.nameStyle),
  }));
  const language = languageOf(options.lang);
  const micro = file.settings.microMatch ?? null;
  const crosstable = buildCrosstable({
    players,
    // A micro-match's two games are one match: keyed by their table round and board.
    games: file.games.map(({ match: _match, ...g }) =>
      micro ? { ...g, match: `${g.tableRound ?? g.round}:${g.board}` } : g,
    ),
    double: file.double,
    // Two games a pair in a double round robin or a round robin of micro-matches, four in both.
    gamesPerPair: gamesPerPair(file.double, micro !== null),
    ...(micro ? { microMatch: { order: micro.order ?? 'gamePoints' } } : {}),
    // @6: today's title norms from the women's rows (docs/ratings.md); each player's rating comes with him.
    womenNorms: file.settings.womenNorms ?? false,
    withdrawals: file.withdrawals,
    tiebreaks: playerTiebreaks(file),
    ...(file.settings.rankCounting ? { rankCounting: file.settings.rankCounting } : {}),
    scoring: file.settings.scoring ?? defaultScoring(file.ruleSet),
    withdrawalThreshold: file.settings.withdrawalThreshold ?? 'atLeastHalf',
    playoffs: file.playoffs.map((match) => match.players),
  });
  if (options.json) printJson(io, { ...crosstableJson(crosstable), criteriaNotDecided: UNDECIDABLE_CRITERIA });
  else
    io.out(
      crosstableText(
        crosstable,
        language,
        players,
        playerTiebreaks(file),
        file.ruleSet,
        nameHeading(catalogue(language), file.settings.nameStyle),
      ),
    );
  return EXIT_OK;
}

export function matrixCommand(args: string[], options: AnswerOptions & { double?: boolean }, io: Io): number {
  if (!args[0]) throw fileNeeded('matrix', 'csvFile', 'kabe-arbiter matrix <crosstable.csv>');
  let data;
  try {
    data = parseMatrixCsv(decodeTextBytes(readBytes(args[0], MAX_TABLE_BYTES)).text, {
      double: options.double ?? false,
    });
  } catch (error) {
    if (error instanceof MatrixError)
      throw usage('inFile', { file: args[0], problem: error.sayIn(catalogue(languageOf(options.lang))) });
    throw error;
  }
  const crosstable = buildCrosstable(data);
  if (options.json) printJson(io, { ...crosstableJson(crosstable), criteriaNotDecided: UNDECIDABLE_CRITERIA });
  else
    io.out(
      // A crosstable typed into a spreadsheet has no rule set: it is read under 1953 (§38), as the command decides it.
      // Names as typed on paper, in whatever order: the column is headed "Player".
      crosstableText(
        crosstable,
        languageOf(options.lang),
        data.players,
        data.tiebreaks,
        'ussr1953',
        catalogue(languageOf(options.lang))('names.heading.asTyped'),
      ),
    );
  return EXIT_OK;
}
