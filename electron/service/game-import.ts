// A tournament's games in and out as PDN: a file's games matched to the scheduled games — the round by its Round tag,
// the players by their White and Black tags, however the file writes the names — previewed with the matches and the
// mismatches, and stored only when every game matches (a game that has a record already is replaced only when the
// arbiter confirms); and every recorded game written out for other draughts programs (docs/game-records.md).
import type { ParsedInput } from '#api/contract';
import { conflict, type ApiError } from '#api/errors';
import { placedProblem } from '#api/messages';
import type { GamesImportView, RoundOpeningView } from '#api/views';
import type { Db } from '#db/db';
import { listGameRecords, setGameRecord } from '#db/repositories/game-records';
import { listGames, type GameRow } from '#db/repositories/games';
import type { ParticipantView, TournamentRow } from '#db/repositories/tournaments';
import { geometry } from '#domain/draughts/board';
import { whyNotKept, type StoredGameRecord } from '#domain/draughts/game-record';
import { namesPerson, personText, splitName, type PersonName } from '#domain/names';
import { phrase, type Phrase } from '#domain/phrase';
import type { GameResult } from '#domain/results';
import { boardText, gamesInPairing } from '#formats/numbers';
import { readPdn, type PdnGame } from '#formats/pdn';
import { checkGame, storedRecord } from '#formats/pdn-check';
import { writePdn, type GameToWrite } from '#formats/pdn-writing';
import { tournamentChange, writeWithAudit, type ServiceContext } from './context';
import { roundOpeningViews } from './round-opening-views';
import { teamNames } from './team-state';
import { requireOpenTournament, requireTournament, sortedParticipants } from './tournament-state';

type Row = GamesImportView['games'][number];

/** Games one file may bring into a tournament: twice the 380 of the largest (20 players, double round robin), for a
 * file that carries some games twice. */
const MAX_GAMES_IN_IMPORT = 760;

/** A participant's name in its parts: as the registry keeps them, or read from the whole name. */
function partsOf(p: ParticipantView): PersonName {
  return p.surname !== null ? { surname: p.surname, givenNames: p.givenNames ?? '' } : splitName(p.fullName);
}

/** The participant a record's side names: the one its FMJD ID tag (`WhiteFmjdId`, as this app and FMJD's files write
 * it) gives, else exactly one of the tournament's players its name tag names — by his name or his name in Latin
 * letters, accents and alphabet aside ("Smirnov, Aleksei" is Алексей Смирнов) —, or why not. */
function playerNamed(
  written: string | undefined,
  fmjdIdTag: string | undefined,
  players: ParticipantView[],
): ParticipantView | Phrase {
  const fmjdId = /^\s*\d{1,9}\s*$/.test(fmjdIdTag ?? '') ? Number(fmjdIdTag) : null;
  const byId = fmjdId === null ? [] : players.filter((p) => p.fmjdId === fmjdId);
  if (byId.length === 1) return byId[0]!;
  if (!written?.trim()) return phrase('games.playerMissing');
  const found = players.filter(
    (p) => namesPerson(written, partsOf(p)) || (p.latinName !== null && namesPerson(written, splitName(p.latinName))),
  );
  if (found.length === 1) return found[0]!;
  return phrase(found.length === 0 ? 'games.playerUnknown' : 'games.playerAmbiguous', { name: written });
}

/** A Round tag's round: its leading number ("3", "3.1"); none for "?", "-" or nothing. */
function roundOf(tag: string | undefined): number | null {
  const number = /^\s*(\d+)/.exec(tag ?? '')?.[1];
  return number === undefined ? null : Number(number);
}

/** Whether a `Board` tag names this micro-match game — as this app writes it ("3·2") or as others do ("3.2",
 * "3-2", "3/2"), or by its board alone ("3": the colours tell the game). A tag that is no board number says nothing. */
function namesGame(written: string, game: GameRow): boolean {
  const place = /^(\d+)(?:\s*[·.\-/:]\s*(\d+))?$/.exec(written);
  if (!place) return true;
  return Number(place[1]) === game.board && (place[2] === undefined || Number(place[2]) === game.leg);
}

