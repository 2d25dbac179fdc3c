// A decision on a player who left, in the arbiter's language, with the numbers it rests on: the participant list,
// the crosstable on the screen and on paper, and the message after recording a withdrawal all say it the same way —
// from the one catalogue of each language (electron/i18n), with its plural forms — and cite the rule that decided it
// (§38 under 1953; electron/domain/regulations.ts for the others).
import type { RuleSet } from '#domain/vocabulary';
import type { WithdrawalDecision, WithdrawalThreshold } from '#domain/withdrawal';
import type { Translate } from '#i18n/catalogue';
import { ruleToken } from './citations';

export function withdrawalDecisionText(
  decision: Omit<WithdrawalDecision, 'player'> & { name: string },
  t: Translate,
  ruleSet: RuleSet,
): string {
  const { name, afterRound: round, played, total, awarded, adjourned, threshold } = decision;
  const main = t(`withdrawal.${decision.rule}`, {
    name,
    round,
    played,
    total,
    count: awarded,
    share: t(`withdrawal.share.${threshold}.${decision.rule}`),
    rule: ruleToken(ruleSet, 'withdrawal', threshold),
  });
  return adjourned > 0 ? `${main} ${t('withdrawal.adjourned', { count: adjourned })}` : main;
}

/** The rule a withdrawal form states: the threshold's words and its citation, as `participants.withdrawRule` asks. */
export function withdrawalRuleParams(t: Translate, ruleSet: RuleSet, threshold: WithdrawalThreshold) {
  return {
    keeps: t(`withdrawal.share.${threshold}.forfeits`),
    rule: ruleToken(ruleSet, 'withdrawal', threshold),
  };
}
