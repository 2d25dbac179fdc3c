// Printouts as complete HTML documents, made from what the other use cases answer, so that a printout never shows
// anything the screens do not.
import type { ParsedInput } from '#api/contract';
import { conflict, invalidField } from '#api/errors';
import type {
  AdjournmentView,
  CrosstableView,
  GameRecordView,
  Schedule,
  TeamTournamentView,
  TournamentDetail,
} from '#api/views';
import { readRegisterSettings } from '#db/repositories/ranks';
import { localMinute } from '#formats/dates';
import { registryNames } from '#formats/name-style';
import { printout } from '#formats/printouts/documents';
import { printLabels } from '#formats/printouts/labels';
import { playerCardDocument, rankListDocument } from '#formats/printouts/register-documents';
import { registerLabels } from '#formats/printouts/register-labels';
import { qrDataUrl } from '#formats/qr-code';
import type { ServiceContext } from './context';
import { playerCard } from './player-card';
import { rankList } from './rank-list';

interface Readers {
  getAdjournment(input: { tournamentId: number; gameId: number }): AdjournmentView;
  getGameRecord(input: { tournamentId: number; gameId: number }): GameRecordView;
  getTournament(input: { id: number }): TournamentDetail;
  getSchedule(input: { tournamentId: number }): Schedule;
  getCrosstable(input: { tournamentId: number }): CrosstableView;
  getTeams(input: { tournamentId: number }): TeamTournamentView;
}

/** A game's score sheet with the game it is of: its players, round and board as the schedule has them. */
function scoreSheetOf(read: Readers, schedule: Schedule, tournamentId: number, gameId: number) {
  const record = read.getGameRecord({ tournamentId, gameId });
  for (const round of schedule.rounds) {
    const game = round.games.find((g) => g.id === gameId);
    if (game) return { record, game, round: round.round };
  }
  throw invalidField('gameId', 'required');
}

export const printoutHandlers = (ctx: ServiceContext, read: Readers) => ({
  printout: (input: ParsedInput<'printout'>): { title: string; html: string } => {
    const tournament = read.getTournament({ id: input.tournamentId });
    const schedule = read.getSchedule({ tournamentId: input.tournamentId });
    // A team round robin's papers are made of its matches (formats/printouts/team-documents.tsx).
    const teams = tournament.settings.kind === 'team' ? read.getTeams({ tournamentId: input.tournamentId }) : undefined;
    if (input.kind === 'matchSheets' && !teams) throw conflict('kind', 'matchSheetsOnlyTeams');
    // The rating report is a table of players with their places, performances and title norms read from the whole
    // field's average: a team round robin has no such table (a player meets only the opponents on his board).
    if (input.kind === 'ratingReport' && teams) throw conflict('kind', 'ratingReportNotForTeams');
    const byRound = input.kind === 'pairings' || input.kind === 'matchSheets';
    // The pairings of which round: never a silent round 1.
    if (byRound && input.round === undefined) throw invalidField('round', 'required');
    const round = input.round;
    const rounds = teams ? teams.rounds.map((r) => r.round) : schedule.rounds.map((r) => r.round);
    if (byRound && !rounds.includes(round!)) throw conflict('round', 'roundNotInSchedule', { round: round! });
    if ((input.kind === 'envelope' || input.kind === 'scoreSheet') && input.gameId === undefined)
      throw invalidField('gameId', 'required');
    const sheet = input.kind === 'scoreSheet' ? scoreSheetOf(read, schedule, input.tournamentId, input.gameId!) : null;
    const envelope =
      input.kind === 'envelope'
        ? read.getAdjournment({ tournamentId: input.tournamentId, gameId: input.gameId! })
        : undefined;
    const printedAt = localMinute(ctx.now());
    // While the hall is shown, the pairings on the wall carry its address and QR code.
    const hallUrl = input.kind === 'pairings' && tournament.settings.shownInHall ? ctx.hallAddress() : null;
    return printout(
      input.kind,
      {
        tournament,
        schedule,
        crosstable: read.getCrosstable({ tournamentId: input.tournamentId }),
        labels: printLabels(input.lang),
        printedAt,
        championship: readRegisterSettings(ctx.db).championship,
        ...(envelope ? { envelope } : {}),
        ...(teams ? { teams } : {}),
        ...(sheet ? { scoreSheet: { ...sheet, ply: input.ply ?? null } } : {}),
        ...(hallUrl ? { hall: { url: hallUrl, qr: qrDataUrl(hallUrl) } } : {}),
      },
      round,
    );
  },

  /** The register's documents: the rank list (filtered) or one player's card. */
  registerPrintout: (input: ParsedInput<'registerPrintout'>): { title: string; html: string } => {
    const now = ctx.now();
    const printedAt = localMinute(now);
    const labels = registerLabels(input.lang);
    const names = registryNames(readRegisterSettings(ctx.db).nameStyle, input.lang);
    if (input.kind === 'playerCard') {
      if (input.playerId === undefined) throw invalidField('playerId', 'required');
      return playerCardDocument(playerCard(ctx.db, input.playerId, now), labels, names, printedAt);
    }
    const { kind: _kind, playerId: _playerId, lang: _lang, ...filter } = input;
    return rankListDocument(rankList(ctx.db, filter, now.slice(0, 10)), filter, labels, names, printedAt);
  },
});
