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

const ARTICLES: Record<RuleFamily, Record<Exclude<RegulationTopic, 'withdrawal'>, Citation>> = {
  ussr1953: {
    // §32: 30 minutes late or absent loses; both absent lose both; the flag before the control loses.
    noShow: { source: 'ussr1953', article: '§32' },
    bothAbsent: { source: 'ussr1953', article: '§32' },
    timeLoss: { source: 'ussr1953', article: '§32' },
    // §39: the judges' disciplinary decisions.
    discipline: { source: 'ussr1953', article: '§39' },
    // §34: the player to move seals in an envelope; sealing early, he records the rest of the session.
    sealing: { source: 'ussr1953', article: '§34' },
    earlySealing: { source: 'ussr1953', article: '§34' },
    // §35: the envelope is opened in front of the player who must answer.
    resumption: { source: 'ussr1953', article: '§35' },
    // §36: a sealed move whose meaning cannot be established loses; clerical slips of clear meaning do not.
    sealedMove: { source: 'ussr1953', article: '§36' },
  },
  fide: {
    // Laws 6.7.1: a player who arrives after the default time loses; 6.7.2: both absent (the arbiter decides).
    noShow: { source: 'fideLaws', article: '6.7.1' },
    bothAbsent: { source: 'fideLaws', article: '6.7.2' },
    // Laws 6.9: the flag before the required moves loses.
    timeLoss: { source: 'fideLaws', article: '6.9' },
    // Laws 12.9: the penalties the arbiter may impose, "game declared lost" among them.
    discipline: { source: 'fideLaws', article: '12.9' },
    // Guidelines I.1.1: the player to move seals; I.1.2: adjourning early, he is taken to have sealed at the nominal
    // end of the session.
    sealing: { source: 'fideGuidelines', article: 'I.1.1' },
    earlySealing: { source: 'fideGuidelines', article: 'I.1.2' },
    // I.9: at the resumption the envelope is opened when the player who must answer is present.
    resumption: { source: 'fideGuidelines', article: 'I.9' },
    // I.8: a sealed move that is ambiguous, of a meaning impossible to establish, or illegal loses.
    sealedMove: { source: 'fideGuidelines', article: 'I.8' },
  },
  fmjd: {
    // Annex 3, 5.2: arriving later than the event's limit (0 to 60 minutes; 60 when it says nothing) loses.
    noShow: { source: 'fmjdCompetition', article: '5.2' },
    bothAbsent: { source: 'fmjdCompetition', article: '5.2' },
    // Annex 3, chapter 6: the rate of play and the clock.
    timeLoss: { source: 'fmjdCompetition', article: '6' },
    // Annex 3, 2.5: the referee's sanctions.
    discipline: { source: 'fmjdCompetition', article: '2.5' },
    // The FMJD's rules play every game to its end (an increment clock); an event with sessions adjourns under its
    // own regulations.
    sealing: { source: 'tournament' },
    earlySealing: { source: 'tournament' },
    resumption: { source: 'tournament' },
    sealedMove: { source: 'tournament' },
  },
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
  if (topic !== 'withdrawal') return ARTICLES[family][topic];
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
