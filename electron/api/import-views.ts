// What the readers of files made elsewhere answer (docs/architecture.md): a player list's rows, a rating list's rows
// and the players it leaves out, a PDN file's games matched to the schedule, a game's record, the opening tables.
// Part of the contract's answers (views.ts re-exports every one).
import type { Side } from '#domain/draughts/board';
import type { Phrase } from '#domain/phrase';
import type { FmjdTitle, RatingList } from '#domain/ratings';
import type { Rank, Variant } from '#domain/vocabulary';
import type { OpeningBallot } from '#formats/opening-table';
import type { ImportField } from '#formats/player-list';
import type { RatingProblem } from '#formats/rating-list';
import type { FieldIssue } from './errors';

/** A problem in one cell of an imported row: the field, the column it came from, and what is wrong. */
export interface ImportIssue extends FieldIssue {
  /** The column (from 0) and its heading, when the field came from one. */
  column: number | null;
  heading: string | null;
}

export interface PlayerImportRow {
  /** The line of a CSV file, or the row of the sheet. */
  line: number;
  /** `new`: to be registered; `existing`: already in the registry (same surname, given names and birth year), not
   * doubled; `namesake`: the registry has the same name with a birth year missing on either side — maybe the same
   * person, so not registered from a list (`existingId` names him); `repeated`: the same person as an earlier row of
   * the file; `invalid`: see `issues`. */
  status: 'new' | 'existing' | 'namesake' | 'repeated' | 'invalid';
  /** The full name as read (or the row's cells, when no name could be read). */
  name: string;
  rank: Rank | null;
  club: string | null;
  city: string | null;
  birthYear: number | null;
  existingId: number | null;
  issues: ImportIssue[];
}

export interface PlayerImportView {
  source: string | null;
  /** The heading row: its line and its cells. */
  headerLine: number;
  headings: string[];
  /** Which column holds which field (from 0), as found by the headings or chosen. */
  columns: Partial<Record<ImportField, number>>;
  /** Columns that nothing is read from. */
  unused: number[];
  rows: PlayerImportRow[];
  counts: { new: number; existing: number; namesake: number; repeated: number; invalid: number };
  /** How many players were registered: null for a preview. */
  stored: number | null;
}

/** A row of a rating list that belongs to a registered player (docs/ratings.md): found by his FMJD ID, or proposed by
 * his name (and birth year, where the list has it) and stored only when the arbiter accepts it. */
export interface RatingsImportRow {
  line: number;
  /** The name as the list writes it ("TAMM Jaan"). */
  listed: string;
  fmjdId: number | null;
  federation: string | null;
  /** M or F where the list says. */
  sex: 'M' | 'F' | null;
  title: FmjdTitle | null;
  /** The title is the 64-square list's ("GMI 64"): it is stored on that list. */
  title64: boolean;
  rating: number | null;
  /** `fmjdId`: the player with that FMJD ID; `name`: the one registered player of that name, to be accepted;
   * `several`: more than one has it — the arbiter chooses among `candidates`. */
  match: 'fmjdId' | 'name' | 'several';
  candidates: { playerId: number; name: string; birthYear: number | null }[];
  /** The player it goes to: found by ID, or accepted by the arbiter; null while not. */
  playerId: number | null;
  /** His rating on the list before. */
  was: number | null;
}

export interface RatingsImportView {
  source: string | null;
  list: RatingList;
  listDate: string;
  headingLine: number;
  rows: RatingsImportRow[];
  /** The rows the list has, those of nobody registered, and the rows with problems (the first 50 problems said). */
  counts: { listed: number; unregistered: number; problems: number };
  problems: RatingProblem[];
  /** The players of the registry — those entered in a tournament not yet drawn first — whom the list does not have:
   * they will have no rating from it (the first 50, by name). */
  notListed: { playerId: number; name: string; tournament: string | null }[];
  /** The players the list gives no rating where this list has one for them (the first 50): their ratings are kept
   * unless the arbiter says to take them away (`removeRatings`). */
  takingAway: { line: number; playerId: number; name: string; was: number }[];
  /** How many ratings were stored: null for a preview. */
  stored: number | null;
  /** Once stored: the tournaments not yet drawn that take their ratings from this list and whose entrants' ratings,
   * taken at entry, now differ from it — offered to be taken again (`retakeRatings`). */
  behind: { tournamentId: number; name: string; changed: number }[];
}

/** A player's place on the rating lists, as his card shows it. */
export interface PlayerRatingsView {
  playerId: number;
  federation: string | null;
  /** M or F, from FMJD's list or typed on the card; null when not known. */
  sex: 'M' | 'F' | null;
  fmjdId: number | null;
  latinName: string | null;
  ratings: { list: RatingList; rating: number | null; title: string | null; listDate: string; source: string | null }[];
}

/** A PDN file's games matched to the schedule (electron/service/game-import.ts). */
export interface GamesImportView {
  games: {
    /** Its place in the file: the game's number and the line its tags begin on. */
    index: number;
    line: number;
    /** Its Round, White and Black tags as written. */
    round: number | null;
    white: string;
    black: string;
    /** The scheduled game it is of; null with the reason in `problem`. */
    /** The scheduled game it belongs to; its board as the round's lists write it ("3", "3·2" in a micro-match). */
    match: { gameId: number; round: number | null; board: string; white: string; black: string } | null;
    problem: Phrase | null;
    /** The half-moves the rules engine plays, and the first it cannot. */
    plies: number;
    firstIllegal: { number: number; side: Side; move: string; reason: Phrase } | null;
    /** Its game has a record already, which this one would replace. */
    replaces: boolean;
  }[];
  /** What of the file cannot be read, at its place. */
  errors: { line: number; column: number; problem: Phrase }[];
  /** Every game matches and nothing is unreadable: the file can be stored. */
  ready: boolean;
  replacing: number;
}

/** An opening table of draw as the lists show it: the shipped ones, then those the arbiter loaded. */
export interface OpeningTableSummary {
  id: string;
  name: string;
  variant: Variant;
  source: string;
  notes: string[];
  ballots: number;
  /** Carried by the app (not to be removed), or loaded by the arbiter (from `file`, at `loadedAt`). */
  shipped: boolean;
  file: string | null;
  loadedAt: string | null;
}

export interface OpeningTableView extends OpeningTableSummary {
  /** Every ballot, played or placed by the rules engine: its moves in full or its relocation, and its position. */
  list: OpeningBallot[];
}