/** The scheduled game a record is of, or why none. */
function scheduledGame(
  game: PdnGame,
  players: ParticipantView[],
  games: GameRow[],
  microMatch: boolean,
): { match: GameRow } | { problem: Phrase } {
  const white = playerNamed(game.tags.White, game.tags.WhiteFmjdId, players);
  if ('key' in white) return { problem: white };
  const black = playerNamed(game.tags.Black, game.tags.BlackFmjdId, players);
  if ('key' in black) return { problem: black };
  const round = roundOf(game.tags.Round);
  const between = games.filter(
    (g) => (g.whiteId === white.id && g.blackId === black.id) || (g.whiteId === black.id && g.blackId === white.id),
  );
  const inRound = round === null ? between : between.filter((g) => g.round === round);
  const asWritten = inRound.filter((g) => g.whiteId === white.id);
  const names = { white: white.name, black: black.name };
  if (asWritten.length === 1) {
    // A micro-match's two games differ only by their colours: a file that names the board's game ([Board "3·2"], as
    // this app writes it) must name the one its colours give — else the colours or the tag are wrong.
    const board = boardText(asWritten[0]!, microMatch);
    const written = game.tags.Board?.trim();
    if (microMatch && written && !namesGame(written, asWritten[0]!))
      return { problem: phrase('games.otherLeg', { ...names, written, board }) };
    return { match: asWritten[0]! };
  }
  if (asWritten.length > 1) return { problem: phrase('games.roundNeeded', names) };
  if (inRound.length > 0)
    return { problem: phrase('games.coloursSwapped', { ...names, round: inRound[0]!.round ?? '' }) };
  if (round !== null && between.length > 0) return { problem: phrase('games.notInRound', { ...names, round }) };
  return { problem: phrase('games.notPaired', names) };
}

/** The preview of a PDN file's games against the tournament's schedule. */
function preview(
  db: Db,
  tournament: TournamentRow,
  pdn: string,
): { view: GamesImportView; records: Map<number, StoredGameRecord> } {
  const players = sortedParticipants(db, tournament.id).filter((p) => p.lotNo !== null);
  const games = listGames(db, tournament.id);
  const recorded = listGameRecords(db, tournament.id);
  const reading = readPdn(pdn);
  // More games than any tournament holds are no tournament's: refused before each is played through and matched.
  if (reading.games.length > MAX_GAMES_IN_IMPORT)
    throw conflict('pdn', 'gamesImportTooMany', { count: reading.games.length, max: MAX_GAMES_IN_IMPORT });
  const records = new Map<number, StoredGameRecord>();
  const rows: Row[] = reading.games.map((game, index) => {
    const checked = checkGame(game, tournament.variant);
    const found = scheduledGame(game, players, games, tournament.microMatch);
    let problem = 'problem' in found ? found.problem : null;
    const match = 'match' in found ? found.match : null;
    if (checked.variant !== tournament.variant)
      problem = phrase('games.otherVariant', { size: geometry(checked.variant).size });
    if (checked.badStart) problem = checked.badStart.said;
    else if (game.moves.length === 0) problem = phrase('games.noMoves');
    const record = storedRecord(game, game.tags.FEN ?? null);
    problem ??= whyNotKept(record);
    if (match && records.has(match.id)) problem = phrase('games.sameGameTwice');
    if (match && problem === null) records.set(match.id, record);
    const byId = new Map(players.map((p) => [p.id, p] as const));
    return {
      index: index + 1,
      line: game.line,
      round: roundOf(game.tags.Round),
      white: game.tags.White ?? '',
      black: game.tags.Black ?? '',
      match: match
        ? {
            gameId: match.id,
            round: match.round,
            board: boardText(match, gamesInPairing(tournament)),
            white: byId.get(match.whiteId)!.name,
            black: byId.get(match.blackId)!.name,
          }
        : null,
      problem,
      plies: checked.played.length,
      firstIllegal: checked.firstIllegal
        ? {
            number: checked.firstIllegal.number,
            side: checked.firstIllegal.side,
            move: checked.firstIllegal.move,
            reason: checked.firstIllegal.reason,
          }
        : null,
      replaces: match !== null && recorded.has(match.id),
    };
  });
  const errors = reading.errors.map((e) => ({ line: e.line, column: e.column, problem: e.said }));
  const view: GamesImportView = {
    games: rows,
    errors,
    ready: errors.length === 0 && rows.length > 0 && rows.every((r) => r.problem === null),
    replacing: rows.filter((r) => r.problem === null && r.replaces).length,
  };
  return { view, records };
}

