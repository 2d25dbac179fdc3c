// Which article decides a matter under each rule set, so that a tournament cites its own rules and never a § of 1953
// it does not play under (docs/regulations.md has the sources and what each decides):
// - 1953: the Soviet competition rules' paragraphs (§32 absence and the clock, §38 withdrawal, §39 discipline);
// - FIDE: the Laws of Chess (6.7 default time, 6.9 loss on time, 12.9 the arbiter's penalties) and the FIDE
//   tournament rules (Handbook C.06 V.4: withdrawal from a round robin);
// - FMJD: the official competition regulations (Annex 3: 5.2 arriving late, 2.5 the referee's sanctions, chapter 6
//   the clock). They leave the withdrawal from a round robin to the event's own regulations: so does the app.
// Adjourned games: 1953 §34–§36; FIDE's Laws, Guidelines I (adjourned games); the FMJD's rules play to the end under
// an increment clock, so an FMJD event that adjourns does so under its own regulations.
import type { RuleSet } from './vocabulary';
import type { WithdrawalThreshold } from './withdrawal';

/** The matters an incident or a decision is cited for. */
export type RegulationTopic =
  | 'withdrawal'
  | 'noShow'
  | 'bothAbsent'
  | 'timeLoss'
  | 'discipline'
  | 'sealing'
  | 'earlySealing'
  | 'resumption'
  | 'sealedMove';

/** Where a rule comes from: a body of rules and its article, or the tournament's own regulations (its settings). */
export type Citation =
  | { source: 'ussr1953' | 'fideLaws' | 'fideGuidelines' | 'fideTournamentRules' | 'fmjdCompetition'; article: string }
  | { source: 'tournament' };

type RuleFamily = 'ussr1953' | 'fide' | 'fmjd';

function familyOf(ruleSet: RuleSet): RuleFamily {
  return ruleSet === 'ussr1953' ? 'ussr1953' : ruleSet === 'fmjd' ? 'fmjd' : 'fide';
}

/** An article of each body of rules (the sources of `Citation`). */
const ussr1953 = (article: string): Citation => ({ source: 'ussr1953', article });
const fideLaws = (article: string): Citation => ({ source: 'fideLaws', article });
const fideGuidelines = (article: string): Citation => ({ source: 'fideGuidelines', article });
const fmjdCompetition = (article: string): Citation => ({ source: 'fmjdCompetition', article });
const OWN_REGULATIONS: Citation = { source: 'tournament' };

/** Each matter's article in each body of rules, 1953 first. */
const ARTICLES: Record<Exclude<RegulationTopic, 'withdrawal'>, Record<RuleFamily, Citation>> = {
  // 1953 §32: 30 minutes late or absent loses; both absent lose both; the flag before the control loses.
  // FIDE Laws 6.7.1: a player who arrives after the default time loses; 6.7.2: both absent (the arbiter decides).
  // FMJD Annex 3, 5.2: arriving later than the event's limit (0 to 60 minutes; 60 when it says nothing) loses.
  noShow: { ussr1953: ussr1953('§32'), fide: fideLaws('6.7.1'), fmjd: fmjdCompetition('5.2') },
  bothAbsent: { ussr1953: ussr1953('§32'), fide: fideLaws('6.7.2'), fmjd: fmjdCompetition('5.2') },
  // FIDE Laws 6.9: the flag before the required moves loses. FMJD Annex 3, chapter 6: the rate of play and the clock.
  timeLoss: { ussr1953: ussr1953('§32'), fide: fideLaws('6.9'), fmjd: fmjdCompetition('6') },
  // 1953 §39: the judges' disciplinary decisions. FIDE Laws 12.9: the penalties the arbiter may impose, "game
  // declared lost" among them. FMJD Annex 3, 2.5: the referee's sanctions.
  discipline: { ussr1953: ussr1953('§39'), fide: fideLaws('12.9'), fmjd: fmjdCompetition('2.5') },
  // 1953 §34: the player to move seals in an envelope; sealing early, he records the rest of the session. FIDE
  // Guidelines I.1.1: the player to move seals; I.1.2: adjourning early, he is taken to have sealed at the nominal
  // end of the session. The FMJD's rules play every game to its end (an increment clock): an event with sessions
  // adjourns under its own regulations, from the sealing to the sealed move's verdict.
  sealing: { ussr1953: ussr1953('§34'), fide: fideGuidelines('I.1.1'), fmjd: OWN_REGULATIONS },
  earlySealing: { ussr1953: ussr1953('§34'), fide: fideGuidelines('I.1.2'), fmjd: OWN_REGULATIONS },
  // 1953 §35: the envelope is opened in front of the player who must answer. FIDE Guidelines I.9: at the resumption
  // the envelope is opened when the player who must answer is present.
  resumption: { ussr1953: ussr1953('§35'), fide: fideGuidelines('I.9'), fmjd: OWN_REGULATIONS },
  // 1953 §36: a sealed move whose meaning cannot be established loses; clerical slips of clear meaning do not. FIDE
  // Guidelines I.8: a sealed move that is ambiguous, of a meaning impossible to establish, or illegal loses.
  sealedMove: { ussr1953: ussr1953('§36'), fide: fideGuidelines('I.8'), fmjd: OWN_REGULATIONS },
};

/** The threshold each body of rules sets for a withdrawal from a round robin; FMJD's leave it to the event. */
const WITHDRAWAL_RULE: Record<RuleFamily, { threshold: WithdrawalThreshold; citation: Citation } | null> = {
  // §38: at least half of his games played → his results stay.
  ussr1953: { threshold: 'atLeastHalf', citation: { source: 'ussr1953', article: '§38' } },
  // C.06 V.4: at least 50 % completed → his score counts in the final standings.
  fide: { threshold: 'atLeastHalf', citation: { source: 'fideTournamentRules', article: 'V.4' } },
  fmjd: null,
};

/** The article `topic` is decided by under `ruleSet`. A withdrawal decided by another threshold than the rule set's
 * own (`threshold`, the tournament's setting) is decided by the tournament's regulations, and cited so. */
export function citation(ruleSet: RuleSet, topic: RegulationTopic, threshold?: WithdrawalThreshold): Citation {
  const family = familyOf(ruleSet);
  if (topic !== 'withdrawal') return ARTICLES[topic][family];
  const rule = WITHDRAWAL_RULE[family];
  return rule && (threshold === undefined || threshold === rule.threshold) ? rule.citation : { source: 'tournament' };
}

/** §35's own limits — an adjourned game resumed only with an hour of the session left, 15 minutes' rest between a
 * player's adjourned games, and every earlier game finished before the last round — are the 1953 rules'. FIDE's
 * guidelines for adjourned games have none of them, and the FMJD's rules do not adjourn: under those rule sets the
 * app holds nothing back for them. */
export function keepsSection35Limits(ruleSet: RuleSet): boolean {
  return familyOf(ruleSet) === 'ussr1953';
}
