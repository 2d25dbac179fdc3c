// A rule's citation in a message, worded in the message's language: `{{rule, rule}}` in the catalogue, with a token
// (`citationToken`) as the value. Messages carry the token rather than words, so that the service's refusals, the
// screens and the printouts each say "§38", "FIDE tournament rules V.4" or "the tournament's regulations" in their
// reader's language (electron/domain/regulations.ts decides which).
import type { Phrase } from '#domain/phrase';
import { citation, type Citation, type RegulationTopic } from '#domain/regulations';
import type { RuleSet } from '#domain/vocabulary';
import type { WithdrawalThreshold } from '#domain/withdrawal';

/** The citation as a message parameter: "ussr1953 §38", "fideLaws 6.7.1", "tournament". */
export function citationToken(cited: Citation): string {
  return cited.source === 'tournament' ? cited.source : `${cited.source} ${cited.article}`;
}

/** The token of what decides `topic` in a tournament under `ruleSet` (and its withdrawal threshold). */
export function ruleToken(ruleSet: RuleSet, topic: RegulationTopic, threshold?: WithdrawalThreshold): string {
  return citationToken(citation(ruleSet, topic, threshold));
}

/** The token of the rule a tournament's withdrawals are decided by: its rule set's, or its own threshold's. */
export function withdrawalRuleOf(tournament: {
  ruleSet: RuleSet;
  settings: { withdrawalThreshold: WithdrawalThreshold };
}): string {
  return ruleToken(tournament.ruleSet, 'withdrawal', tournament.settings.withdrawalThreshold);
}

/** The same from a stored tournament's row. */
export function withdrawalRuleOfRow(row: { ruleSet: RuleSet; withdrawalThreshold: WithdrawalThreshold }): string {
  return ruleToken(row.ruleSet, 'withdrawal', row.withdrawalThreshold);
}

/** A phrase of the rules engine (a sealed move's reading, say) cited under `token`: the engine words the case, the
 * tournament's rule set says which article decides it. A phrase that already names its rule keeps it. */
export function citedAs(said: Phrase, token: string): Phrase {
  return said.params.rule === undefined ? { ...said, params: { ...said.params, rule: token } } : said;
}

/** What i18next needs of an instance to learn the format below. */
interface WithFormatter {
  services: {
    formatter?: { add(name: string, format: (value: unknown, language: string | undefined) => string): void };
  };
  getFixedT(language: string): (key: string, options?: Record<string, unknown>) => string;
}

/** Teaches an i18next instance `{{rule, rule}}`: the token read back and worded from `regulations.*`. A value that is
 * not a token is shown as it is. */
export function addCitationFormat(i18n: WithFormatter): void {
  i18n.services.formatter?.add('rule', (value, language) => {
    if (typeof value !== 'string') return String(value);
    const t = i18n.getFixedT(language ?? 'en');
    const [source, article] = value.split(' ', 2);
    if (source === 'tournament') return t('regulations.tournament');
    if (
      source === 'ussr1953' ||
      source === 'fideLaws' ||
      source === 'fideGuidelines' ||
      source === 'fideTournamentRules' ||
      source === 'fmjdCompetition'
    )
      return t(`regulations.${source}`, { article });
    return value;
  });
}
