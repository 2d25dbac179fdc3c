// Whole tournaments generated at random (fast-check, seeded) and played through the service on a real SQLite store —
// single games, micro-matches, double round robins of either; results typed in any order, some undone at once, some
// replaced, rounds left unfinished; players leaving (§38) before, at and after half of their games, and between the
// two games of a micro-match; openings drawn, drawn again and left undrawn — and each table compared with an
// independent reference scorer written from the regulations (test/support/reference-scorer.ts), never with the app's
// own standings code. A sample also goes through the tournament file: the CLI's `crosstable --json` of it, the CSV
// export, and an import into another store that must export the very same file.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '#api/errors';
import type { CrosstableView, Schedule } from '#api/views';
import { exportTournament } from '#electron/exports';
import { createService } from '#service';
import { cli } from '../support/cli';
import {
  applyWithdrawals,
  defaultThreshold,
  scoreTournament,
  tookPlace,
  type FinalResult,
  type MatchOrder,
  type Recorded,
  type RefRow,
  type RefTable,
  type RefTiebreak,
  type RefWithdrawal,
  type Scoring,
  type Threshold,
} from '../support/reference-scorer';
import { openStore, tempFolder } from '../support/store';

/** `recordResult` refuses a played result (1-0, 0-1, ½, 0-0) in a round of micro-matches whose opening is not drawn,
 * unless the arbiter says `withoutOpening: true`. On: such a result is entered with `withoutOpening: true` and the
 * round's opening stays undrawn (a round played so refuses a draw afterwards, as any round with a played game). Off:
 * the round's opening is drawn first — for a contract without the field. */
const RECORD_WITHOUT_OPENING = true;

// ---------------------------------------------------------------------------------------------------------------
// What a scenario is, and how fast-check draws one.
// ---------------------------------------------------------------------------------------------------------------

type Kind = 'single' | 'double' | 'micro' | 'doubleMicro';
type RuleSet = 'fmjd' | 'ussr1953' | 'fide';
type OpeningDraw = 'perRound' | 'perMatch';

interface Setup {
  /** 3 to 6: the Berger table; an odd field has a bye each round. */
  players: number;
  kind: Kind;
  ruleSet: RuleSet;
  scoring: Scoring;
  /** The tournament's withdrawal threshold; null leaves the rule set's own. */
  threshold: Threshold | null;
  order: MatchOrder;
  tiebreaks: RefTiebreak[];
  /** The FMJD's opening table drawn from (micro-matches only), one opening a round or one a match; null: none. */
  openingDraw: OpeningDraw | null;
}

/** What the arbiter does with one game when its turn comes. */
interface GamePlan {
  result: FinalResult;
  /** Keep the result, undo it at once, or replace it (confirmed) by `replacement`. */
  then: 'keep' | 'undo' | 'replace';
  replacement: FinalResult;
}

/** A player leaving: his number taken modulo the field. */
interface Leaving {
  player: number;
  /** How far into the tournament he leaves, in percent of its rounds: the rounds he took part in. */
  afterPercent: number;
  /** Leaves between the two games of his last round's micro-match: its second game is not entered first. */
  betweenLegs: boolean;
  /** His games after he leaves are not played before (the record agrees with his leaving); otherwise they are, as
   * planned, and the service refuses the withdrawal (playedAfterLeaving). */
  recordAgrees: boolean;
  /** When, in percent of the games entered. */
  at: number;
}

/** A withdrawal as the scenario's tournament reads it: the leaver's number and the rounds he took part in. */
interface Departure extends Leaving {
  afterRound: number;
}

interface OpeningDrawing {
  round: number;
  seed: number;
  /** When, in percent of the games entered. */
  at: number;
}

interface Scenario {
  setup: Setup;
  /** The order games are entered in: a permutation of 0..MOST_GAMES-1, those beyond the schedule left out. */
  order: number[];
  /** How much of the schedule is entered, in percent (100 and more: every game); the rest is left unfinished. */
  entered: number;
  /** Each game's plan, by its place in the schedule. */
  plans: GamePlan[];
  withdrawals: Leaving[];
  openingDraws: OpeningDrawing[];
}

