// A tie-break match under the crosstable, in the reader's language: its players in the order it put them, how it was
// played, and — when results changed after it so that its players are no longer tied — that it decides nothing now.
import type { PlayoffView } from '#api/views';
import type { Translate } from '#i18n/catalogue';

export function playoffText(playoff: Omit<PlayoffView, 'id'>, t: Translate): string {
  const order = playoff.players.map((player, index) => `${index + 1}. ${player.name}`).join(', ');
  const line = playoff.note
    ? t('crosstable.playoffLineNoted', { order, note: playoff.note })
    : t('crosstable.playoffLine', { order });
  return playoff.decides ? line : `${line} ${t('crosstable.playoffNotDeciding')}`;
}
