// Use cases of tournaments, their participants and their settings.
import type { ParsedInput } from '#api/contract';
import { ApiError, conflict, invalidField, invalidInput, issue, type FieldIssue } from '#api/errors';
import type { TournamentDetail, TournamentPage } from '#api/views';
import type { Db } from '#db/db';
import { listGames, listWithdrawals } from '#db/repositories/games';
import { findPlayerRating } from '#db/repositories/ratings';
import { listRoundOpenings } from '#db/repositories/round-openings';
import { listTeams } from '#db/repositories/teams';
import {
  deleteParticipant,
  insertParticipant,
  insertTournament,
  listParticipants,
  pageTournaments,
  setParticipantRating,
  tournamentProgress,
  updateTournament,
  type TournamentRow,
} from '#db/repositories/tournaments';
import { defaultTimeControl } from '#domain/clocks';
import { listVariant } from '#domain/ratings';
import { defaultScoring } from '#domain/results';
import { DEFAULT_TIEBREAKS, MICRO_MATCH_DEFAULTS, MICRO_MATCH_TIEBREAKS, TIEBREAK_PRESETS } from '#domain/standings';
import { MAX_PLAYERS } from '#domain/vocabulary';
import { defaultWithdrawalThreshold } from '#domain/withdrawal';
import { withdrawalRuleOfRow } from '#formats/citations';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import { openingTable } from './openings';
import { teamProgress } from './team-progress';
import { requireKindChangeAllowed, teamColumns } from './team-settings';
import {
  detail,
  isDrawn,
  requireOpenTournament,
  requirePlayer,
  requireTournament,
  settingsOf,
  sortedParticipants,
  toSummary,
} from './tournament-state';

type ShownSettings = NonNullable<ParsedInput<'updateTournamentSettings'>['was']>;

