// The contract's answers: what each operation gives back, as the screens, the printouts, the CLI and the files read
// it. Types only; the operations and their inputs are in contract.ts.
import type { Clock } from '#domain/clocks';
import type { Side } from '#domain/draughts/board';
import type { DrawClaim } from '#domain/draughts/claims';
import type { TournamentKind } from '#domain/kinds';
import type { NameStyle } from '#domain/names';
import type { RankCounting } from '#domain/norms';
import type { OpeningDraw, OpeningLock } from '#domain/opening-draw';
import type { Phrase } from '#domain/phrase';
import type { RegisterSettings } from '#domain/rank-register';
import type { RatingList } from '#domain/ratings';
import type { GameResult, Scoring } from '#domain/results';
import type { MatchOrder, Tiebreak } from '#domain/standings';
import type { IncidentKind, Rank, RuleSet, Variant } from '#domain/vocabulary';
import type { WithdrawalDecision, WithdrawalEffect, WithdrawalThreshold } from '#domain/withdrawal';
import type { crosstableJson } from '#formats/crosstable-json';
import type { TournamentFile } from '#formats/tournament-file';
import type {
  GamesImportView,
  OpeningTableSummary,
  OpeningTableView,
  PlayerImportView,
  PlayerRatingsView,
  RatingsImportView,
} from './import-views';
import type { Language } from './languages';
import type { OperationName } from './operations';
import type { Player } from './player-view';
import type { LapseView, PlayerCard, RankList, RankProposalsView } from './register-views';
import type { TeamSettings, TeamTournamentView } from './team-views';

export type { RegisterSettings };
export type * from './register-views';
export type * from './import-views';
export type * from './team-views';
export type { Player } from './player-view';

export interface TournamentSummary {
  id: number;
  name: string;
  variant: Variant;
  ruleSet: RuleSet;
  venue: string | null;
  startDate: string | null;
  endDate: string | null;
  arbiter: string | null;
  participantCount: number;
  /** When it was closed (finished, results locked); null while open. */
  closedAt: string | null;
  state: TournamentState;
}

/** Where a tournament stands: not drawn, round k of n, or finished. */
export interface TournamentState {
  phase: 'setup' | 'playing' | 'played' | 'finished';
  /** The round being played: the first with a game still to finish, else the last drawn one. */
  round: number | null;
  rounds: number | null;
}

export interface Participant {
  playerId: number;
  name: string;
  rank: Rank | null;
  club: string | null;
  city: string | null;
  lotNo: number | null;
  /** §38: the round after which he left, and what was decided; null while he plays on. */
  withdrawal: { afterRound: number; rule: 'forfeits' | 'annulled' } | null;
  /** What the federation's report gives of him (docs/ratings.md): birth year, who he is on the rating lists, his
   * rating and title on the tournament's list as frozen when he was entered. The hall shows none of the first three. */
  birthYear: number | null;
  fmjdId: number | null;
  federation: string | null;
  latinName: string | null;
  rating: number | null;
  title: string | null;
  /** The day of the list his rating is from. */
  ratingListDate: string | null;
}