/** The most games a scenario schedules: six players, a double round robin of micro-matches (10 × 3 × 2). */
const MOST_GAMES = 60;
const MICRO_TIEBREAKS: RefTiebreak[] = ['riga', 'matchWins', 'matchH2h', 'smallPoints'];

const isMicro = (kind: Kind) => kind === 'micro' || kind === 'doubleMicro';
const isDouble = (kind: Kind) => kind === 'double' || kind === 'doubleMicro';
/** Rounds of the Berger table: n − 1 for an even field, n for an odd one (the bye); twice in a double round robin. */
const roundsOf = (setup: Setup) =>
  (setup.players % 2 === 1 ? setup.players : setup.players - 1) * (isDouble(setup.kind) ? 2 : 1);
const gamesOf = (setup: Setup) => roundsOf(setup) * Math.floor(setup.players / 2) * (isMicro(setup.kind) ? 2 : 1);

/** Mostly played games; forfeits and "−/−" often enough that whole micro-matches of them occur; 0–0 only where the
 * rule set knows it (FMJD). '1-0' first: fast-check shrinks towards it. */
function resultArbitrary(): fc.Arbitrary<FinalResult> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<FinalResult>('1-0') },
    { weight: 3, arbitrary: fc.constant<FinalResult>('0-1') },
    { weight: 3, arbitrary: fc.constant<FinalResult>('1/2-1/2') },
    { weight: 1, arbitrary: fc.constant<FinalResult>('+/-') },
    { weight: 1, arbitrary: fc.constant<FinalResult>('-/+') },
    { weight: 3, arbitrary: fc.constant<FinalResult>('-/-') },
    { weight: 1, arbitrary: fc.constant<FinalResult>('0-0') },
  );
}

const planArbitrary: fc.Arbitrary<GamePlan> = fc.record({
  result: resultArbitrary(),
  then: fc.oneof(
    { weight: 18, arbitrary: fc.constant('keep' as const) },
    { weight: 1, arbitrary: fc.constant('undo' as const) },
    { weight: 1, arbitrary: fc.constant('replace' as const) },
  ),
  replacement: resultArbitrary(),
});

function setupArbitrary(kinds: readonly Kind[], openings: 'sometimes' | 'always'): fc.Arbitrary<Setup> {
  return fc
    .record({
      players: fc.integer({ min: 3, max: 6 }),
      kind: fc.constantFrom(...kinds),
      ruleSet: fc.constantFrom<RuleSet>('fmjd', 'fmjd', 'ussr1953', 'fide'),
      scoring: fc.constantFrom<Scoring>('2-1-0', '1-½-0'),
      threshold: fc.constantFrom<Threshold | null>(null, 'atLeastHalf', 'moreThanHalf'),
      order: fc.constantFrom<MatchOrder>('gamePoints', 'matchPoints'),
      microTiebreaks: fc.oneof(fc.constant(MICRO_TIEBREAKS), fc.shuffledSubarray(MICRO_TIEBREAKS)),
      singleTiebreaks: fc.constantFrom<RefTiebreak[]>(['wins', 'h2h'], ['sb', 'wins', 'h2h'], ['h2h', 'wins'], []),
      openingDraw:
        openings === 'always'
          ? fc.constantFrom<OpeningDraw>('perRound', 'perMatch')
          : fc.constantFrom<OpeningDraw | null>(null, null, null, null, 'perRound', 'perMatch'),
    })
    .map(({ microTiebreaks, singleTiebreaks, ...setup }) => {
      const micro = isMicro(setup.kind);
      return {
        ...setup,
        // Match points order micro-matches only; the EKL's tiebreaks and the opening table are theirs too.
        order: micro ? setup.order : 'gamePoints',
        tiebreaks: micro ? microTiebreaks : singleTiebreaks,
        openingDraw: micro ? setup.openingDraw : null,
      };
    });
}

