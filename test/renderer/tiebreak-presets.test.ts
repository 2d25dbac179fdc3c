// The tiebreak presets: one button per distinct order, the chosen one marked.
import { describe, expect, it } from 'vitest';
import { isChosen, presetButtons } from '#renderer/screens/tournament/tiebreak-presets';

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
});