export interface TournamentSettingsView {
  movesPerHour: number;
  sessionHours: number;
  /** The kind of time control; `baseMinutes` and `incrementSeconds` for a base time (with an increment). */
  clock: Clock;
  baseMinutes: number | null;
  incrementSeconds: number | null;
  double: boolean;
  /** Micro-matches: each pairing plays two games in its round, the second with colours swapped. */
  microMatch: boolean;
  /** What orders a round robin of micro-matches: game points, or match points. */
  matchOrder: MatchOrder;
  /** The opening table a round robin of micro-matches draws its openings from (its id), and one opening for the
   * whole round or one per micro-match. */
  openingTable: string | null;
  openingDraw: OpeningDraw;
  swapLastTwoRounds: boolean;
  tiebreaks: Tiebreak[];
  rankCounting: RankCounting;
  drawRoundOrder: boolean;
  nationalChampionship: boolean;
  /** Shown in the hall and on its website while it is played (docs/hall.md). */
  shownInHall: boolean;
  /** How its screens and printouts show names. */
  nameStyle: NameStyle;
  /** How a game is counted in what is shown: 1–½–0 or 2–1–0. */
  scoring: Scoring;
  /** When a player who leaves keeps his results (electron/domain/withdrawal.ts). */
  withdrawalThreshold: WithdrawalThreshold;
  /** The rating list its players' ratings are taken from, and whether today's title norms are read from the women's
   * rows (docs/ratings.md). */
  ratingList: RatingList;
  womenNorms: boolean;
  drawMethod: 'random' | 'manual' | null;
  drawSeed: string | null;
  drawnAt: string | null;
  /** A team round robin's settings (docs/teams.md); null in every other tournament. */
  teams: TeamSettings | null;
  /** Individual, micro-matches or teams: what the screens show (electron/domain/kinds.ts). */
  kind: TournamentKind;
}

export interface TournamentDetail extends TournamentSummary {
  settings: TournamentSettingsView;
  participants: Participant[];
}

export interface ScheduledPlayer {
  playerId: number;
  no: number;
  name: string;
}

export interface ScheduledGame {
  id: number;
  board: number;
  /** Of a micro-match: its first game (1) or its second, colours swapped (2); 1 in every other tournament. */
  leg: number;
  white: ScheduledPlayer;
  black: ScheduledPlayer;
  /** The result that counts: the one recorded, or + for the opponent of a player who left (§38). */
  result: GameResult;
  /** §38's decision on this game: annulled with a removed player, or won by the opponent of one who left. */
  withdrawal: { effect: WithdrawalEffect; player: ScheduledPlayer } | null;
}

export interface ScheduledRound {
  /** When it is played; null while the round order is still to be drawn. */
  round: number | null;
  tableRound: number;
  bye: ScheduledPlayer | null;
  games: ScheduledGame[];
  /** Every game has a final result. */
  complete: boolean;
  /** When it starts (`2026-11-27T10:00`, the hall's clock), as the arbiter set it; null when no start is set. */
  startsAt: string | null;
  /** A round of micro-matches: the openings drawn for it — one for every board (`board` null) or one a board. */
  openings: RoundOpeningView[];
  /** A round of micro-matches: whether its opening may be drawn (or drawn again) now — `lock` says why not, null when
   * it may (`openingLock`, electron/domain/opening-draw.ts); null in a tournament of single games. */
  openingDraw: { lock: OpeningLock | null } | null;
}

/** A drawn opening: the ballot as its table gives it, played or placed by the rules engine, and the seed it was drawn
 * by. */
export interface RoundOpeningView {
  board: number | null;
  id: string;
  kind: 'moves' | 'relocation';
  /** Moves in full notation ("1. c3-d4 f6-g5 …"); null for a relocation. */
  moves: string | null;
  /** As the table writes it ("a1-a5 a7-h4", "cb4 ba5 …"). */
  written: string;
  /** The position the games start from, PDN FEN. */
  fen: string;
  seed: string;
}

export interface Schedule {
  tournamentId: number;
  drawn: boolean;
  rounds: ScheduledRound[];
  /** Every round's start as set, by the round's number — rounds whose order is not drawn yet included. */
  starts: { round: number; startsAt: string }[];
}

/** §38's decision on one player who left, with the numbers it rests on (electron/domain/withdrawal.ts). */
export interface WithdrawalDecisionView extends Omit<WithdrawalDecision, 'player'> {
  playerId: number;
  no: number;
  name: string;
}

/** A tie-break match: its players in the order it put them (winner first), how it was played, and whether it decides
 * places now (its players still tied after every tiebreak). */
export interface PlayoffView {
  id: number;
  players: { playerId: number; no: number; name: string }[];
  note: string | null;
  decides: boolean;
}

