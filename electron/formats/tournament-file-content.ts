// What a tournament file holds beyond its shape and its schedule that the store and every later read rely on
// (issue 51): a game record's start and an envelope's position are positions of the variant, an envelope's moments are
// moments, an FMJD ID belongs to one player of the file, and a drawn opening names a round and a board of the table,
// each once. Each fault is said at its place in the file; none
// reaches the store to fail there later ("internal error" on a score sheet, a UNIQUE constraint in SQLite's words).
import { issue, type FieldIssue } from '#api/errors';
import { phrasePart } from '#api/messages';
import { NotationError, parseFen } from '#domain/draughts/notation';
import type { TournamentFile } from './tournament-file-schema';

export function contentProblems(file: TournamentFile, rounds: number | null): FieldIssue[] {
  const problems: FieldIssue[] = [];
  file.games.forEach((game, index) => {
    const start = game.record?.start;
    if (start == null) return;
    try {
      parseFen(file.variant, start);
    } catch (error) {
      if (!(error instanceof NotationError)) throw error;
      problems.push(
        issue(`games.${index}.record.start`, 'fileRecordStartNotPosition', { detail: phrasePart(error.said) }),
      );
    }
  });
  // An envelope's position is where its game goes on: a position of the variant, or the score sheet and the
  // envelope's printout would fail on it later.
  file.adjournments.forEach((envelope, index) => {
    try {
      parseFen(file.variant, envelope.position);
    } catch (error) {
      if (!(error instanceof NotationError)) throw error;
      problems.push(
        issue(`adjournments.${index}.position`, 'fileEnvelopeNotPosition', { detail: phrasePart(error.said) }),
      );
    }
    for (const field of ['sealedAt', 'openedAt'] as const) {
      const at = envelope[field];
      if (at !== null && Number.isNaN(new Date(at).getTime()))
        problems.push(issue(`adjournments.${index}.${field}`, 'fileMomentInvalid', { text: at.slice(0, 40) }));
    }
  });
  const holder = new Map<number, number>();
  file.players.forEach((player, index) => {
    if (player.fmjdId == null) return;
    const first = holder.get(player.fmjdId);
    if (first !== undefined)
      problems.push(issue(`players.${index}.fmjdId`, 'fileFmjdIdTwice', { id: player.fmjdId, no: first }));
    else holder.set(player.fmjdId, player.no);
  });
  const drawn = new Set<string>();
  // A round's board of the table: half the players, rounded down (a bye is no board).
  const boards = Math.floor(file.players.length / 2);
  (file.openings ?? []).forEach((opening, index) => {
    const at = `openings.${index}`;
    const place = `${opening.tableRound}:${opening.board ?? 0}`;
    if (drawn.has(place))
      problems.push(issue(at, 'fileOpeningTwice', { round: opening.tableRound, board: opening.board ?? '' }));
    drawn.add(place);
    if (rounds !== null && opening.tableRound > rounds)
      problems.push(issue(`${at}.tableRound`, 'fileRoundBeyond', { players: file.players.length, rounds }));
    if (opening.board !== undefined && opening.board > boards)
      problems.push(issue(`${at}.board`, 'fileOpeningBoardBeyond', { board: opening.board, boards }));
  });
  return problems;
}
