// Use cases of the rank register: a player's card and history, a closed tournament's norms applied to the register,
// ranks set by hand, classification matches, the rank list and the lapses of "Järgu säilitamine". The rules are in
// electron/domain/rank-register.ts; here they are loaded, called and stored, each change with its audit row.
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField, notFound } from '#api/errors';
import type { LapseView, PlayerCard, RankList, RankProposalsView, RegisterSettings } from '#api/views';
import type { Db } from '#db/db';
import {
  deleteRankEvent,
  findRankEvent,
  insertMatch,
  rankEventsOf,
  readRegisterSettings,
  tournamentsPlayed,
  writeRegisterSettings,
} from '#db/repositories/ranks';
import { eventsBy, hasLapsed, lapseOf, matchWon, MATCH_GAMES, rankStanding } from '#domain/rank-register';
import { toHalfPoints } from '#domain/results';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import { playerCard, toRankEventView } from './player-card';
import { facts, giveRankDate, recordRankEvent, refreshStanding, today } from './rank-history';
import { rankList } from './rank-list';
import { proposalsOf, withoutRaw } from './rank-proposals';
import { requirePlayer, requireTournament } from './tournament-state';

export const rankHandlers = (ctx: ServiceContext) => ({
  getPlayerCard: (input: ParsedInput<'getPlayerCard'>): PlayerCard => playerCard(ctx.db, input.id, ctx.now()),

  setPlayerRank: (input: ParsedInput<'setPlayerRank'>): PlayerCard =>
    writeWithAudit(ctx, (db, now) => {
      requirePlayer(db, input.playerId);
      // The register records what happened: a rank of a day to come has not been achieved yet.
      if (input.date > today(now)) throw invalidField('date', 'rankDateInFuture', { date: input.date });
      const event = recordRankEvent(
        db,
        {
          playerId: input.playerId,
          kind: 'set',
          rank: input.rank,
          date: input.date,
          basis: 'hand',
          evidence: { from: 'hand' },
          note: input.note,
        },
        now,
      );
      return {
        result: playerCard(db, input.playerId, now),
        audit: {
          action: 'rank.set',
          entity: 'player',
          entityId: input.playerId,
          before: null,
          after: toRankEventView(event),
        },
      };
    }),

  giveRankDate: (input: ParsedInput<'giveRankDate'>): PlayerCard =>
    writeWithAudit(ctx, (db, now) => {
      requirePlayer(db, input.playerId);
      const before = rankEventsOf(db, input.playerId);
      const dated = giveRankDate(db, input.playerId, input.date, now);
      const undated = before.find((event) => event.id === dated.id)!;
      return {
        result: playerCard(db, input.playerId, now),
        audit: {
          action: 'rank.date',
          entity: 'player',
          entityId: input.playerId,
          before: toRankEventView(undated),
          after: toRankEventView(dated),
        },
      };
    }),

  removeRankEvent: (input: ParsedInput<'removeRankEvent'>): PlayerCard =>
    writeWithAudit(ctx, (db, now) => {
      const event = findRankEvent(db, input.id);
      if (!event) throw notFound('rankEventNotFound', { id: input.id });
      deleteRankEvent(db, event.id);
      refreshStanding(db, event.playerId, now);
      return {
        result: playerCard(db, event.playerId, now),
        audit: {
          action: 'rank.remove',
          entity: 'player',
          entityId: event.playerId,
          before: toRankEventView(event),
          after: null,
        },
      };
    }),

  recordClassificationMatch: (input: ParsedInput<'recordClassificationMatch'>): PlayerCard =>
    writeWithAudit(ctx, (db, now) => {
      const player = requirePlayer(db, input.playerId);
      const master = requirePlayer(db, input.masterId);
      if (input.date > today(now)) throw invalidField('date', 'matchDateInFuture', { date: input.date });
      if (player.id === master.id) throw invalidField('masterId', 'matchSamePlayer');
      // "võita 14-partiilises klassifikatsioonimatšis meistersportlast": the opponent is a master on the day.
      const masterThen = rankStanding(eventsBy(rankEventsOf(db, master.id), input.date).map(facts));
      if (masterThen.rank !== 'M')
        throw conflict('masterId', 'matchOpponentNotMaster', { name: master.name, date: input.date });
      const match = insertMatch(db, {
        date: input.date,
        playerId: player.id,
        masterId: master.id,
        games: MATCH_GAMES,
        points: input.points,
        note: input.note,
        createdAt: now,
      });
      const won = matchWon(input.points);
      const heldThen = rankStanding(eventsBy(rankEventsOf(db, player.id), input.date).map(facts)).rank;
      const event = won
        ? recordRankEvent(
            db,
            {
              playerId: player.id,
              kind: heldThen === 'M' ? 'confirmed' : 'achieved',
              rank: 'M',
              date: input.date,
              basis: 'match',
              matchId: match.id,
              evidence: { from: 'match', opponentName: master.name, games: MATCH_GAMES, points: input.points },
              note: input.note,
            },
            now,
          )
        : null;
      return {
        result: playerCard(db, player.id, now),
        audit: {
          action: 'rank.match',
          entity: 'player',
          entityId: player.id,
          before: null,
          after: { match: { ...match }, event: event ? toRankEventView(event) : null },
        },
      };
    }),

  getRankProposals: (input: ParsedInput<'getRankProposals'>): RankProposalsView => {
    requireTournament(ctx.db, input.tournamentId);
    return withoutRaw(proposalsOf(ctx.db, input.tournamentId));
  },

  applyRankProposals: (input: ParsedInput<'applyRankProposals'>): RankProposalsView => {
    const pendingOf = (db: Db) => {
      const tournament = requireTournament(db, input.tournamentId);
      const view = proposalsOf(db, tournament.id);
      if (!view.closed) throw conflict('tournamentId', 'rankApplyNotClosed', { date: view.date ?? '—' });
      if (view.date === null) throw conflict('tournamentId', 'rankApplyNoDate', { name: tournament.name });
      const wanted = input.keys ?? view.proposals.map((p) => p.key);
      const unknown = wanted.find((key) => !view.raw.has(key));
      if (unknown !== undefined) throw invalidField('keys', 'proposalUnknown', { key: unknown });
      return {
        tournament,
        view,
        pending: view.proposals.filter((p) => wanted.includes(p.key) && p.appliedEventId === null),
      };
    };
    // Everything asked for is applied already: nothing to write, nothing to log.
    const read = pendingOf(ctx.db);
    if (read.pending.length === 0) return withoutRaw(read.view);
    return writeWithAudit(ctx, (db, now) => {
      const { tournament, view, pending } = pendingOf(db);
      const events = pending.map((p) =>
        recordRankEvent(
          db,
          {
            playerId: p.playerId,
            kind: p.kind,
            rank: p.rank,
            date: view.date!,
            basis: p.basis,
            tournamentId: tournament.id,
            evidence: {
              from: 'tournament',
              tournamentName: tournament.name,
              games: p.games,
              // The proposal's points are in the tournament's scale; the register keeps half-points and the scale.
              points: toHalfPoints(p.points, tournament.scoring),
              // The coefficient the norm was read at: a team round robin's player has his own (docs/teams.md).
              coefficient: view.raw.get(p.key)!.coefficient,
              count: p.count,
              ...(tournament.scoring === '2-1-0' ? { scoring: tournament.scoring } : {}),
            },
            note: null,
          },
          now,
        ),
      );
      return {
        result: withoutRaw(proposalsOf(db, tournament.id)),
        audit: tournamentChange('rank.apply', tournament.id, null, { events: events.map(toRankEventView) }),
      };
    });
  },

  getRankList: ({ offset, limit, ...filter }: ParsedInput<'getRankList'>): RankList =>
    rankList(ctx.db, filter, today(ctx.now()), limit === undefined ? undefined : { offset: offset ?? 0, limit }),

  recordLapses: (input: ParsedInput<'recordLapses'>): { recorded: LapseView[] } =>
    writeWithAudit(ctx, (db, now) => {
      // Lapses that have happened: a day to come is not recorded before it comes.
      if (input.asOf > today(now)) throw invalidField('asOf', 'lapseDateInFuture', { date: input.asOf });
      // The lapses due by the day among the players the list's filter selects (or those named).
      const only = input.playerIds ? new Set(input.playerIds) : null;
      const { rank, club, city, lapsingBy = input.asOf } = input;
      const due = rankList(db, { rank, club, city, lapsingBy }, input.asOf).rows.filter(
        (row) => row.lapsed && (!only || only.has(row.playerId)),
      );
      const recorded: LapseView[] = [];
      for (const row of due) {
        const standing = rankStanding(rankEventsOf(db, row.playerId).map(facts));
        const lapse = lapseOf(standing);
        if (!lapse || !hasLapsed(standing, input.asOf)) continue;
        recordRankEvent(
          db,
          {
            playerId: row.playerId,
            kind: 'lapsed',
            rank: lapse.rank,
            date: lapse.date,
            basis: 'lapse',
            evidence: { from: 'lapse', lapsedRank: standing.rank!, validUntil: standing.validUntil! },
            note: null,
          },
          now,
        );
        // Recorded late: the tournaments he has begun since with the lapsed rank are named, for the arbiter to look at
        // their tables again (their coefficients counted him at it).
        const playedSince = tournamentsPlayed(db, row.playerId)
          .filter((t) => t.startDate !== null && t.startDate >= lapse.date && t.rankAtStart === standing.rank)
          .map((t) => t.name)
          .reverse();
        recorded.push({
          playerId: row.playerId,
          name: row.name,
          surname: row.surname,
          givenNames: row.givenNames,
          from: standing.rank!,
          to: lapse.rank,
          date: lapse.date,
          playedSince,
        });
      }
      return {
        result: { recorded },
        audit: { action: 'rank.lapse', entity: 'register', entityId: null, before: null, after: { recorded } },
      };
    }),

  getRegisterSettings: (): RegisterSettings => readRegisterSettings(ctx.db),

  updateRegisterSettings: (input: ParsedInput<'updateRegisterSettings'>): RegisterSettings =>
    writeWithAudit(ctx, (db, now) => {
      const before = readRegisterSettings(db);
      // Only what the form sends is changed.
      writeRegisterSettings(
        db,
        { ...before, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) },
        now,
      );
      return {
        result: readRegisterSettings(db),
        audit: { action: 'register.settings', entity: 'register', entityId: null, before, after: input },
      };
    }),
});
