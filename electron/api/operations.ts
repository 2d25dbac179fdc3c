// The contract's names and constants without its schemas: what the renderer needs to call the operations and fill
// its forms, kept free of zod so that the page does not carry a validation library it never runs (the service
// validates every input, whichever door it comes through). contract.ts checks at compile time that its operations
// are exactly these.

/** The earliest birth year a player may be given. */
export const EARLIEST_BIRTH_YEAR = 1900;

export const OPERATION_NAMES = [
  'listPlayers',
  'getStoreHealth',
  'createPlayer',
  'updatePlayer',
  'importPlayers',
  'importRatings',
  'retakeRatings',
  'getPlayerRatings',
  'setPlayerIdentity',
  'setPlayerRating',
  'listTournaments',
  'getTournament',
  'createTournament',
  'closeTournament',
  'reopenTournament',
  'deleteTournament',
  'deletePlayer',
  'addParticipant',
  'removeParticipant',
  'updateTournamentSettings',
  'drawLots',
  'drawNextRound',
  'getSchedule',
  'setRoundTimes',
  'fillRoundTimes',
  'recordResult',
  'undoLastChange',
  'withdrawPlayer',
  'cancelWithdrawal',
  'getCrosstable',
  'recordPlayoff',
  'cancelPlayoff',
  'importTournament',
  'exportTournament',
  'adjournGame',
  'getAdjournment',
  'getGameRecord',
  'saveGameRecord',
  'deleteGameRecord',
  'getDrawClaims',
  'previewGamesImport',
  'importGames',
  'exportGames',
  'openEnvelope',
  'recordIncident',
  'listIncidents',
  'printout',
  'getPlayerCard',
  'setPlayerRank',
  'giveRankDate',
  'removeRankEvent',
  'recordClassificationMatch',
  'getRankProposals',
  'applyRankProposals',
  'getRankList',
  'recordLapses',
  'getRegisterSettings',
  'updateRegisterSettings',
  'registerPrintout',
  'listOpeningTables',
  'getOpeningTable',
  'loadOpeningTable',
  'removeOpeningTable',
  'drawOpening',
  'getTeams',
  'saveTeam',
  'removeTeam',
  'setLineup',
  'adjudicateGame',
  'withdrawTeam',
  'cancelTeamWithdrawal',
  'confirmTeamNorms',
] as const;

export type OperationName = (typeof OPERATION_NAMES)[number];

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && (OPERATION_NAMES as readonly string[]).includes(name);
}

/** The documents an arbiter prints. */
export const PRINTOUT_KINDS = [
  'participants',
  'pairings',
  'schedule',
  'crosstable',
  'norms',
  'envelope',
  'scoreSheet',
  // The report for the federation and FMJD's rating officer (docs/ratings.md).
  'ratingReport',
  // A team round robin's: one sheet a match of the round, for the captains and the arbiter to sign (docs/teams.md).
  'matchSheets',
] as const;

/** The documents only a team round robin has. */
export const TEAM_DOCUMENTS: readonly PrintoutKind[] = ['matchSheets'];
export type PrintoutKind = (typeof PRINTOUT_KINDS)[number];

/** The rank register's documents: the federation's rank list and a player's card. */
export const REGISTER_PRINTOUT_KINDS = ['rankList', 'playerCard'] as const;
export type RegisterPrintoutKind = (typeof REGISTER_PRINTOUT_KINDS)[number];

/** What an export writes: the tournament file, the crosstable for a spreadsheet, a printout as a page or a PDF. */
/** `site`: the tournament's website (docs/hall.md) — a folder from the command line, a .zip of it from the screens;
 * `pdn`: every kept score sheet, for other draughts programs (docs/game-records.md). */
/** `zip`: the rating report for the federation — its PDF, its workbook, the games as PDN and the tournament file. */
export const EXPORT_FORMATS = ['json', 'csv', 'xlsx', 'html', 'pdf', 'site', 'pdn', 'zip'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Every export of a tournament, in one table: the formats each document is written in. Every printout is a page or
 * a PDF; the crosstable is also the spreadsheets, and it stands for the whole tournament in the file (json), the
 * website (site) and the score sheets (pdn); the rating report is also its workbook and its bundle for the
 * federation (zip). Every door — the window, browser mode, the command line — answers each of them, and only them
 * (test/support/export-doors.ts asks them all). */
export const EXPORTS: Record<PrintoutKind, readonly ExportFormat[]> = {
  participants: ['html', 'pdf'],
  pairings: ['html', 'pdf'],
  schedule: ['html', 'pdf'],
  crosstable: ['json', 'csv', 'xlsx', 'html', 'pdf', 'site', 'pdn'],
  norms: ['html', 'pdf'],
  envelope: ['html', 'pdf'],
  scoreSheet: ['html', 'pdf'],
  ratingReport: ['html', 'pdf', 'xlsx', 'zip'],
  matchSheets: ['html', 'pdf'],
};

/** §32: moves per hour per player; 25 in 100-square draughts only. */
export const MOVES_PER_HOUR = [15, 18, 20, 25] as const;

/** Lists come a page at a time: the registry may hold a hundred thousand players, the archive ten thousand
 * tournaments. */
export const DEFAULT_PAGE = 100;
export const MAX_PAGE = 1000;