export type CrosstableView = ReturnType<typeof crosstableJson> & {
  tournamentId: number;
  tiebreaks: Tiebreak[];
  /** The tie-break matches recorded, oldest first. */
  playoffs: PlayoffView[];
  /** In the order §38 decided them. */
  withdrawals: WithdrawalDecisionView[];
};

export interface WithdrawalOutcomeView {
  rule: 'forfeits' | 'annulled' | 'redraw';
  /** The decision with its numbers; null for a new draw before the start. */
  decision: WithdrawalDecisionView | null;
  tournament: TournamentDetail;
}

/** What an undo reversed: the change (its audit action), the game it touched, and the player for a withdrawal. */
export interface UndoView {
  undone: 'result' | 'incident' | 'adjournment' | 'withdrawal';
  game: ScheduledGame | null;
  player: ScheduledPlayer | null;
}

export interface PlayerPage {
  players: Player[];
  /** How many players the search finds (all registered players without a search). */
  matched: number;
  registered: number;
  /** Names the migration split and the arbiter has not checked (the registry offers them). */
  unsure: number;
}

export interface TournamentPage {
  tournaments: TournamentSummary[];
  total: number;
}

/** A game's record (score sheet) as the rules engine plays it (electron/service/game-records.ts). */
export interface GameRecordView {
  gameId: number;
  /** Whether the game has a record at all. */
  recorded: boolean;
  /** The start position (PDN FEN). */
  start: string;
  /** The moves played: the sheet's number, the side, as written and in full notation, the position after it. */
  moves: { number: number; side: Side; written: string; move: string; after: string; comment: string | null }[];
  /** The moves written after the first that cannot be played: kept, not played. */
  unplayed: { text: string; comment: string | null; number: number | null }[];
  firstIllegal: { number: number; side: Side; move: string; reason: Phrase } | null;
  /** As the sheet ends (`2-0`, `*`), null when it says nothing. */
  result: string | null;
  /** The sheet's result and the entered one disagree. */
  resultDisagrees: boolean;
  /** A micro-match's game: the opening drawn for it, and whether the record begins with it — its moves from the
   * initial position, or its position as the record's start (null without an opening or a record). */
  opening: RoundOpeningView | null;
  followsOpening: boolean | null;
}

/** The hall as the arbiter's switch shows it (electron/hall/control.ts). */
export interface HallStatus {
  running: boolean;
  /** On the venue's network (everyone on it can read), or on this computer only. */
  network: boolean;
  /** The language the arbiter chose for it; null: each browser's own. */
  language: Language | null;
  /** The address to open, and its QR code as an image address (data:). */
  url: string | null;
  qr: string | null;
  /** How many pages are open on it now. */
  viewers: number;
  /** On the venue's network: the machine's other addresses, should a phone not open the first. */
  otherUrls: string[];
}

export interface StoreHealth {
  state: 'checking' | 'ok' | 'damaged';
  problems: string[];
}

