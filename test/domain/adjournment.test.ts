import { describe, expect, it } from 'vitest';
import {
  earlyAdjournment,
  formatClock,
  parseClock,
  REST_BETWEEN_GAMES,
  resumptionAgainstDates,
  resumptionNeedsException,
} from '#domain/adjournment';
import { illegalMovePenalty, type IllegalMoveContext } from '#domain/penalties';
import { storedPhrase } from '#domain/phrase';
import { sayPhrase } from '#formats/phrases';

describe('adjournment (§34, §35)', () => {
  it('§34 example: 4-hour session, White 1:45, Black 1:50 — Black seals early, records 2:15, has 45 minutes to the control', () => {
    const result = earlyAdjournment({
      sessionMinutes: 240,
      opponentUsed: parseClock('1:45')!,
      sealerUsed: parseClock('1:50')!,
      movesMade: 30,
      movesPerHour: 15,
    });
    expect(formatClock(result.recorded)).toBe('2:15');
    expect(result.toNextControl).toBe(45);
    expect(result.nextControlMove).toBe(45);
  });

  it('§35: at least one hour of the session for a resumption, 15 minutes rest between a player’s games', () => {
    expect(resumptionNeedsException(59)).toBe(true);
    expect(resumptionNeedsException(60)).toBe(false);
    expect(REST_BETWEEN_GAMES).toBe(15);
  });

  it('a resumption falls within the tournament: before its first day is a slip, after its last is asked', () => {
    // The example the issue was filed on: a tournament of 20–30 November.
    expect(resumptionAgainstDates('2026-11-25T18:00', '2026-11-20', '2026-11-30')).toBe('within');
    expect(resumptionAgainstDates('2026-11-20T09:00', '2026-11-20', '2026-11-30')).toBe('within');
    expect(resumptionAgainstDates('2026-11-30T23:59', '2026-11-20', '2026-11-30')).toBe('within');
    expect(resumptionAgainstDates('2026-11-19T18:00', '2026-11-20', '2026-11-30')).toBe('beforeStart');
    expect(resumptionAgainstDates('2026-12-05T18:00', '2026-11-20', '2026-11-30')).toBe('afterEnd');
    // Dates not set bound nothing.
    expect(resumptionAgainstDates('2026-12-05T18:00', null, null)).toBe('within');
    expect(resumptionAgainstDates('2020-01-01T10:00', null, '2026-11-30')).toBe('within');
  });

  it('reads and writes clock times', () => {
    expect(parseClock('2:05')).toBe(125);
    expect(parseClock('1.45')).toBe(105);
    expect(parseClock('1:75')).toBeNull();
    expect(formatClock(65)).toBe('1:05');
  });
});

describe('illegal moves: the penalty ladders', () => {
  const base: IllegalMoveContext = {
    ruleSet: 'ussr1953',
    count: 1,
    foundDuring: 'game',
    nextRoundStarted: false,
    lastRound: false,
    opponentCanWin: true,
  };

  it('1953 §12: replay from the breach; the result stands after the next round began; never replayed in the last round', () => {
    expect(illegalMovePenalty(base).action).toBe('replayFromBreach');
    expect(illegalMovePenalty({ ...base, foundDuring: 'afterGame', nextRoundStarted: true }).action).toBe(
      'resultStands',
    );
    expect(illegalMovePenalty({ ...base, foundDuring: 'afterGame', lastRound: true })).toMatchObject({
      action: 'resultStands',
      rule: '§12',
    });
  });

  it('FIDE: +2 minutes twice, the third loses — or draws if the opponent cannot win', () => {
    const fide = { ...base, ruleSet: 'fide' as const };
    expect(illegalMovePenalty({ ...fide, count: 1 })).toMatchObject({
      action: 'restorePosition',
      minutesToOpponent: 2,
    });
    expect(illegalMovePenalty({ ...fide, count: 2 })).toMatchObject({ minutesToOpponent: 2, decides: null });
    expect(illegalMovePenalty({ ...fide, count: 3 })).toMatchObject({ action: 'gameLost', decides: 'loss' });
    expect(illegalMovePenalty({ ...fide, count: 3, opponentCanWin: false })).toMatchObject({
      action: 'gameDrawn',
      decides: 'draw',
    });
  });

  it('FIDE 2018: +2 minutes, the second loses; blitz: +1 minute, the second loses', () => {
    expect(illegalMovePenalty({ ...base, ruleSet: 'fide2018' })).toMatchObject({ minutesToOpponent: 2 });
    expect(illegalMovePenalty({ ...base, ruleSet: 'fide2018', count: 2 })).toMatchObject({ decides: 'loss' });
    expect(illegalMovePenalty({ ...base, ruleSet: 'fideBlitz' })).toMatchObject({ minutesToOpponent: 1 });
    expect(illegalMovePenalty({ ...base, ruleSet: 'fideBlitz', count: 2, opponentCanWin: false })).toMatchObject({
      decides: 'draw',
    });
  });

  it('FMJD: the opponent decides whether it is corrected or kept', () => {
    expect(illegalMovePenalty({ ...base, ruleSet: 'fmjd', count: 5 })).toMatchObject({
      action: 'opponentChooses',
      decides: null,
      minutesToOpponent: 0,
    });
  });

  it('explains each decision as a phrase with its numbers, worded in the reader’s language with its plural forms', () => {
    const blitz = illegalMovePenalty({ ...base, ruleSet: 'fideBlitz' }).explanation;
    expect(blitz).toEqual({ key: 'penalty.restore', params: { count: 1, rule: 'FIDE blitz (A.4)', losingCount: 2 } });
    expect(sayPhrase(blitz)).toBe(
      'The position before the illegal move is restored and the opponent gets 1 extra minute (FIDE blitz (A.4)); illegal move number 2 will lose.',
    );
    expect(sayPhrase(illegalMovePenalty({ ...base, ruleSet: 'fide2018' }).explanation)).toContain(
      'gets 2 extra minutes',
    );
    expect(sayPhrase(illegalMovePenalty({ ...base, ruleSet: 'fide2018' }).explanation, 'et')).toContain(
      'vastane saab 2 lisaminutit',
    );
    expect(sayPhrase(illegalMovePenalty(base).explanation, 'ru')).toContain('§12');
  });

  it('reads a penalty recorded before phrases existed as the sentence it was', () => {
    expect(storedPhrase('The game is replayed from the moment of the breach (§12).')).toEqual({
      key: 'recorded',
      params: { text: 'The game is replayed from the moment of the breach (§12).' },
    });
    expect(sayPhrase(storedPhrase('Old words.'), 'et')).toBe('Old words.');
    expect(storedPhrase({ key: 'penalty.replay', params: { rule: '§12' } })).toEqual({
      key: 'penalty.replay',
      params: { rule: '§12' },
    });
  });
});