function scenarioArbitrary(kinds: readonly Kind[], openings: 'sometimes' | 'always' = 'sometimes') {
  const percent = fc.integer({ min: 0, max: 100 });
  return fc.record<Scenario>({
    setup: setupArbitrary(kinds, openings),
    order: fc.shuffledSubarray(
      Array.from({ length: MOST_GAMES }, (_, game) => game),
      { minLength: MOST_GAMES },
    ),
    // A third of the tournaments complete; fast-check shrinks towards fewer games.
    entered: fc.integer({ min: 20, max: 150 }),
    plans: fc.array(planArbitrary, { minLength: MOST_GAMES, maxLength: MOST_GAMES }),
    withdrawals: fc.array(
      fc.record({
        player: fc.integer({ min: 1, max: 6 }),
        // Mostly in the second half, where he keeps his results as often as not (forfeits are no games played).
        afterPercent: fc.oneof(
          { weight: 2, arbitrary: fc.integer({ min: 50, max: 100 }) },
          { weight: 1, arbitrary: fc.integer({ min: 0, max: 49 }) },
        ),
        betweenLegs: fc.boolean(),
        recordAgrees: fc.oneof(
          { weight: 4, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        ),
        at: percent,
      }),
      { maxLength: 2 },
    ),
    openingDraws: fc.array(fc.record({ round: fc.integer({ min: 1, max: 10 }), seed: fc.nat(), at: percent }), {
      maxLength: 6,
    }),
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Playing a scenario through the service.
// ---------------------------------------------------------------------------------------------------------------

/** A service on a real store (the real migrations) with six players in its registry; every scenario of a test is a
 * tournament of it. Without the automatic copy of the database before each draw (a VACUUM INTO, a third of a small
 * tournament's time), and with commits that do not wait for the disk: a test's store survives no power failure. */
function openDesk() {
  const store = openStore();
  store.db.$client.pragma('synchronous = OFF');
  const service = createService(store, () => new Date('2026-11-27T10:00:00Z'), { automaticCopies: false });
  const desk = { store, service, call: service.call };
  const playerIds = Array.from(
    { length: 6 },
    (_, i) => desk.call('createPlayer', { surname: `Mängija${i + 1}`, givenNames: 'Jaan' }).id,
  );
  return { ...desk, playerIds, made: 0 };
}
type Desk = ReturnType<typeof openDesk>;

interface PlayedGame {
  id: number;
  round: number;
  board: number;
  leg: number;
  white: number;
  black: number;
  /** What the service accepted last for it. */
  recorded: Recorded;
}

/** A tournament as played: the facts the service accepted (what the reference scores), what it said along the way. */
interface Played {
  desk: Desk;
  id: number;
  setup: Setup;
  plans: GamePlan[];
  games: PlayedGame[];
  /** The withdrawals the scenario will try. */
  departures: Departure[];
  /** Accepted withdrawals, in the order recorded. */
  withdrawals: RefWithdrawal[];
  /** Games the arbiter has had his go at (entered, refused, or entered before a withdrawal). */
  entered: Set<number>;
  /** The rounds with an opening drawn. */
  withOpening: Set<number>;
  /** Invariant 3 broken while playing: a round without a played game that could not draw its opening, or one with a
   * played game that could. */
  openingProblems: string[];
  /** What was done, step by step: printed with a failure. */
  story: string[];
}

const threshold = (setup: Setup) => setup.threshold ?? defaultThreshold(setup.ruleSet);

/** The tournament set up and drawn (lot numbers 1..n in the registry's order); its schedule as the draw gave it. */
function createTournament(desk: Desk, setup: Setup): { id: number; schedule: Schedule } {
  const { id } = desk.call('createTournament', {
    name: `Scenario ${++desk.made}`,
    variant: 'russian',
    ruleSet: setup.ruleSet,
    scoring: setup.scoring,
    startDate: '2026-11-27',
    endDate: '2026-12-06',
  });
  const micro = isMicro(setup.kind);
  desk.call('updateTournamentSettings', {
    id,
    confirm: true,
    double: isDouble(setup.kind),
    microMatch: micro,
    tiebreaks: setup.tiebreaks,
    ...(micro ? { matchOrder: setup.order } : {}),
    ...(setup.openingDraw ? { openingTable: 'fmjd-64', openingDraw: setup.openingDraw } : {}),
    ...(setup.threshold ? { withdrawalThreshold: setup.threshold } : {}),
  });
  const players = desk.playerIds.slice(0, setup.players);
  for (const playerId of players) desk.call('addParticipant', { tournamentId: id, playerId });
  const schedule = desk.call('drawLots', {
    tournamentId: id,
    method: 'manual',
    numbers: players.map((playerId, i) => ({ playerId, no: i + 1 })),
  });
  return { id, schedule };
}

const gameName = (game: PlayedGame) => `r${game.round} ${game.board}·${game.leg} (${game.white}–${game.black})`;

/** The key of the service's refusal; anything but a refusal is no answer of the contract and fails the test. */
function refusalKey(error: unknown): string {
  if (!(error instanceof ApiError)) throw error;
  return error.issues[0]?.key ?? error.message;
}

/** The refusals a generated step may meet, each for a reason of the rules: a game §38 decided (a withdrawal's + or
 * an annulled game) and §35's last round of a 1953 tournament. None for openings: a played result goes in with
 * `withoutOpening` or after its round's opening is drawn (RECORD_WITHOUT_OPENING). Anything else is a fault. */
const RESULT_REFUSALS = ['decidedByWithdrawal', 'lastRoundBlocked', 'lastRoundBlockedMany'];
/** §38 is decided on the rounds he took part in: one of their results missing, or a game played after he left. */
const WITHDRAWAL_REFUSALS = ['resultMissingBeforeLeaving', 'playedAfterLeaving'];

const roundHasPlayedGame = (t: Played, round: number) =>
  t.games.some((game) => game.round === round && tookPlace(game.recorded));

/** Invariant 4: two openings standing in the tournament with the same position (the table's twin ballots). */
function twinsIn(schedule: Schedule): string[] {
  const drawn = schedule.rounds.flatMap(({ round, openings }) => openings.map((o) => ({ round, ...o })));
  return drawn.flatMap((opening, i) =>
    drawn
      .slice(0, i)
      .filter((earlier) => earlier.fen === opening.fen)
      .map((twin) => `round ${opening.round}'s ${opening.id} has the position of round ${twin.round}'s ${twin.id}`),
  );
}

/** Draws a round's opening, and checks invariants 3 and 4 as it goes: a draw is allowed exactly while no game of the
 * round has been played (forfeits and games without a result are no game played, the withdrawal's + neither), and no
 * two openings standing after it have the same position. */
function drawOpening(t: Played, round: number, seed: string, why: string): void {
  const played = roundHasPlayedGame(t, round);
  try {
    const schedule = t.desk.call('drawOpening', { tournamentId: t.id, tableRound: round, seed });
    for (const { round: r, openings } of schedule.rounds) if (r !== null && openings.length > 0) t.withOpening.add(r);
    const drawn = schedule.rounds.find((r) => r.round === round)!.openings.map((o) => o.id);
    t.story.push(`opening of round ${round} drawn: ${drawn.join(', ')} (${why})`);
    if (played) t.openingProblems.push(`round ${round} has a played game, yet its opening was drawn again (${why})`);
    for (const twin of twinsIn(schedule)) if (!t.openingProblems.includes(twin)) t.openingProblems.push(twin);
  } catch (error) {
    const key = refusalKey(error);
    t.story.push(`opening of round ${round} refused: ${key} (${why})`);
    if (!played) t.openingProblems.push(`round ${round} has no played game, yet drawOpening refused: ${key} (${why})`);
    // Played from its opening, or played without one (a round recorded withoutOpening): either is said as it is.
    else if (key !== (t.withOpening.has(round) ? 'openingAfterResults' : 'openingPlayedWithout'))
      t.openingProblems.push(`round ${round}: a redraw refused with ${key} (${why})`);
  }
}

/** Records a result as the arbiter would; false when the service refuses it (for one of RESULT_REFUSALS). */
function record(t: Played, game: PlayedGame, result: FinalResult, confirm = false): boolean {
  const extra: Record<string, unknown> = confirm ? { confirm: true } : {};
  // A played game starts from the round's opening (micro-matches with a table).
  if (t.setup.openingDraw && tookPlace(result) && !t.withOpening.has(game.round)) {
    if (RECORD_WITHOUT_OPENING) extra.withoutOpening = true;
    else drawOpening(t, game.round, `before-${game.round}`, `before ${gameName(game)} ${result}`);
  }
  try {
    t.desk.call('recordResult', { tournamentId: t.id, gameId: game.id, result, ...extra });
  } catch (error) {
    const key = refusalKey(error);
    t.story.push(`${gameName(game)} ${result} refused: ${key}`);
    if (!RESULT_REFUSALS.includes(key)) expect.fail(`${gameName(game)} ${result} refused: ${key}\n${storyOf(t)}`);
    return false;
  }
  t.story.push(`${gameName(game)} ${result}${confirm ? ' (replacing, confirmed)' : ''}`);
  game.recorded = result;
  return true;
}

/** 0–0 is the FMJD's alone: under another rule set a plan's 0–0 is entered as a draw. */
const knownResult = (setup: Setup, result: FinalResult): FinalResult =>
  result === '0-0' && setup.ruleSet !== 'fmjd' ? '1/2-1/2' : result;

const involves = (game: PlayedGame, player: number) => game.white === player || game.black === player;
/** A game of his after he leaves: a later round's, or his last round's second game when he leaves between them. */
const afterLeaving = (game: PlayedGame, departure: Departure) =>
  involves(game, departure.player) &&
  (game.round > departure.afterRound ||
    (game.round === departure.afterRound && game.leg === 2 && departure.betweenLegs));

/** One game's turn: its result, then kept, undone at once or replaced. A game a player who is to leave would play
 * after leaving is not played (a forfeit is still entered, as an arbiter may before he knows). */
function enter(t: Played, index: number): void {
  if (t.entered.has(index)) return;
  t.entered.add(index);
  const game = t.games[index]!;
  const plan = t.plans[index]!;
  const result = knownResult(t.setup, plan.result);
  const gone = t.departures.find((d) => d.recordAgrees && afterLeaving(game, d));
  if (gone && tookPlace(result)) {
    t.story.push(`${gameName(game)} not played: ${gone.player} leaves after round ${gone.afterRound}`);
    return;
  }
  const before = game.recorded;
  if (!record(t, game, result)) return;
  if (plan.then === 'undo') {
    const undone = t.desk.call('undoLastChange', { tournamentId: t.id });
    expect(undone.undone).toBe('result');
    game.recorded = before;
    t.story.push(`  undone: ${gameName(game)} back to ${before ?? 'no result'}`);
  } else if (plan.then === 'replace') record(t, game, knownResult(t.setup, plan.replacement), true);
}

/** A player leaves. The arbiter first enters the missing results of the rounds he took part in (§38 is decided on
 * them) — all but his last round's second game when he leaves between the two games of a micro-match. */
function withdraw(t: Played, departure: Departure): void {
  const { player, afterRound } = departure;
  if (t.withdrawals.some((w) => w.player === player)) return;
  // §38: before the start an odd field is drawn again; that draw is no scenario of this file.
  if (t.setup.players % 2 === 1 && t.games.every((game) => game.recorded === null)) {
    t.story.push(`${player} leaves after round ${afterRound}: not tried (before the start: a new draw)`);
    return;
  }
  const decided = applyWithdrawals(refGames(t), t.withdrawals, threshold(t.setup)).games;
  t.games.forEach((game, index) => {
    const before = involves(game, player) && game.round <= afterRound && !afterLeaving(game, departure);
    if (before && game.recorded === null && decided[index]!.effect === null) enter(t, index);
  });
  try {
    const outcome = t.desk.call('withdrawPlayer', {
      tournamentId: t.id,
      playerId: t.desk.playerIds[player - 1],
      afterRound,
    });
    t.withdrawals.push({ player, afterRound });
    t.story.push(`${player} leaves after round ${afterRound}: ${outcome.rule}`);
  } catch (error) {
    const key = refusalKey(error);
    t.story.push(`${player} leaves after round ${afterRound}: refused, ${key}`);
    if (!WITHDRAWAL_REFUSALS.includes(key)) expect.fail(`the withdrawal refused: ${key}\n${storyOf(t)}`);
  }
}

/** Plays the scenario as a new tournament of the desk: the games in their order, the withdrawals and the drawings of
 * openings each at its moment among them. */
function play(desk: Desk, scenario: Scenario): Played {
  const { setup } = scenario;
  const { id, schedule } = createTournament(desk, setup);
  const games = schedule.rounds.flatMap(({ round, games }) =>
    games.map((g) => ({
      id: g.id,
      round: round!,
      board: g.board,
      leg: g.leg,
      white: g.white.no,
      black: g.black.no,
      recorded: null,
    })),
  );
  expect(games).toHaveLength(gamesOf(setup));
  const t: Played = {
    desk,
    id,
    setup,
    plans: scenario.plans,
    games,
    departures: scenario.withdrawals
      .map((leaving) => ({
        ...leaving,
        player: ((leaving.player - 1) % setup.players) + 1,
        afterRound: Math.round((leaving.afterPercent / 100) * roundsOf(setup)),
      }))
      .filter((departure, i, all) => all.findIndex((d) => d.player === departure.player) === i),
    withdrawals: [],
    entered: new Set(),
    withOpening: new Set(),
    openingProblems: [],
    story: [describeSetup(setup)],
  };
  const order = scenario.order.filter((index) => index < games.length);
  const entries = order.slice(0, Math.ceil((Math.min(100, scenario.entered) / 100) * order.length));
  const moment = (at: number) => Math.round((at / 100) * entries.length);
  const rounds = roundsOf(setup);
  for (let step = 0; step <= entries.length; step++) {
    if (setup.openingDraw)
      for (const drawing of scenario.openingDraws.filter((d) => moment(d.at) === step))
        drawOpening(t, ((drawing.round - 1) % rounds) + 1, `S${drawing.seed}`, 'drawn by the arbiter');
    for (const departure of t.departures.filter((d) => moment(d.at) === step)) withdraw(t, departure);
    if (step < entries.length) enter(t, entries[step]!);
  }
  return t;
}

function describeSetup(setup: Setup): string {
  const kind = { single: 'single games', double: 'double round robin', micro: 'micro-matches' }[setup.kind as string];
  return [
    `${setup.players} players, ${kind ?? 'double round robin of micro-matches'}, ${setup.ruleSet}, ${setup.scoring}`,
    isMicro(setup.kind) ? `ordered by ${setup.order}` : null,
    `tiebreaks [${setup.tiebreaks.join(', ')}]`,
    `withdrawal threshold ${threshold(setup)}${setup.threshold ? '' : ' (the rule set’s)'}`,
    setup.openingDraw ? `openings fmjd-64 ${setup.openingDraw}` : null,
  ]
    .filter((part) => part !== null)
    .join(', ');
}

/** The story of the tournament and its games as they stand: what a failure prints. */
function storyOf(t: Played): string {
  const rounds = [...new Set(t.games.map((g) => g.round))].map(
    (round) =>
      `  round ${round}: ` +
      t.games
        .filter((g) => g.round === round)
        .map((g) => `${g.board}·${g.leg} ${g.white}–${g.black} ${g.recorded ?? '…'}`)
        .join(', '),
  );
  return ['What was done:', ...t.story.map((line) => `  ${line}`), 'The games as recorded:', ...rounds].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The checks.
// ---------------------------------------------------------------------------------------------------------------

function refGames(t: Played) {
  return t.games.map(({ round, board, leg, white, black, recorded }) => ({
    round,
    board,
    leg,
    white,
    black,
    result: recorded,
  }));
}

function reference(t: Played): RefTable {
  return scoreTournament({
    players: Array.from({ length: t.setup.players }, (_, i) => i + 1),
    games: refGames(t),
    withdrawals: t.withdrawals,
    threshold: threshold(t.setup),
    scoring: t.setup.scoring,
    microMatch: isMicro(t.setup.kind),
    order: t.setup.order,
    tiebreaks: t.setup.tiebreaks,
  });
}

/** "2–3" → [2, 3]; "4" → [4, 4]. */
function placeOf(text: string): [number, number] {
  const [first, last = first] = text.split('–').map(Number);
  return [first!, last!];
}

/** A crosstable's lines (the service's, or the CLI's JSON) in the reference's shape, by number. */
function linesOf(players: readonly Pick<CrosstableView['players'][number], TableFields>[]): RefRow[] {
  return players
    .map((p): RefRow => ({
      no: p.no,
      points: p.points,
      wins: p.wins,
      matchPoints: p.matchPoints,
      matchWins: p.matchWins,
      riga: p.riga,
      place: placeOf(p.place),
    }))
    .sort((a, b) => a.no - b.no);
}
type TableFields = 'no' | 'points' | 'wins' | 'matchPoints' | 'matchWins' | 'riga' | 'place';

/** Invariant 1: §38's decision on every game, and every player's line of the table, as the reference has them. */
function checkStandings(t: Played): RefTable {
  const expected = reference(t);
  const story = storyOf(t);
  const schedule = t.desk.call('getSchedule', { tournamentId: t.id });
  const decided = schedule.rounds.flatMap(({ games }) =>
    games.map(
      (g) => `${g.board}·${g.leg} ${g.white.no}–${g.black.no} ${g.result ?? '…'} ${g.withdrawal?.effect ?? ''}`,
    ),
  );
  expect(decided, `§38's decisions on the games differ from the reference's\n${story}`).toEqual(
    expected.games.map((g) => `${g.board}·${g.leg} ${g.white}–${g.black} ${g.result ?? '…'} ${g.effect ?? ''}`),
  );
  const table = t.desk.call('getCrosstable', { tournamentId: t.id });
  expect([...table.removed].sort(), `the players removed under §38\n${story}`).toEqual([...expected.removed].sort());
  expect(linesOf(table.players), `the crosstable differs from the reference's\n${story}`).toEqual(expected.rows);
  return expected;
}

/** Invariants 3 and 4 once the play is over: every round without a played game can still draw its opening, every
 * round with one refuses (openingAfterResults, or openingPlayedWithout where none was drawn); and no two openings stood with the same position after any draw. */
function checkOpenings(t: Played): void {
  for (let round = 1; round <= roundsOf(t.setup); round++) drawOpening(t, round, `check-${round}`, 'the final check');
  expect(t.openingProblems, storyOf(t)).toEqual([]);
}

const noPdf = () => Promise.reject(new Error('no PDF in this test'));

/** Invariant 2: the tournament file read by the CLI and the CSV export give the service's table (invariant 1
 * compares that with the reference); the file imported into another store exports as the very same file — every
 * field, the trail included: it keeps each change's own time, and the file has no database ids. */
async function checkFiles(t: Played, other: Desk, folder: string) {
  const story = storyOf(t);
  const table = linesOf(t.desk.call('getCrosstable', { tournamentId: t.id }).players);
  const file = t.desk.call('exportTournament', { id: t.id });
  const written = path.join(folder, `scenario-${t.id}.json`);
  fs.writeFileSync(written, JSON.stringify(file));
  const run = await cli(['crosstable', written, '--json']);
  expect(run.code, run.stderr).toBe(0);
  const fromFile = JSON.parse(run.stdout) as { players: CrosstableView['players'] };
  expect(linesOf(fromFile.players), `crosstable FILE --json differs from the service's crosstable\n${story}`).toEqual(
    table,
  );

  const csv = (await exportTournament(t.desk.service, { tournamentId: t.id, format: 'csv', lang: 'en' }, noPdf))
    .content as string;
  // English CSV: commas between fields, a point for decimals (7.5), a byte-order mark first.
  const [heading, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  // The game points: "Points", or "Small points" beside the match points where these order the table (both where a
  // table ordered by game points has small points among its tiebreaks); match points, the Riga coefficient and
  // matches won where the table has their columns.
  const fieldOf: Record<string, keyof RefRow> = {
    Points: 'points',
    'Small points': 'points',
    'Match points': 'matchPoints',
    Riga: 'riga',
    'Match wins': 'matchWins',
  };
  const shown = heading!.filter((name) => name in fieldOf);
  expect(
    shown.some((name) => fieldOf[name] === 'points'),
    `the CSV has no column of game points: ${heading}`,
  ).toBe(true);
  const fromCsv = rows
    .map((row) => ({
      no: Number(row[heading!.indexOf('No')]),
      ...Object.fromEntries(shown.map((name) => [name, Number(row[heading!.indexOf(name)])])),
    }))
    .sort((a, b) => a.no - b.no);
  expect(fromCsv, `the CSV export differs from the service's crosstable\n${story}`).toEqual(
    table.map((line) => ({ no: line.no, ...Object.fromEntries(shown.map((name) => [name, line[fieldOf[name]!]])) })),
  );

  const { id: copy } = other.call('importTournament', { file });
  expect(other.call('exportTournament', { id: copy }), `the file imported and exported again\n${story}`).toEqual(file);
}

// ---------------------------------------------------------------------------------------------------------------
// The properties.
// ---------------------------------------------------------------------------------------------------------------

const SEED = 20261127;
/** Tournaments of the two standings tests go through the file too: every fifth, about forty. */
const SAMPLE_EVERY = 5;
const SAMPLE_SIZE = 40;

describe('generated tournaments, checked against a reference scorer written from the regulations', () => {
  // One store for every tournament of the file: a new store per tournament would cost more than its tournament.
  let desk: Desk;
  beforeAll(() => {
    desk = openDesk();
  });
  const sample: Played[] = [];
  let played = 0;
  const playAndSample = (scenario: Scenario) => {
    const t = play(desk, scenario);
    if (++played % SAMPLE_EVERY === 0 && sample.length < SAMPLE_SIZE) sample.push(t);
    return t;
  };

  it('micro-matches: points, match points, Riga, matches won and places (EKL 3.1, 3.2.2, §32, §38)', () => {
    fc.assert(
      fc.property(scenarioArbitrary(['micro', 'micro', 'micro', 'doubleMicro']), (scenario) => {
        checkStandings(playAndSample(scenario));
      }),
      { seed: SEED, numRuns: 120 },
    );
  }, 120_000);

  it('single games and double round robins: points, wins and places (§32, §37, §38)', () => {
    fc.assert(
      fc.property(scenarioArbitrary(['single', 'single', 'double']), (scenario) => {
        checkStandings(playAndSample(scenario));
      }),
      { seed: SEED + 1, numRuns: 90 },
    );
  }, 120_000);

  it('openings: drawable while a round has no played game, never after; no position twice in a tournament', () => {
    fc.assert(
      fc.property(scenarioArbitrary(['micro', 'micro', 'micro', 'doubleMicro'], 'always'), (scenario) => {
        checkOpenings(play(desk, scenario));
      }),
      { seed: SEED + 2, numRuns: 90 },
    );
  }, 120_000);

  it('the file: the CLI’s crosstable of it, the CSV export, and an import that exports the same file', async () => {
    // The sample the standings tests left; when this test runs alone, tournaments of its own (the story of each is
    // printed with a failure: there is no shrinking here).
    const own = fc.sample(scenarioArbitrary(['micro', 'doubleMicro', 'single', 'double']), {
      seed: SEED + 3,
      numRuns: SAMPLE_SIZE,
    });
    for (const scenario of own.slice(sample.length)) sample.push(play(desk, scenario));
    const other = openDesk();
    const folder = tempFolder();
    for (const t of sample) await checkFiles(t, other, folder);
  }, 120_000);

  it('twin ballots (15-XV = 16-I: the same relocation) are not both drawn in one tournament', () => {
    // With today's table and draw, seed TWIN958 draws 15-XV for round 1, and TWIN550 would draw 16-I for round 2
    // (found by trying seeds with electron/domain/opening-draw.ts); whatever the draw becomes, the positions differ.
    const setup: Setup = {
      players: 4,
      kind: 'micro',
      ruleSet: 'fmjd',
      scoring: '2-1-0',
      threshold: null,
      order: 'gamePoints',
      tiebreaks: MICRO_TIEBREAKS,
      openingDraw: 'perRound',
    };
    const { id } = createTournament(desk, setup);
    desk.call('drawOpening', { tournamentId: id, tableRound: 1, seed: 'TWIN958' });
    const rounds = desk.call('drawOpening', { tournamentId: id, tableRound: 2, seed: 'TWIN550' }).rounds;
    const [first, second] = [rounds[0]!.openings[0]!, rounds[1]!.openings[0]!];
    expect(second.fen, `round 1 drew ${first.id}, round 2 ${second.id}`).not.toBe(first.fen);
  });
});