export interface Outputs {
  getStoreHealth: StoreHealth;
  listPlayers: PlayerPage;
  createPlayer: Player;
  updatePlayer: Player;
  importPlayers: PlayerImportView;
  importRatings: RatingsImportView;
  retakeRatings: TournamentDetail;
  getPlayerRatings: PlayerRatingsView;
  setPlayerIdentity: PlayerRatingsView;
  setPlayerRating: PlayerRatingsView;
  listTournaments: TournamentPage;
  getTournament: TournamentDetail;
  createTournament: TournamentDetail;
  closeTournament: TournamentDetail;
  reopenTournament: TournamentDetail;
  deleteTournament: { id: number; name: string; savedTo: string };
  deletePlayer: { id: number; name: string };
  addParticipant: TournamentDetail;
  removeParticipant: TournamentDetail;
  updateTournamentSettings: TournamentDetail;
  drawLots: Schedule;
  drawNextRound: Schedule;
  getSchedule: Schedule;
  setRoundTimes: Schedule;
  fillRoundTimes: Schedule;
  recordResult: ScheduledGame;
  undoLastChange: UndoView;
  withdrawPlayer: WithdrawalOutcomeView;
  cancelWithdrawal: TournamentDetail;
  getCrosstable: CrosstableView;
  getTeams: TeamTournamentView;
  saveTeam: TeamTournamentView;
  removeTeam: TeamTournamentView;
  setLineup: TeamTournamentView;
  adjudicateGame: IncidentView;
  withdrawTeam: TeamTournamentView;
  cancelTeamWithdrawal: TeamTournamentView;
  confirmTeamNorms: TeamTournamentView;
  recordPlayoff: CrosstableView;
  cancelPlayoff: CrosstableView;
  importTournament: { id: number };
  exportTournament: TournamentFile;
  printout: { title: string; html: string };
  adjournGame: AdjournmentView;
  getGameRecord: GameRecordView;
  getDrawClaims: { moves: number; claims: DrawClaim[] };
  saveGameRecord: GameRecordView;
  deleteGameRecord: GameRecordView;
  previewGamesImport: GamesImportView;
  importGames: GamesImportView;
  exportGames: { pdn: string; count: number };
  getAdjournment: AdjournmentView;
  openEnvelope: AdjournmentView;
  recordIncident: IncidentView;
  listIncidents: IncidentView[];
  getPlayerCard: PlayerCard;
  setPlayerRank: PlayerCard;
  giveRankDate: PlayerCard;
  removeRankEvent: PlayerCard;
  recordClassificationMatch: PlayerCard;
  getRankProposals: RankProposalsView;
  applyRankProposals: RankProposalsView;
  getRankList: RankList;
  recordLapses: { recorded: LapseView[] };
  getRegisterSettings: RegisterSettings;
  updateRegisterSettings: RegisterSettings;
  registerPrintout: { title: string; html: string };
  listOpeningTables: OpeningTableSummary[];
  getOpeningTable: OpeningTableView;
  loadOpeningTable: OpeningTableSummary;
  removeOpeningTable: { id: string; name: string };
  drawOpening: Schedule;
}

export interface AdjournmentView {
  gameId: number;
  round: number | null;
  board: number;
  /** A micro-match's game on its board (1 or 2); 1 in every other tournament. */
  leg: number;
  white: ScheduledPlayer;
  black: ScheduledPlayer;
  position: string;
  sealer: 'white' | 'black';
  sealedMoveNumber: number;
  /** Hidden (null) from everyone until the envelope is opened (§36). */
  sealedMove: string | null;
  /** Whether the move was typed into the envelope at sealing; false for a paper envelope, typed at the opening. */
  sealedMoveTyped: boolean;
  /** §36: how the sealed move reads; hidden like the move itself. */
  check: { legal: boolean; reading: string | null; clerical: string | null; why: Phrase } | null;
  whiteUsed: string;
  blackUsed: string;
  early: boolean;
  /** §34: after an early adjournment, the minutes the sealer has to the next control. */
  toNextControl: number | null;
  resumeAt: string | null;
  resumePlace: string | null;
  drawOfferPending: boolean;
  sealedAt: string;
  openedAt: string | null;
  /** After opening: the position with the sealed move played (when it is legal), the answering side to move. */
  positionAfter: string | null;
  /** §35: the players' other adjourned games (`adjournment.restBetween` phrases). */
  warnings: Phrase[];
}

export interface IncidentView {
  id: number;
  gameId: number;
  kind: IncidentKind;
  side: 'white' | 'black' | 'both';
  moveNumber: number | null;
  move: string | null;
  ruleSet: string;
  /** Illegal moves: this player's count in this game, this one included. */
  count: number | null;
  penalty: {
    action: string;
    minutesToOpponent: number;
    decides: 'loss' | 'draw' | null;
    rule: string;
    explanation: Phrase;
  } | null;
  resultApplied: GameResult;
  note: string | null;
  createdAt: string;
}

export type Output<K extends OperationName> = Outputs[K];
