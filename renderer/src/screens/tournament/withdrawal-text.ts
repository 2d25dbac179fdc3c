// §38's decision on a player who left, in the arbiter's language, with the numbers it rests on: the participant
// list, the crosstable and the message after recording a withdrawal all say it the same way.
import type { TFunction } from 'i18next';
import type { WithdrawalDecisionView } from '../../../../electron/api/contract';

export function withdrawalDecisionText(decision: WithdrawalDecisionView, t: TFunction): string {
  const { name, afterRound: round, played, total, awarded, adjourned } = decision;
  const main = t(`withdrawal.${decision.rule}`, { name, round, played, total, count: awarded });
  return adjourned > 0 ? `${main} ${t('withdrawal.adjourned', { count: adjourned })}` : main;
}
