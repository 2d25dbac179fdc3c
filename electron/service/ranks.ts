// Use cases of the rank register: a player's card and history, a closed tournament's norms applied to the register,
// ranks set by hand, classification matches, the rank list and the lapses of "Järgu säilitamine". The rules are in
// electron/domain/rank-register.ts; here they are loaded, called and stored, each change with its audit row.
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField, notFound } from '#api/errors';
import type {
  LapseView,
  MatchView,
  PlayerCard,
  PlayerTournamentView,
  RankEventView,
  RankList,
  RankProposalsView,
  RankProposalView,
  RegisterSettings,
} from '#api/views';
import type { Db } from '#db/db';
import { findPlayer } from '#db/repositories/players';
import {
  deleteRankEvent,
  findRankEvent,
  insertMatch,
  matchesOf,
  rankEventsOf,
  rankEventsOfPlayers,
  rankEventsOfTournament,
  rankListCounts,
  rankListRows,
  readRegisterSettings,
  tournamentsPlayed,
  writeRegisterSettings,
  type RankEventRow,
} from '#db/repositories/ranks';
import { buildCrosstable, finalLines } from '#domain/crosstable';
import {
  addYears,
  CANDIDATE_TOURNAMENTS,
  CHAMPIONSHIPS_FOR_MASTER,
  hasLapsed,
  KEEPING_YEARS,
  keptBeforeForEndingBefore,
  lapseOf,
  matchWon,
  MATCH_GAMES,
  proposeRankEvents,
  rankStanding,
  type RankProposal,
  type RankStanding,
} from '#domain/rank-register';
import { formatPlace } from '#domain/standings';
import { writeWithAudit, type ServiceContext } from './context';
import { toPlayer } from './players';
import { facts, recordRankEvent, refreshStanding } from './rank-history';
import { loadTournament, requirePlayer, requireTournament, type LoadedTournament } from './tournament-state';

export function toRankEventView(row: RankEventRow): RankEventView {
  return {
    id: row.id,
    playerId: row.playerId,
    kind: row.kind,
    rank: row.rank,
    date: row.date,
    basis: row.basis,
    tournamentId: row.tournamentId,
    matchId: row.matchId,
    evidence: row.evidence,
    note: row.note,
  };
}

const today = (now: string) => now.slice(0, 10);

const NO_NORM = { achieved: null, status: null };

/** Half-points and games as a percent with one decimal, computed on integers: 15 of 22 games → 68.1. */
function percentOf(halfPoints: number, games: number): number | null {
  if (games === 0) return null;
  return Math.floor((halfPoints * 500) / games) / 10;
}

function standingView(standing: RankStanding, asOf: string) {
  return {
    rank: standing.rank,
    since: standing.since,
    lastKept: standing.lastKept,
    validUntil: standing.validUntil,
    lapsed: hasLapsed(standing, asOf),
  };
}

/** The day a tournament's events are dated: its last day, else the day it was closed. */
function tournamentDate(loaded: LoadedTournament): string | null {
  return loaded.row.endDate ?? (loaded.row.closedAt ? loaded.row.closedAt.slice(0, 10) : null);
}

function playerTournament(db: Db, played: ReturnType<typeof tournamentsPlayed>[number]): PlayerTournamentView {
  const view = {
    tournamentId: played.tournamentId,
    name: played.name,
    startDate: played.startDate,
    endDate: played.endDate,
    closed: played.closedAt !== null,
    nationalChampionship: played.nationalChampionship,
    rankAtStart: played.rankAtStart,
    no: played.lotNo,
  };
  if (played.lotNo === null)
    return { ...view, games: 0, points: 0, percent: null, place: null, players: 0, norm: NO_NORM, masterMet: null };
  // A closed tournament's line was kept at closing; an open one's table is computed as it stands.
  const line =
    (played.closedAt !== null ? played.finalLine : null) ??
    finalLines(buildCrosstable(loadTournament(db, played.tournamentId).data), [played.lotNo]).get(played.lotNo)!;
  return {
    ...view,
    games: line.games,
    points: line.points / 2,
    percent: percentOf(line.points, line.games),
    // §38: a player whose results were annulled is not in the final table.
    place: line.place ? formatPlace(line.place) : null,
    players: line.players,
    norm: line.norm,
    masterMet: line.masterMet,
  };
}

