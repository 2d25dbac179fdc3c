// A player's card, as the screens, the printout and the CLI show it: the rank the history folds to, its three years,
// the history with what each event rests on, the tournaments played and the classification matches.
import type { MatchView, PlayerCard, PlayerTournamentView, RankEventView } from '#api/views';
import type { Db } from '#db/db';
import { findPlayer } from '#db/repositories/players';
import { matchesOf, rankEventsOf, tournamentsPlayed, type RankEventRow } from '#db/repositories/ranks';
import {
  addYears,
  CANDIDATE_TOURNAMENTS,
  CHAMPIONSHIPS_FOR_MASTER,
  hasLapsed,
  KEEPING_YEARS,
  matchWon,
  rankDateUnknown,
  rankStanding,
  type RankStanding,
} from '#domain/rank-register';
import { inScale, scorePercentTenths } from '#domain/results';
import { formatPlace } from '#domain/standings';
import { linesOf } from './final-lines';
import { nameAndParts, toPlayer } from './players';
import { facts, today } from './rank-history';
import { loadTournament, requirePlayer, type LoadedTournament } from './tournament-state';

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

const NO_NORM = { achieved: null, status: null };

/** Half-points and games as a percent with one decimal, rounded on integers: 15 of 22 games → 68.2. */
function percentOf(halfPoints: number, games: number): number | null {
  return games === 0 ? null : scorePercentTenths(halfPoints, games) / 10;
}

function standingView(standing: RankStanding, asOf: string) {
  return {
    rank: standing.rank,
    since: standing.since,
    dateUnknown: rankDateUnknown(standing),
    lastKept: standing.lastKept,
    validUntil: standing.validUntil,
    lapsed: hasLapsed(standing, asOf),
  };
}

/** The day a tournament's events are dated: its last day, else the day it was closed. */
export function tournamentDate(loaded: LoadedTournament): string | null {
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
    return {
      ...view,
      games: 0,
      points: 0,
      possible: 0,
      percent: null,
      place: null,
      players: 0,
      norm: NO_NORM,
      masterMet: null,
      titleNorm: null,
      titleNormGames: 0,
    };
  // A closed tournament's line was kept at closing; an open one's table is computed as it stands.
  const line =
    (played.closedAt !== null ? played.finalLine : null) ??
    linesOf(db, loadTournament(db, played.tournamentId), [played.lotNo]).get(played.lotNo)!;
  return {
    ...view,
    games: line.games,
    // In the tournament's own scale: 7½ of 10 under 1–½–0, 15 of 20 under 2–1–0.
    points: inScale(line.points, played.scoring),
    possible: inScale(2 * line.games, played.scoring),
    percent: percentOf(line.points, line.games),
    // §38: a player whose results were annulled is not in the final table.
    place: line.place ? formatPlace(line.place) : null,
    players: line.players,
    norm: line.norm,
    masterMet: line.masterMet,
    titleNorm: line.titleNorm ?? null,
    titleNormGames: line.titleNormGames ?? line.games,
  };
}

/** Lisa 2 counts a title's norms over five years. */
const TITLE_NORM_YEARS = 5;

/** The title norms of the closed tournaments that ended in the last five years, and their games: an open one's table
 * is not final, and its norm is not yet made. */
function titleNormsOf(tournaments: readonly PlayerTournamentView[], asOf: string): PlayerCard['titleNorms'] {
  const since = addYears(asOf, -TITLE_NORM_YEARS);
  const recent = tournaments.filter((t) => {
    const day = t.endDate ?? t.startDate;
    return t.closed && day !== null && day >= since && t.titleNorm !== null;
  });
  const of = (norms: readonly PlayerTournamentView[]) => ({
    norms: norms.length,
    // Lisa 2: "at least 24 games played" — games played over the board, not forfeits.
    games: norms.reduce((sum, t) => sum + t.titleNormGames, 0),
  });
  return { since, SM: of(recent.filter((t) => t.titleNorm === 'SM')), MS: of(recent) };
}

function matchView(db: Db, row: ReturnType<typeof matchesOf>[number]): MatchView {
  const named = (id: number) => {
    const found = findPlayer(db, id);
    return { id, ...nameAndParts(found?.name ?? `#${id}`, found?.surname ?? null, found?.givenNames ?? null) };
  };
  return {
    id: row.id,
    date: row.date,
    player: named(row.playerId),
    master: named(row.masterId),
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
    events.filter((e) => e.kind === 'counted' && e.basis === basis && (!from || (e.date !== null && e.date >= from)))
      .length;
  const tournaments = tournamentsPlayed(db, id).map((played) => playerTournament(db, played));
  return {
    player: toPlayer(player),
    standing: standingView(standing, asOf),
    history: events.map(toRankEventView),
    tournaments,
    titleNorms: titleNormsOf(tournaments, asOf),
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
