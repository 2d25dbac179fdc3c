// The tiebreak presets: one button per distinct order, the chosen one marked.
import { describe, expect, it } from 'vitest';
import { isChosen, presetButtons, tiebreakChoices } from '#renderer/screens/tournament/tiebreak-presets';

describe('tiebreak presets', () => {
  it('offer the EKL’s and the FMJD’s identical order as one button, and mark the order the slots hold', () => {
    const buttons = presetButtons();
    expect(buttons.map((b) => b.label)).toEqual([
      'settings.tiebreakPresets.ussr1953',
      'settings.tiebreakPresets.ekl-fmjd',
    ]);
    expect(isChosen(['wins', 'h2h', 'higherPlaced', ''], buttons[1]!.order)).toBe(true);
    expect(isChosen(['wins', 'h2h', 'higherPlaced', ''], buttons[0]!.order)).toBe(false);
    expect(isChosen(['sb', 'wins', 'h2h', ''], buttons[0]!.order)).toBe(true);
  });

  it('offer the EKL’s micro-match order (3.2.2) and its tiebreaks only to a round robin of micro-matches', () => {
    expect(presetButtons(true).map((b) => b.label)).toContain('settings.tiebreakPresets.eklMicro');
    expect(presetButtons(true).find((b) => b.label.endsWith('eklMicro'))!.order).toEqual([
      'riga',
      'matchWins',
      'matchH2h',
      'smallPoints',
    ]);
    expect(tiebreakChoices(false)).not.toContain('riga');
    expect(tiebreakChoices(true)).toContain('riga');
  });
});