function matchView(db: Db, row: ReturnType<typeof matchesOf>[number]): MatchView {
  const name = (id: number) => findPlayer(db, id)?.name ?? `#${id}`;
  return {
    id: row.id,
    date: row.date,
    player: { id: row.playerId, name: name(row.playerId) },
    master: { id: row.masterId, name: name(row.masterId) },
    games: row.games,
    points: row.points / 2,
    won: matchWon(row.points, row.games),
    note: row.note,
  };
}

export function playerCard(db: Db, id: number, now: string): PlayerCard {
  const player = requirePlayer(db, id);
  const events = rankEventsOf(db, id);
  const standing = rankStanding(events.map(facts));
  const asOf = today(now);
  const since = addYears(asOf, -KEEPING_YEARS);
  const counted = (basis: 'candidate' | 'championship', from?: string) =>
    events.filter((e) => e.kind === 'counted' && e.basis === basis && (!from || e.date >= from)).length;
  return {
    player: toPlayer(player),
    standing: standingView(standing, asOf),
    history: events.map(toRankEventView),
    tournaments: tournamentsPlayed(db, id).map((played) => playerTournament(db, played)),
    matches: matchesOf(db, id).map((row) => matchView(db, row)),
    progress: {
      candidate: counted('candidate'),
      candidateNeeded: CANDIDATE_TOURNAMENTS,
      championships: counted('championship', since),
      championshipsNeeded: CHAMPIONSHIPS_FOR_MASTER,
    },
  };
}

/** "12:achieved:II:norm": a proposal, and the event it became, named alike. */
function proposalKey(p: { playerId: number; kind: string; rank: string | null; basis: string }): string {
  return `${p.playerId}:${p.kind}:${p.rank ?? '-'}:${p.basis}`;
}

/** What the tournament's results support in the register, with what of it is applied. */
function proposalsOf(db: Db, tournamentId: number): RankProposalsView & { raw: Map<string, RankProposal> } {
  const loaded = loadTournament(db, tournamentId);
  const settings = readRegisterSettings(db);
  const table = buildCrosstable(loaded.data);
  const date = tournamentDate(loaded);
  const tournament = {
    id: tournamentId,
    date: date ?? '9999-12-31',
    coefficient: table.coefficient,
    rankCounting: table.rankCounting,
    nationalChampionship: loaded.row.nationalChampionship,
  };
  const byLot = new Map(loaded.participants.map((p) => [p.lotNo, p] as const));
  const histories = rankEventsOfPlayers(
    db,
    loaded.participants.map((p) => p.playerId),
  );
  // Events of a tournament that was deleted and imported again lost their link (its id); they are known by the
  // tournament's name and day, so that importing its saved file and applying again does not apply twice.
  const orphans = [...histories.values()]
    .flat()
    .filter(
      (e) =>
        e.tournamentId === null &&
        e.evidence.from === 'tournament' &&
        e.evidence.tournamentName === loaded.row.name &&
        e.date === date,
    );
  const applied = [...rankEventsOfTournament(db, tournamentId), ...orphans];
  const appliedByKey = new Map(applied.map((e) => [proposalKey(e), e] as const));
  const raw = new Map<string, RankProposal>();
  const proposals: RankProposalView[] = [];
  for (const row of table.rows) {
    const participant = byLot.get(row.no)!;
    const found = proposeRankEvents(
      tournament,
      {
        playerId: participant.playerId,
        rankAtStart: participant.rank,
        games: row.games,
        points: row.points,
        norm: row.norm,
        master: row.master.applicable ? row.master : null,
      },
      { events: (histories.get(participant.playerId) ?? []).map(facts) },
      settings,
    );
    for (const proposal of found) {
      const key = proposalKey(proposal);
      raw.set(key, proposal);
      proposals.push({
        key,
        playerId: participant.playerId,
        name: participant.name,
        rankAtStart: participant.rank,
        kind: proposal.kind,
        rank: proposal.rank,
        basis: proposal.basis,
        count: proposal.count,
        games: row.games,
        points: row.points / 2,
        appliedEventId: appliedByKey.get(key)?.id ?? null,
      });
    }
  }
  const nameOf = new Map(loaded.participants.map((p) => [p.playerId, p.name] as const));
  const unsupported = applied
    .filter((e) => !raw.has(proposalKey(e)))
    .map((e) => ({ ...toRankEventView(e), name: nameOf.get(e.playerId) ?? `#${e.playerId}` }));
  return {
    tournamentId,
    name: loaded.row.name,
    closed: loaded.row.closedAt !== null,
    date,
    coefficient: table.coefficient === null ? null : table.coefficient / 100,
    candidateField: table.coefficient !== null && table.coefficient <= settings.candidateMaxCoefficient,
    nationalChampionship: loaded.row.nationalChampionship,
    settings,
    proposals,
    unsupported,
    raw,
  };
}