/** Why a previewed file's games are not stored, or null when they may be: nothing is stored unless every game of
 * the file was read and finds its game in the schedule. What cannot be read is said first, with its place (and is
 * not counted again as a game that does not match); a file with no game says so. */
export function whyNotImported(view: GamesImportView): ApiError | null {
  const unreadable = view.errors[0];
  if (unreadable) return conflict('pdn', 'gamesImportUnreadable', placedProblem(unreadable, unreadable.problem));
  if (view.games.length === 0) return conflict('pdn', 'gamesImportNone');
  const mismatched = view.games.filter((g) => g.problem !== null).length;
  return mismatched > 0 ? conflict('pdn', 'gamesImportMismatch', { count: mismatched }) : null;
}

/** The entered result as PDN writes a draughts result (2-0, 1-1, 0-2); a forfeit counts as the win it gives. */
const PDN_RESULT: Record<NonNullable<GameResult>, string> = {
  '1-0': '2-0',
  '0-1': '0-2',
  '1/2-1/2': '1-1',
  '+/-': '2-0',
  '-/+': '0-2',
  '-/-': '0-0',
  '0-0': '0-0',
  adjourned: '*',
};

/** A player's name as FMJD's tables write it: his Latin name where the registry has one, surname first. */
function fmjdName(p: ParticipantView): string {
  const own = partsOf(p);
  const written = (name: PersonName) => (name.givenNames ? `${name.surname}, ${name.givenNames}` : name.surname);
  if (p.latinName === null) return written(own);
  // "Smirnov, Aleksei" as typed is kept.
  if (p.latinName.includes(',')) return p.latinName;
  // Which end of the Latin name is his surname: the registry's surname, folded (Петров is petrov) — "Petrov
  // Aleksandr" is kept so, "Aleksandr Petrov" turned round.
  const words = p.latinName.trim().split(/\s+/);
  const surnameWords = own.surname.trim().split(/\s+/).length;
  if (words.length > surnameWords && personText(words.slice(0, surnameWords).join(' ')) === personText(own.surname))
    return written({
      surname: words.slice(0, surnameWords).join(' '),
      givenNames: words.slice(surnameWords).join(' '),
    });
  return written(splitName(p.latinName));
}

/** A date as PDN writes it: 2026.11.25, or ????.??.?? when unknown. */
function pdnDate(date: string | null): string {
  return date ? date.replaceAll('-', '.') : '????.??.??';
}