/** A value as comparable text: an object's keys in one order (a stored JSON column may keep another). */
function comparable(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return JSON.stringify(value);
  return JSON.stringify(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}

/** The settings a form was given that are no longer the stored ones: another window has changed them since. */
function changedSince(shown: ShownSettings, stored: Record<string, unknown>): string[] {
  return Object.entries(shown)
    .filter(([field, value]) => value !== undefined && comparable(value) !== comparable(stored[field]))
    .map(([field]) => field);
}

/** Refused, one message for the form and one on each field that another window changed too. */
function settingsChangedElsewhere(name: string, fields: string[]): ApiError {
  const general = issue('was', 'settingsChangedElsewhere', { name });
  return new ApiError('conflict', general.message, [
    general,
    ...fields.map((field) => issue(field, 'settingChangedElsewhere')),
  ]);
}

/** The questions a change of settings asks before it is made, each on its field:
 * - the tiebreak order, or the time control, of games already played (a change by mistake after two rounds would go
 *   unnoticed);
 * - "national championship", which credits every participant toward the master's title (1953: twice in three years
 *   in the USSR championship — the federation's final): said with whom it credits and which masters it keeps;
 * - another withdrawal threshold, which decides every recorded withdrawal again. */
function settingsQuestions(
  db: Db,
  tournament: TournamentRow,
  input: ParsedInput<'updateTournamentSettings'>,
  before: ReturnType<typeof settingsOf> & Record<string, unknown>,
): FieldIssue[] {
  const played = () => listGames(db, tournament.id).some((g) => g.result !== null);
  const questions: FieldIssue[] = [];
  if (input.tiebreaks !== undefined && input.tiebreaks.join() !== before.tiebreaks.join() && played())
    questions.push(issue('tiebreaks', 'tiebreakChangeNeedsConfirm'));
  const control = (['clock', 'movesPerHour', 'sessionHours', 'baseMinutes', 'incrementSeconds'] as const).some(
    (field) => input[field] !== undefined && input[field] !== before[field],
  );
  if (control && played()) questions.push(issue('clock', 'timeControlChangeNeedsConfirm'));
  if (input.nationalChampionship === true && !before.nationalChampionship) {
    const entered = sortedParticipants(db, tournament.id);
    const credited = entered.filter((p) => p.rank !== 'M').map((p) => p.name);
    questions.push(
      issue('nationalChampionship', 'nationalChampionshipMeaning', {
        count: credited.length,
        credited: credited.join(', ') || '—',
        masters:
          entered
            .filter((p) => p.rank === 'M')
            .map((p) => p.name)
            .join(', ') || '—',
      }),
    );
  }
  if (
    input.withdrawalThreshold !== undefined &&
    input.withdrawalThreshold !== before.withdrawalThreshold &&
    listWithdrawals(db, tournament.id).length > 0
  )
    questions.push(issue('withdrawalThreshold', 'withdrawalThresholdChangeNeedsConfirm'));
  // The other board's FMJD list for the tournament's variant: a 64-square list taken for 100-square draughts.
  const variant = input.variant ?? tournament.variant;
  const list = input.ratingList;
  if (list !== undefined && list !== before.ratingList && listVariant(list) !== null && listVariant(list) !== variant)
    questions.push(issue('ratingList', 'ratingListOtherVariant', { list, variant }));
  // The women's rows after the draw change the norms of every woman of the table (EKL Lisa 2, Table 1).
  if (input.womenNorms !== undefined && input.womenNorms !== before.womenNorms && isDrawn(tournament))
    questions.push(issue('womenNorms', input.womenNorms ? 'womenNormsOnAfterDraw' : 'womenNormsOffAfterDraw'));
  return questions;
}

/** Choosing a round robin of micro-matches (or leaving it) brings the order and the tiebreaks of its regulations,
 * where the same change does not choose them itself: micro-matches are ordered by match points and split by EKL
 * 3.2.2's tiebreaks (MICRO_MATCH_DEFAULTS); single games again by the rule set's own tiebreaks when the 3.2.2 ones,
 * which need matches, were chosen. The screen proposes the same before it saves. */
function withKindDefaults(
  input: ParsedInput<'updateTournamentSettings'>,
  tournament: TournamentRow,
): ParsedInput<'updateTournamentSettings'> {
  if (input.microMatch === undefined || input.microMatch === tournament.microMatch) return input;
  if (input.microMatch)
    return {
      ...input,
      matchOrder: input.matchOrder ?? MICRO_MATCH_DEFAULTS.order,
      tiebreaks: input.tiebreaks ?? [...MICRO_MATCH_DEFAULTS.tiebreaks],
    };
  const needMatches = (input.tiebreaks ?? tournament.tiebreaks).some((t) => MICRO_MATCH_TIEBREAKS.includes(t));
  if (input.tiebreaks !== undefined || !needMatches) return input;
  const ruleSet = input.ruleSet ?? tournament.ruleSet;
  return { ...input, tiebreaks: [...(ruleSet === 'fmjd' ? TIEBREAK_PRESETS.fmjd : DEFAULT_TIEBREAKS)] };
}

export const tournamentHandlers = (ctx: ServiceContext) => ({
  listTournaments: (input: ParsedInput<'listTournaments'>): TournamentPage => {
    const { rows, total } = pageTournaments(ctx.db, input);
    // The progress of the page's tournaments only: one grouped query over their games.
    const progress = tournamentProgress(
      ctx.db,
      rows.map((row) => row.id),
    );
    const progressOf = (row: (typeof rows)[number]) =>
      row.teamBoards !== null ? teamProgress(ctx.db, row) : progress.get(row.id);
    return { tournaments: rows.map((row) => toSummary(row, row.participantCount, progressOf(row))), total };
  },

  getTournament: (input: ParsedInput<'getTournament'>): TournamentDetail =>
    detail(ctx.db, requireTournament(ctx.db, input.id)),

  createTournament: (input: ParsedInput<'createTournament'>): TournamentDetail =>
    writeWithAudit(ctx, (db, now) => {
      // The rule set decides how a game is counted unless the arbiter said otherwise.
      const created = detail(
        db,
        insertTournament(
          db,
          // The rule set's clock: an increment under the FMJD's rules, moves in an hour (sessions) otherwise.
          {
            ...input,
            scoring: input.scoring ?? defaultScoring(input.ruleSet),
            withdrawalThreshold: defaultWithdrawalThreshold(input.ruleSet),
            ...defaultTimeControl(input.ruleSet),
            // The FMJD's tiebreak order for an FMJD tournament; the 1953 and FIDE ones keep this app's order.
            ...(input.ruleSet === 'fmjd' ? { tiebreaks: [...TIEBREAK_PRESETS.fmjd] } : {}),
          },
          now,
        ),
      );
      return {
        result: created,
        audit: tournamentChange('tournament.create', created.id, null, created),
      };
    }),

  addParticipant: (input: ParsedInput<'addParticipant'>): TournamentDetail =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireTournament(db, input.tournamentId);
      const player = requirePlayer(db, input.playerId);
      if (isDrawn(tournament)) throw conflict('playerId', 'participantAfterDraw', { name: player.name });
      // A team's players are entered with their team (saveTeam).
      if (tournament.teamBoards !== null) throw conflict('playerId', 'participantThroughTeam', { name: player.name });
      const current = listParticipants(db, tournament.id);
      if (current.some((p) => p.playerId === player.id))
        throw conflict('playerId', 'alreadyParticipant', { name: player.name });
      if (current.length >= MAX_PLAYERS) throw conflict('playerId', 'tooManyParticipants', { max: MAX_PLAYERS });
      // The rank is frozen at entry: norms are computed from the ranks players held when the tournament began; so is
      // his rating on the tournament's list, and his title there.
      const rated = findPlayerRating(db, player.id, settingsOf(tournament).ratingList);
      insertParticipant(db, tournament.id, player.id, player.rank, now, {
        ratingAtStart: rated?.rating ?? null,
        titleAtStart: rated?.title ?? null,
        ratingListDate: rated?.listDate ?? null,
      });
      return {
        result: detail(db, tournament),
        audit: tournamentChange('participant.add', tournament.id, null, { playerId: player.id, rank: player.rank }),
      };
    }),

  removeParticipant: (input: ParsedInput<'removeParticipant'>): TournamentDetail =>
    writeWithAudit(ctx, (db) => {
      const tournament = requireTournament(db, input.tournamentId);
      const player = requirePlayer(db, input.playerId);
      if (isDrawn(tournament)) throw conflict('playerId', 'removeAfterDraw', { rule: withdrawalRuleOfRow(tournament) });
      const teams = listTeams(db, tournament.id);
      const removed = deleteParticipant(db, tournament.id, player.id);
      if (!removed) throw conflict('playerId', 'notParticipant', { name: player.name });
      // A team's player leaves with its roster, changed on the teams card (saveTeam): taken away alone, he would leave
      // a roster short of its boards — drawn so, and written into a file that no import reads back (docs/teams.md).
      const team = teams.find((t) => t.roster.includes(removed.id));
      if (team) throw conflict('playerId', 'removeTeamPlayer', { name: player.name, team: team.name });
      return {
        result: detail(db, tournament),
        audit: tournamentChange('participant.remove', tournament.id, removed, null),
      };
    }),

  updateTournamentSettings: (asked: ParsedInput<'updateTournamentSettings'>): TournamentDetail =>
    writeWithAudit(ctx, (db, now) => {
      const input = withKindDefaults(asked, requireTournament(db, asked.id));
      // A closed tournament's table is final: what decides it (tiebreaks, rank counting) waits for a reopening. Whether
      // the hall shows it is no part of the table: the arbiter hides the final standings after the prize-giving.
      const { id: _given, was: _shown, confirm: _asked, shownInHall: _hall, ...decidesTable } = input;
      const onlyTheHall = Object.values(decidesTable).every((value) => value === undefined);
      const tournament = onlyTheHall ? requireTournament(db, input.id) : requireOpenTournament(db, input.id);
      const before = { ...toSummary(tournament, 0), ...settingsOf(tournament) };
      // A form sends only what the arbiter changed, with the values it was given of them: where another window has
      // changed one of those since, writing would silently undo that window's change.
      const stale = input.was ? changedSince(input.was, before) : [];
      if (stale.length > 0) throw settingsChangedElsewhere(tournament.name, stale);
      const drawn = isDrawn(tournament);
      // The schedule is made from these at the draw.
      for (const field of ['double', 'microMatch', 'swapLastTwoRounds', 'drawRoundOrder', 'ratingList'] as const) {
        if (drawn && input[field] !== undefined && input[field] !== before[field])
          throw invalidField(field, 'settingLockedAfterDraw');
      }
      if (drawn && input.variant !== undefined && input.variant !== tournament.variant)
        throw invalidField('variant', 'settingLockedAfterDraw');
      // The tiebreaks of a round robin of micro-matches (EKL 3.2.2) need its matches.
      const micro = input.microMatch ?? tournament.microMatch;
      if (!micro && (input.tiebreaks ?? tournament.tiebreaks).some((t) => MICRO_MATCH_TIEBREAKS.includes(t)))
        throw invalidField(input.tiebreaks ? 'tiebreaks' : 'microMatch', 'tiebreakNeedsMicroMatch');
      // The opening table: one the app knows, of the tournament's variant; fixed once an opening is drawn from it.
      if (input.openingTable !== undefined && input.openingTable !== null) {
        const { table } = openingTable(db, input.openingTable);
        if (table.variant !== (input.variant ?? tournament.variant))
          throw invalidField('openingTable', 'openingTableWrongVariant', { id: input.openingTable });
      }
      const drawnOpenings = listRoundOpenings(db, tournament.id).length > 0;
      for (const field of ['openingTable', 'openingDraw'] as const)
        if (drawnOpenings && input[field] !== undefined && input[field] !== tournament[field])
          throw invalidField(field, 'openingTableLocked');
      const variant = input.variant ?? tournament.variant;
      const movesPerHour = input.movesPerHour ?? tournament.movesPerHour;
      // §32: 25 moves an hour is allowed in 100-square draughts only.
      if (movesPerHour === 25 && variant !== 'international')
        throw invalidField('movesPerHour', 'movesPerHour25OnlyInternational');
      // A base time (with an increment) needs its minutes (and seconds): a clock is never half set.
      const clock = input.clock ?? tournament.clock;
      const baseMinutes = input.baseMinutes !== undefined ? input.baseMinutes : tournament.baseMinutes;
      const incrementSeconds =
        input.incrementSeconds !== undefined ? input.incrementSeconds : tournament.incrementSeconds;
      // Both missing numbers are said at once.
      const missing = [
        ...(clock !== 'movesPerHour' && baseMinutes === null ? [issue('baseMinutes', 'required')] : []),
        ...(clock === 'increment' && incrementSeconds === null ? [issue('incrementSeconds', 'required')] : []),
      ];
      if (missing.length > 0) throw invalidInput(missing);
      const startDate = input.startDate !== undefined ? input.startDate : tournament.startDate;
      const endDate = input.endDate !== undefined ? input.endDate : tournament.endDate;
      if (startDate && endDate && endDate < startDate) throw invalidField('endDate', 'endBeforeStart');
      // What the arbiter confirms: asked all at once, so that one confirmation never answers a question he was not
      // shown. A confirmation of the form answers them all.
      if (!input.confirm) {
        const questions = settingsQuestions(db, tournament, input, before);
        if (questions.length > 0)
          throw new ApiError('conflict', questions.map((found) => found.message).join(' '), questions);
      }
      requireKindChangeAllowed(db, tournament, input);
      const { id: _id, was: _was, confirm: _confirm, tiebreaks, rankCounting, teams, ...plain } = input;
      // The rating list is kept only when it is another than the variant's own (FMJD's list of it): a tournament saved
      // with it unchanged stays one whose file says nothing of ratings.
      const changes = Object.fromEntries(
        Object.entries(plain).filter(
          ([field, value]) => value !== undefined && !(field === 'ratingList' && value === before.ratingList),
        ),
      );
      const updated = updateTournament(
        db,
        tournament.id,
        {
          ...changes,
          ...(tiebreaks !== undefined ? { tiebreaks } : {}),
          ...(rankCounting !== undefined ? { rankCounting } : {}),
          ...(teams !== undefined ? teamColumns(teams, tournament.teamWomensBoards) : {}),
        },
        now,
      );
      // Another list before the draw — chosen, or the variant's own when the variant changes: each participant's rating
      // and title are taken from it instead.
      const listNow = settingsOf(updated).ratingList;
      if (listNow !== before.ratingList)
        for (const participant of listParticipants(db, tournament.id)) {
          setParticipantRating(db, participant.id, findPlayerRating(db, participant.playerId, listNow));
        }
      return {
        result: detail(db, updated),
        audit: tournamentChange('tournament.settings', tournament.id, before, {
          ...toSummary(updated, 0),
          ...settingsOf(updated),
        }),
      };
    }),
});
