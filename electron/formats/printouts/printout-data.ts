// What a printout is made from (the tournament, its schedule and table, the words of its language, and the one game
// of an envelope or a score sheet), and what a document gives back: its title, its body, and the sheet it needs.
import type { ReactNode } from 'react';
import type {
  AdjournmentView,
  CrosstableView,
  GameRecordView,
  Schedule,
  ScheduledGame,
  TeamTournamentView,
  TournamentDetail,
} from '#api/views';
import type { NameStyle } from '#domain/names';
import type { Rank } from '#domain/vocabulary';
import { rankShort } from '../rank-text';
import type { PrintLabels } from './labels';
import type { SheetOptions } from './page';

export interface PrintoutData {
  /** The envelope of one adjourned game (kind "envelope"). */
  envelope?: AdjournmentView;
  /** One game's score sheet and the game (kind "scoreSheet"). */
  scoreSheet?: { record: GameRecordView; game: ScheduledGame; round: number | null; ply?: number | null };
  tournament: TournamentDetail;
  schedule: Schedule;
  crosstable: CrosstableView;
  labels: PrintLabels;
  printedAt: string;
  /** The championship the register's master criterion counts (null: the national championship). */
  championship: string | null;
  /** A team round robin's teams, matches and tables (its pairings, match sheets and crosstable are made of them). */
  teams?: TeamTournamentView;
  /** The hall's address and its QR code (an image address), while the arbiter shows the hall: on the pairings. */
  hall?: { url: string; qr: string };
}

/** A document's title and body, and the sheet it needs when not the default (portrait, normal type). */
export type Content = { title: string; body: ReactNode } & SheetOptions;

export const num = (label: string) => ({ label, align: 'num' as const });

/** "Name" above names written given names first, "Surname, given names" above names written surname first. */
export function nameHeading(labels: PrintLabels, style: NameStyle): string {
  return style === 'givenFirst' ? labels.name : labels.nameSurnameFirst;
}

/** A rank on paper; an unranked player's cell stays empty. */
export function rankText(rank: Rank | null, labels: PrintLabels): string {
  return rankShort(rank, labels.lang, '');
}
