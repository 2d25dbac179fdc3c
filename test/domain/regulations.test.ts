// Which article decides what under each rule set (electron/domain/regulations.ts), and the withdrawal thresholds'
// worked examples: §38 and FIDE C.06 V.4 keep a leaver's results from half his games on, FMJD events from more than
// half ("more than 50 %"); with an odd number of games the two agree.
import { describe, expect, it } from 'vitest';
import { citation, keepsSection35Limits } from '#domain/regulations';
import { keepsResults } from '#domain/withdrawal';

describe('the withdrawal thresholds', () => {
  it('exactly half keeps the results under §38 and FIDE, not in an FMJD event: 5 of 10, 2 of 4', () => {
    expect(keepsResults(5, 10, 'atLeastHalf')).toBe(true);
    expect(keepsResults(5, 10, 'moreThanHalf')).toBe(false);
    expect(keepsResults(2, 4, 'moreThanHalf')).toBe(false);
    expect(keepsResults(3, 4, 'moreThanHalf')).toBe(true);
  });

  it('with an odd number of games they agree: 6 of 11 keeps, 5 of 11 does not', () => {
    for (const threshold of ['atLeastHalf', 'moreThanHalf'] as const) {
      expect(keepsResults(6, 11, threshold)).toBe(true);
      expect(keepsResults(5, 11, threshold)).toBe(false);
    }
  });
});

describe('each rule set cites its own rules', () => {
  it('1953: §32 for absence and the clock, §38 for withdrawal, §39 for discipline', () => {
    expect(citation('ussr1953', 'noShow')).toEqual({ source: 'ussr1953', article: '§32' });
    expect(citation('ussr1953', 'timeLoss')).toEqual({ source: 'ussr1953', article: '§32' });
    expect(citation('ussr1953', 'discipline')).toEqual({ source: 'ussr1953', article: '§39' });
    expect(citation('ussr1953', 'withdrawal', 'atLeastHalf')).toEqual({ source: 'ussr1953', article: '§38' });
  });

  it('FIDE, in each of its rule sets: the Laws (6.7.1, 6.9, 12.9) and the tournament rules (C.06 V.4)', () => {
    for (const ruleSet of ['fide', 'fide2018', 'fideBlitz'] as const) {
      expect(citation(ruleSet, 'noShow')).toEqual({ source: 'fideLaws', article: '6.7.1' });
      expect(citation(ruleSet, 'timeLoss')).toEqual({ source: 'fideLaws', article: '6.9' });
      expect(citation(ruleSet, 'discipline')).toEqual({ source: 'fideLaws', article: '12.9' });
      expect(citation(ruleSet, 'withdrawal', 'atLeastHalf')).toEqual({ source: 'fideTournamentRules', article: 'V.4' });
    }
  });

  it('FMJD: the competition regulations (5.2 lateness, 2.5 sanctions); a withdrawal is the tournament’s own rule', () => {
    expect(citation('fmjd', 'noShow')).toEqual({ source: 'fmjdCompetition', article: '5.2' });
    expect(citation('fmjd', 'discipline')).toEqual({ source: 'fmjdCompetition', article: '2.5' });
    expect(citation('fmjd', 'withdrawal', 'moreThanHalf')).toEqual({ source: 'tournament' });
    expect(citation('fmjd', 'withdrawal', 'atLeastHalf')).toEqual({ source: 'tournament' });
  });

  it('a threshold other than the rule set’s own is the tournament’s rule, cited as such', () => {
    expect(citation('ussr1953', 'withdrawal', 'moreThanHalf')).toEqual({ source: 'tournament' });
    expect(citation('fide', 'withdrawal', 'moreThanHalf')).toEqual({ source: 'tournament' });
  });

  it('adjourned games: §34–§36 under 1953, FIDE’s Guidelines I, an FMJD event’s own regulations', () => {
    expect(citation('ussr1953', 'sealing')).toEqual({ source: 'ussr1953', article: '§34' });
    expect(citation('ussr1953', 'resumption')).toEqual({ source: 'ussr1953', article: '§35' });
    expect(citation('ussr1953', 'sealedMove')).toEqual({ source: 'ussr1953', article: '§36' });
    for (const ruleSet of ['fide', 'fide2018', 'fideBlitz'] as const) {
      expect(citation(ruleSet, 'sealing')).toEqual({ source: 'fideGuidelines', article: 'I.1.1' });
      expect(citation(ruleSet, 'earlySealing')).toEqual({ source: 'fideGuidelines', article: 'I.1.2' });
      expect(citation(ruleSet, 'resumption')).toEqual({ source: 'fideGuidelines', article: 'I.9' });
      expect(citation(ruleSet, 'sealedMove')).toEqual({ source: 'fideGuidelines', article: 'I.8' });
      expect(keepsSection35Limits(ruleSet)).toBe(false);
    }
    expect(citation('fmjd', 'sealedMove')).toEqual({ source: 'tournament' });
    expect(keepsSection35Limits('fmjd')).toBe(false);
    expect(keepsSection35Limits('ussr1953')).toBe(true);
  });
});