export const gameImportHandlers = (ctx: ServiceContext) => ({
  previewGamesImport: (input: ParsedInput<'previewGamesImport'>): GamesImportView =>
    preview(ctx.db, requireTournament(ctx.db, input.tournamentId), input.pdn).view,

  importGames: (input: ParsedInput<'importGames'>): GamesImportView =>
    writeWithAudit(ctx, (db, now) => {
      const tournament = requireOpenTournament(db, input.tournamentId);
      const { view, records } = preview(db, tournament, input.pdn);
      const refused = whyNotImported(view);
      if (refused) throw refused;
      if (view.replacing > 0 && !input.confirm)
        throw conflict('confirm', 'gamesImportReplaces', { count: view.replacing });
      for (const [gameId, record] of records) setGameRecord(db, gameId, record, now);
      return {
        result: view,
        audit:
          records.size === 0
            ? null
            : tournamentChange('records.import', tournament.id, null, {
                games: records.size,
                replaced: view.replacing,
              }),
      };
    }),

  exportGames: (input: ParsedInput<'exportGames'>): { pdn: string; count: number } => {
    const tournament = requireTournament(ctx.db, input.tournamentId);
    const records = listGameRecords(ctx.db, tournament.id);
    const participants = sortedParticipants(ctx.db, tournament.id);
    // Only in a tournament that froze ratings: an older one's games are written as they were.
    const rated = participants.some((p) => p.rating !== null || p.title !== null || p.ratingListDate !== null);
    // For FMJD's rating officer, a rated tournament's players are written as FMJD's tables write them: in Latin
    // letters where the registry has them so, surname first ("Smirnov, Aleksei").
    const names = new Map(participants.map((p) => [p.id, rated ? fmjdName(p) : p.fullName] as const));
    // Who each player is on the rating lists, as FMJD's rating officer reads a game (docs/ratings.md): his FMJD ID,
    // his rating and title as frozen when he was entered — each tag only where there is one.
    const byId = new Map(participants.map((p) => [p.id, p] as const));
    const ratingTags = (side: 'White' | 'Black', participantId: number): [string, string][] => {
      const p = byId.get(participantId);
      if (!p || !rated) return [];
      return [
        ...(p.fmjdId !== null ? ([[`${side}FmjdId`, String(p.fmjdId)]] as [string, string][]) : []),
        ...(p.rating !== null ? ([[`${side}Rating`, String(p.rating)]] as [string, string][]) : []),
        ...(p.title !== null ? ([[`${side}Title`, p.title]] as [string, string][]) : []),
      ];
    };
    const gameType = tournament.variant === 'russian' ? '25' : '20';
    // A team match's game names each player's team and the board in the match (PGN's WhiteTeam/BlackTeam tags).
    const teamOf = teamNames(ctx.db, tournament);
    // A micro-match's game says which of the board's two games it is, and the opening drawn for it.
    const openings: Map<number, RoundOpeningView[]> = tournament.microMatch
      ? roundOpeningViews(ctx.db, tournament)
      : new Map();
    const openingOf = (g: GameRow) =>
      (openings.get(g.tableRound) ?? []).find((o) => o.board === null || o.board === g.board);
    const written: GameToWrite[] = listGames(ctx.db, tournament.id)
      .filter((g) => records.has(g.id))
      .sort((a, b) => (a.round ?? a.tableRound) - (b.round ?? b.tableRound) || a.board - b.board || a.leg - b.leg)
      .map((g) => {
        const opening = openingOf(g);
        const record = records.get(g.id)!;
        const result = g.result === null ? (record.result ?? '*') : PDN_RESULT[g.result];
        return {
          tags: [
            ['Event', tournament.name],
            ['Site', tournament.venue ?? '?'],
            // The game's own day where its record has one, else the tournament's first.
            ['Date', pdnDate(record.date ?? tournament.startDate)],
            ['Round', g.round === null ? '?' : String(g.round)],
            ['White', names.get(g.whiteId) ?? '?'],
            ['Black', names.get(g.blackId) ?? '?'],
            ['Result', result],
            ['GameType', gameType],
            ...(tournament.microMatch ? ([['Board', boardText(g, true)]] as [string, string][]) : []),
            ...(teamOf
              ? ([
                  ['Board', String(g.leg)],
                  ['WhiteTeam', teamOf.get(g.whiteId) ?? '?'],
                  ['BlackTeam', teamOf.get(g.blackId) ?? '?'],
                ] as [string, string][])
              : []),
            ...(opening ? ([['Opening', opening.id]] as [string, string][]) : []),
            ...ratingTags('White', g.whiteId),
            ...ratingTags('Black', g.blackId),
          ],
          start: record.start,
          moves: record.moves,
          result,
        };
      });
    return { pdn: writePdn(written), count: written.length };
  },
});
