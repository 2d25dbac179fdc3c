// Importing and exporting the tournament file (kabe-arbiter/tournament@4): a tournament goes into the store with its
// players, the draw and round order, games, withdrawals, envelopes, incidents and audit trail in one transaction, and
// comes out as the same file — export, import into an empty file, export again: identical.
import type { ParsedInput } from '#api/contract';
import { conflict } from '#api/errors';
import { checkIntegrity } from '#db/integrity';
import { listAdjournments, listIncidents } from '#db/repositories/adjournments';
import { tournamentTrail } from '#db/repositories/audit';
import { listGameRecords } from '#db/repositories/game-records';
import { insertGames, insertWithdrawal, type GameRow } from '#db/repositories/games';
import { findPlayer, findSamePerson } from '#db/repositories/players';
import { insertPlayoff } from '#db/repositories/playoffs';
import { playersForMatching } from '#db/repositories/ratings';
import { listRoundOpenings } from '#db/repositories/round-openings';
import { listRoundTimes, setRoundTime } from '#db/repositories/round-times';
import { insertParticipant, insertTournament } from '#db/repositories/tournaments';
import type { FmjdTitle } from '#domain/ratings';
import { defaultScoring } from '#domain/results';
import { isTeamFile, playerTiebreaks } from '#formats/team-file';
import {
  isNotDrawn,
  KNOWN_FIELDS,
  parseTournamentFile,
  TOURNAMENT_FORMAT,
  TOURNAMENT_FORMAT_5,
  TOURNAMENT_FORMAT_6,
  TOURNAMENT_FORMAT_7,
  isMicroMatch,
  filePlayerName,
  type TournamentFile,
} from '#formats/tournament-file';
import { copyBeforeChange } from './backups';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import { keepFinalLines } from './final-lines';
import { nameAndParts } from './players';
import { exportTeamParts, importTeamParts, inStoreTerms, teamColumnsOfFile } from './team-transfer';
import { isDrawn, loadTournament, settingsOf } from './tournament-state';
import {
  gamesForImport,
  importHistory,
  importOpenings,
  keepIdentityFromFile,
  refuseTwin,
  registerFromFile,
  unknownFields,
} from './transfer-import';

/** Database ids mean nothing in another file: the trail names games by their place and carries no ids. */
const INTERNAL_IDS = new Set([
  'id',
  'tournamentId',
  'gameId',
  'incidentId',
  'adjournmentId',
  'withdrawalId',
  'playerId',
  'participantId',
  'undoes',
]);

function restore(extra: string | null): Record<string, unknown> {
  return extra ? (JSON.parse(extra) as Record<string, unknown>) : {};
}

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !INTERNAL_IDS.has(key))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