function withoutRaw({ raw: _raw, ...view }: ReturnType<typeof proposalsOf>): RankProposalsView {
  return view;
}

export const rankHandlers = (ctx: ServiceContext) => ({
  getPlayerCard: (input: ParsedInput<'getPlayerCard'>): PlayerCard => playerCard(ctx.db, input.id, ctx.now()),

  setPlayerRank: (input: ParsedInput<'setPlayerRank'>): PlayerCard =>
    writeWithAudit(ctx, (db, now) => {
      requirePlayer(db, input.playerId);
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
      if (player.id === master.id) throw invalidField('masterId', 'matchSamePlayer');
      // "võita 14-partiilises klassifikatsioonimatšis meistersportlast": the opponent is a master on the day.
      const masterThen = rankStanding(
        rankEventsOf(db, master.id)
          .filter((e) => e.date <= input.date)
          .map(facts),
      );
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
      const heldThen = rankStanding(
        rankEventsOf(db, player.id)
          .filter((e) => e.date <= input.date)
          .map(facts),
      ).rank;
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
      const coefficient = view.coefficient === null ? null : Math.round(view.coefficient * 100);
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
              points: Math.round(p.points * 2),
              coefficient,
              count: p.count,
            },
            note: null,
          },
          now,
        ),
      );
      return {
        result: withoutRaw(proposalsOf(db, tournament.id)),
        audit: {
          action: 'rank.apply',
          entity: 'tournament',
          entityId: tournament.id,
          tournamentId: tournament.id,
          before: null,
          after: { events: events.map(toRankEventView) },
        },
      };
    });
  },

  getRankList: ({ offset, limit, ...filter }: ParsedInput<'getRankList'>): RankList =>
    rankList(ctx.db, filter, today(ctx.now()), limit === undefined ? undefined : { offset: offset ?? 0, limit }),

  recordLapses: (input: ParsedInput<'recordLapses'>): { recorded: LapseView[] } =>
    writeWithAudit(ctx, (db, now) => {
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
        recorded.push({
          playerId: row.playerId,
          name: row.name,
          from: standing.rank!,
          to: lapse.rank,
          date: lapse.date,
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
      writeRegisterSettings(db, input, now);
      return {
        result: readRegisterSettings(db),
        audit: { action: 'register.settings', entity: 'register', entityId: null, before, after: input },
      };
    }),
});

/** The rank list as of a day: filtered, with each rank's last keeping event and the end of its three years; one
 * page of it when `page` is given (the screen), all of it otherwise (printouts, CSV, the CLI, recording lapses). */
export function rankList(
  db: Db,
  filter: {
    rank?: ParsedInput<'getRankList'>['rank'];
    club?: string | null | undefined;
    city?: string | null | undefined;
    lapsingBy?: string | null | undefined;
  },
  asOf: string,
  page?: { offset: number; limit: number },
): RankList {
  const lapsingBy = filter.lapsingBy ?? null;
  const selected = {
    rank: filter.rank,
    club: filter.club,
    city: filter.city,
    // The ranks whose three years end before the day are those last kept before this one (rank-register.ts).
    keptBefore: lapsingBy ? keptBeforeForEndingBefore(lapsingBy) : undefined,
  };
  const rows = rankListRows(db, selected, page).map((row) => {
    const validUntil = row.keptOn ? addYears(row.keptOn, KEEPING_YEARS) : null;
    return {
      playerId: row.playerId,
      name: row.name,
      club: row.club,
      city: row.city,
      birthYear: row.birthYear,
      rank: row.rank!,
      since: row.since,
      lastKept: row.keptOn,
      validUntil,
      lapsed: validUntil !== null && asOf > validUntil,
      keptBy: row.event ? toRankEventView(row.event) : null,
    };
  });
  const counts = rankListCounts(db, selected, keptBeforeForEndingBefore(asOf));
  return { asOf, lapsingBy, rows, total: counts.total, lapsed: counts.lapsed };
}
