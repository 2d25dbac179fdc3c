// §38's decision on a player who left, in the arbiter's language, with the numbers it rests on: the participant
// list, the crosstable on the screen and on paper, and the message after recording a withdrawal all say it the same
// way — from the one catalogue of each language (electron/i18n), with its plural forms.
import type { WithdrawalDecision } from '#domain/withdrawal';
import type { Translate } from '#i18n/catalogue';

export function withdrawalDecisionText(
  decision: Omit<WithdrawalDecision, 'player'> & { name: string },
  t: Translate,
): string {
  const { name, afterRound: round, played, total, awarded, adjourned } = decision;
  const main = t(`withdrawal.${decision.rule}`, { name, round, played, total, count: awarded });
  return adjourned > 0 ? `${main} ${t('withdrawal.adjourned', { count: adjourned })}` : main;
}