export const transferHandlers = (ctx: ServiceContext) => ({
  importTournament: (input: ParsedInput<'importTournament'>): { id: number } => {
    const file = parseTournamentFile(input.file);
    // Asked before the copy of the database is made, so that a refused import leaves no copy behind.
    if (!input.confirm) refuseTwin(ctx.db, file);
    // An import writes many rows: into a file that reads whole only (db/integrity.ts).
    const integrity = checkIntegrity(ctx.db.$client);
    if (!integrity.ok) throw conflict('file', 'storeDamaged', { problem: integrity.problems[0]! });
    // A copy of the whole database before a change this large (kept beside it, the newest ten).
    copyBeforeChange(ctx, 'import');
    return writeWithAudit(ctx, (db, now) => {
      // Asked again inside the write: two windows importing the same file at once both passed the first question.
      if (!input.confirm) refuseTwin(db, file);
      const notDrawn = isNotDrawn(file);
      // A file with a schedule is drawn: its numbers are the lots (an @1 file says no more).
      const draw = notDrawn
        ? { method: null, seed: null, drawnAt: null }
        : {
            method: file.draw?.method ?? ('manual' as const),
            seed: file.draw?.seed ?? null,
            drawnAt: file.draw?.drawnAt ?? now,
          };
      const tournament = insertTournament(
        db,
        {
          name: file.name,
          variant: file.variant,
          ruleSet: file.ruleSet,
          venue: file.venue,
          startDate: file.startDate,
          endDate: file.endDate,
          arbiter: file.arbiter,
          double: file.double,
          microMatch: isMicroMatch(file),
          matchOrder: file.settings.microMatch?.order ?? 'gamePoints',
          openingTable: file.settings.microMatch?.openings ?? null,
          openingDraw: file.settings.microMatch?.draw ?? 'perRound',
          swapLastTwoRounds: file.settings.swapLastTwoRounds,
          drawRoundOrder: file.settings.drawRoundOrder,
          nationalChampionship: file.settings.nationalChampionship,
          // As the file has it — a backup read back is the tournament as it was, in the hall or out of it.
          shownInHall: file.settings.shownInHall,
          nameStyle: file.settings.nameStyle,
          // A file without it counts as its rule set does: a 1953 file is read as it always was.
          scoring: file.settings.scoring ?? defaultScoring(file.ruleSet),
          // A file without it was decided by §38's "at least half", whatever its rule set: it reads as it was decided.
          withdrawalThreshold: file.settings.withdrawalThreshold ?? 'atLeastHalf',
          // @6: absent in every older file — FMJD's list of its variant, the men's rows.
          ratingList: file.settings.ratingList ?? null,
          womenNorms: file.settings.womenNorms ?? false,
          tiebreaks: playerTiebreaks(file),
          ...(file.settings.rankCounting ? { rankCounting: file.settings.rankCounting } : {}),
          ...(file.settings.movesPerHour ? { movesPerHour: file.settings.movesPerHour } : {}),
          ...(file.settings.sessionHours ? { sessionHours: file.settings.sessionHours } : {}),
          clock: file.settings.clock ?? 'movesPerHour',
          baseMinutes: file.settings.baseMinutes ?? null,
          incrementSeconds: file.settings.incrementSeconds ?? null,
          // @7: a team round robin's settings.
          ...teamColumnsOfFile(file),
          drawMethod: draw.method,
          drawSeed: draw.seed,
          drawnAt: draw.drawnAt,
          closedAt: file.closedAt,
          extra: JSON.stringify({
            top: JSON.parse(unknownFields(file, KNOWN_FIELDS.top) ?? '{}'),
            settings: JSON.parse(unknownFields(file.settings, KNOWN_FIELDS.settings) ?? '{}'),
          }),
        },
        now,
      );
      const participantOf = new Map<number, number>();
      for (const entry of file.players) {
        const parts = filePlayerName(entry);
        const values = {
          surname: parts.surname,
          givenNames: parts.givenNames,
          rank: entry.rank,
          club: entry.club,
          city: entry.city,
          birthYear: entry.birthYear,
        };
        // The registry keeps one entry per person: a player already registered is reused.
        // @6: a player the file names by his FMJD ID is the registered holder of it, whatever the spelling.
        const holder = entry.fmjdId != null ? playersForMatching(db).find((p) => p.fmjdId === entry.fmjdId) : undefined;
        const player =
          (holder ? findPlayer(db, holder.id) : undefined) ??
          findSamePerson(db, values) ??
          registerFromFile(db, values, file, now);
        keepIdentityFromFile(db, player, entry, now);
        const participant = insertParticipant(db, tournament.id, player.id, entry.rank, now, {
          // Before the draw the file's numbers only order the list: the lots are still to be drawn.
          lotNo: notDrawn ? null : entry.no,
          extra: unknownFields(entry, KNOWN_FIELDS.player),
          // @6: his rating and title as the file froze them, whatever the registry says today.
          ratingAtStart: entry.rating ?? null,
          titleAtStart: entry.title ?? null,
          ratingListDate: entry.ratingListDate ?? null,
        });
        participantOf.set(entry.no, participant.id);
      }
      if (isTeamFile(file)) importTeamParts(db, file, tournament.id, participantOf, !notDrawn, now);
      else if (!notDrawn) insertGames(db, tournament.id, gamesForImport(file, participantOf), now);
      for (const withdrawal of file.withdrawals)
        insertWithdrawal(db, tournament.id, participantOf.get(withdrawal.player)!, withdrawal.afterRound, now);
      for (const { round, startsAt } of file.rounds) setRoundTime(db, tournament.id, round, startsAt);
      importOpenings(db, file, tournament.id, now);
      for (const match of file.playoffs)
        insertPlayoff(
          db,
          tournament.id,
          match.players.map((no) => participantOf.get(no)!),
          match.note,
          now,
        );
      importHistory(db, inStoreTerms(file), tournament.id, now);
      // A closed tournament comes in final: its table is kept as a closing keeps it.
      if (file.closedAt !== null) keepFinalLines(db, loadTournament(db, tournament.id));
      return {
        result: { id: tournament.id },
        audit: tournamentChange('tournament.import', tournament.id, null, {
          name: file.name,
          format: file.format,
          players: file.players.length,
          games: file.games.length,
        }),
      };
    });
  },

  exportTournament: (input: ParsedInput<'exportTournament'>): TournamentFile => {
    const loaded = loadTournament(ctx.db, input.id);
    const { row } = loaded;
    const settings = settingsOf(row);
    const extra = row.extra
      ? (JSON.parse(row.extra) as { top?: Record<string, unknown>; settings?: Record<string, unknown> })
      : {};
    // Before the draw every participant goes out, numbered in the list's order (isNotDrawn reads it back so).
    const exported = loaded.participants.filter((p) => p.lotNo !== null || !isDrawn(row));
    const listed = new Map(exported.map((p, index) => [p.id, p.lotNo ?? index + 1] as const));
    const noOf = loaded.lotOf;
    const team = row.teamBoards !== null ? exportTeamParts(ctx.db, row, (id) => listed.get(id)!) : null;
    const records = listGameRecords(ctx.db, input.id);
    const placeOf = new Map<number, GameRow>(loaded.games.map((g) => [g.id, g]));
    const ref = (gameId: number | null) => {
      const game = gameId === null ? undefined : placeOf.get(gameId);
      if (!game) return null;
      if (team) return team.place(game);
      return { tableRound: game.tableRound, board: game.board, ...(game.leg === 2 ? { leg: 2 as const } : {}) };
    };
    const trail = tournamentTrail(ctx.db, row.id);
    // A tournament with anything of the rating lists is written as @6.
    // Decided by what the tournament itself froze, not by what the registry learned since: a 1953 tournament stays
    // @4 after a rating list is imported.
    const rated =
      row.ratingList !== null ||
      row.womenNorms ||
      loaded.participants.some((p) => p.rating !== null || p.title !== null || p.ratingListDate !== null);
    const positionOf = new Map(trail.map((r, index) => [r.id, index] as const));
    return {
      ...extra.top,
      // @6 and @5 only for what @4 cannot say: every other tournament is written as its file was read.
      format: team
        ? TOURNAMENT_FORMAT_7
        : rated
          ? TOURNAMENT_FORMAT_6
          : settings.microMatch
            ? TOURNAMENT_FORMAT_5
            : TOURNAMENT_FORMAT,
      name: row.name,
      variant: row.variant,
      double: settings.double,
      ruleSet: row.ruleSet,
      venue: row.venue,
      startDate: row.startDate,
      endDate: row.endDate,
      arbiter: row.arbiter,
      settings: {
        ...extra.settings,
        tiebreaks: settings.tiebreaks,
        rankCounting: settings.rankCounting,
        swapLastTwoRounds: settings.swapLastTwoRounds,
        movesPerHour: settings.movesPerHour as 15 | 18 | 20 | 25,
        sessionHours: settings.sessionHours,
        drawRoundOrder: settings.drawRoundOrder,
        nationalChampionship: settings.nationalChampionship,
        shownInHall: settings.shownInHall,
        nameStyle: settings.nameStyle,
        scoring: settings.scoring,
        withdrawalThreshold: settings.withdrawalThreshold,
        clock: settings.clock,
        baseMinutes: settings.baseMinutes,
        incrementSeconds: settings.incrementSeconds,
        ...(settings.microMatch
          ? {
              microMatch: {
                games: 2 as const,
                ...(settings.matchOrder === 'matchPoints' ? { order: settings.matchOrder } : {}),
                ...(settings.openingTable ? { openings: settings.openingTable, draw: settings.openingDraw } : {}),
              },
            }
          : {}),
        // @6: the list only where the arbiter chose one, the women's rows only when chosen.
        ...(row.ratingList !== null ? { ratingList: row.ratingList } : {}),
        ...(row.womenNorms ? { womenNorms: true } : {}),
        // @7: a team round robin's settings, and the team table's tiebreaks in place of a player table's.
        ...team?.settings,
      },
      draw: { method: settings.drawMethod, seed: settings.drawSeed, drawnAt: settings.drawnAt },
      closedAt: row.closedAt,
      players: exported.map((p) => ({
        ...restore(p.extra),
        no: listed.get(p.id)!,
        ...nameAndParts(p.fullName, p.surname, p.givenNames),
        rank: p.rank,
        club: p.club,
        city: p.city,
        birthYear: p.birthYear,
        // @6: what a player has of these, and nothing of them for the rest (nor in a tournament of no ratings).
        ...(rated && p.federation !== null ? { federation: p.federation } : {}),
        ...(rated && p.fmjdId !== null ? { fmjdId: p.fmjdId } : {}),
        ...(rated && p.latinName !== null ? { latinName: p.latinName } : {}),
        // A team round robin's women's boards are played by its women (docs/teams.md): without the sex, a line-up
        // given after the import would leave every women's board empty.
        ...((rated || row.teamWomensBoards.length > 0) && p.sex !== null ? { sex: p.sex } : {}),
        ...(p.rating !== null ? { rating: p.rating } : {}),
        ...(p.title !== null ? { title: p.title as FmjdTitle } : {}),
        ...(p.ratingListDate !== null ? { ratingListDate: p.ratingListDate } : {}),
      })),
      games: [...loaded.games]
        .sort((a, b) => a.tableRound - b.tableRound || a.board - b.board || a.leg - b.leg)
        .map((g) => ({
          ...restore(g.extra),
          round: g.round,
          tableRound: g.tableRound,
          ...(team
            ? { board: g.leg, pairing: g.board }
            : { board: g.board, ...(g.leg === 2 ? { leg: 2 as const } : {}) }),
          white: noOf.get(g.whiteId)!,
          black: noOf.get(g.blackId)!,
          result: g.result,
          ...(records.has(g.id) ? { record: records.get(g.id)! } : {}),
        })),
      ...(team ? { teams: team.teams, lineups: team.lineups } : {}),
      withdrawals: loaded.withdrawals.map((w) => ({ player: w.lotNo!, afterRound: w.afterRound })),
      playoffs: loaded.playoffs.map((p) => ({ players: p.participantIds.map((id) => noOf.get(id)!), note: p.note })),
      rounds: [...listRoundTimes(ctx.db, row.id)]
        .sort(([a], [b]) => a - b)
        .map(([round, startsAt]) => ({ round, startsAt })),
      // @5: the rounds' drawn openings, only where there are any (an @4 file exports as it was read).
      ...(() => {
        const drawn = listRoundOpenings(ctx.db, row.id);
        return drawn.length === 0
          ? {}
          : {
              openings: drawn.map((o) => ({
                tableRound: o.tableRound,
                ...(o.board === 0 ? {} : { board: o.board }),
                ballot: o.ballot,
                seed: o.seed,
              })),
            };
      })(),
      adjournments: listAdjournments(ctx.db, row.id).map(({ id: _id, gameId, sealedCheck, ...envelope }) => ({
        game: ref(gameId)!,
        ...envelope,
        sealed: envelope.openedAt === null,
        sealedCheck,
      })),
      incidents: listIncidents(ctx.db, row.id).map(({ id: _id, gameId, penalty, ...incident }) => ({
        game: ref(gameId)!,
        ...incident,
        penalty,
        resultApplied: incident.resultApplied as TournamentFile['incidents'][number]['resultApplied'],
      })),
      trail: trail.map((r) => ({
        at: r.at,
        action: r.action,
        entity: r.entity,
        game: r.entity === 'game' ? ref(r.entityId) : null,
        before: withoutIds(r.before === null ? null : JSON.parse(r.before)),
        after: withoutIds(r.after === null ? null : JSON.parse(r.after)),
        undoes: r.undoes === null ? null : (positionOf.get(r.undoes) ?? null),
      })),
    };
  },
});
