// What a team round robin's screens, papers and spreadsheets call its boards and say of its order (docs/teams.md):
// one wording for all of them, the women's boards named wherever a board is.
import type { TeamSettings } from '#api/views';
import type { Translate } from '#i18n/catalogue';

type Settings = Pick<TeamSettings, 'order' | 'tiebreaks' | 'womensBoards'>;

/** A board's name: "Board 3", or "Board 3 (women's)" where a regulation reserves it for women. */
export function boardName(board: number, settings: Pick<TeamSettings, 'womensBoards'>, t: Translate): string {
  return t(settings.womensBoards.includes(board) ? 'teamTable.womensBoardN' : 'teamTable.boardN', { board });
}

/** "Women's boards: 5, 6." — under a paper's or a card's boards, where a regulation reserves any; null where none. */
export function womensBoardsNote(settings: Pick<TeamSettings, 'womensBoards'>, t: Translate): string | null {
  return settings.womensBoards.length === 0
    ? null
    : t('teamPrint.womensBoardsNote', { boards: settings.womensBoards.join(', ') });
}

/** A team tiebreak's name; board by board says where the women's boards come (last, Tallinn b). */
export function teamTiebreakName(tiebreak: TeamSettings['tiebreaks'][number], settings: Settings, t: Translate) {
  return tiebreak === 'boardByBoard' && settings.womensBoards.length > 0
    ? t('teamTiebreak.boardByBoardWomen')
    : t(`teamTiebreak.${tiebreak}`);
}

/** The sentence under a team table: what orders it and what splits its ties. */
export function teamOrderNote(settings: Settings, t: Translate): string {
  return t('teamTable.orderNote', {
    order: inSentence(t(`settings.teams.orders.${settings.order}`)),
    tiebreaks:
      settings.tiebreaks.map((tiebreak) => inSentence(teamTiebreakName(tiebreak, settings, t))).join(', ') || '—',
  });
}

/** A name written as a column head or a choice ("Lauapunktid", «Очки на досках») as it reads inside the sentence:
 * its first letter in lower case. A person's name in it is not first ("Team Sonneborn-Berger"), and keeps its own. */
function inSentence(name: string): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}
