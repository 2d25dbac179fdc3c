// The printouts say what the screens say: §38's decisions, the norms' outcomes, interpretations and criteria come
// from each language's one catalogue (electron/i18n), with its plural forms.
import { describe, expect, it } from 'vitest';
import { normsForCoefficient } from '#domain/norms';
import { coefficientIn, decimalIn, normNoteParams } from '#formats/numbers';
import { sayNormNote } from '#formats/phrases';
import { printLabels } from '#formats/printouts/labels';
import en from '#i18n/en.json';

const left = {
  afterRound: 5,
  played: 4,
  total: 8,
  rule: 'forfeits' as const,
  threshold: 'atLeastHalf' as const,
  annulled: 0,
  adjourned: 0,
};

describe('the words a printout shares with the screens', () => {
  it('§38 in Russian with the language’s plural forms: one, few and many unplayed games', () => {
    const ru = printLabels('ru').withdrew;
    expect(ru('Иван Петров', { ...left, awarded: 1 }, 'ussr1953')).toContain(
      '1 несыгранная партия засчитывается сопернику',
    );
    expect(ru('Иван Петров', { ...left, awarded: 2 }, 'ussr1953')).toContain(
      '2 несыгранные партии засчитываются соперникам',
    );
    expect(ru('Иван Петров', { ...left, awarded: 5 }, 'ussr1953')).toContain(
      '5 несыгранных партий засчитываются соперникам',
    );
  });

  it('§38 names a woman as well as a man: no "he" or "his", no masculine verb (the registry keeps no sex)', () => {
    for (const rule of ['forfeits', 'annulled'] as const) {
      for (const awarded of [1, 2, 5]) {
        const facts = { ...left, rule, awarded, annulled: rule === 'annulled' ? 4 : 0 };
        expect(printLabels('ru').withdrew('Ирина Петрова', facts, 'ussr1953')).not.toMatch(/выбыл|(^|\s)(его|он)\s/);
        expect(printLabels('en').withdrew('Tiina Paju', facts, 'ussr1953')).not.toMatch(/\b(he|his|him)\b/);
      }
    }
  });

  it('§38 with an adjourned game, in Estonian and English', () => {
    expect(printLabels('et').withdrew('Jaan Tamm', { ...left, awarded: 3, adjourned: 1 }, 'ussr1953')).toMatch(
      /^Jaan Tamm lahkus pärast 5\. vooru: .* 3 mängimata partiid .*\(§38\)\. .*1/,
    );
    expect(
      printLabels('en').withdrew('Jaan Tamm', { ...left, rule: 'annulled', awarded: 0, annulled: 4 }, 'ussr1953'),
    ).toContain('fewer than half');
  });

  it('the norms’ words are the screens’ words', () => {
    const labels = printLabels('en');
    expect(labels.noNorm).toBe(en.norms.noNorm);
    expect(labels.statuses.below).toBe(en.norms.status.below);
    expect(labels.criteria(null)).toEqual([
      en.norms.criteria.master,
      en.norms.criteria.candidate,
      en.norms.criteria.keeping,
    ]);
    expect(labels.criteria('Eesti meistrivõistlused')[0]).toBe(
      en.norms.criteria.masterNamed.replace('{{championship}}', 'Eesti meistrivõistlused'),
    );
    expect(labels.rankCounting({ M: 0, CM: 0, unranked: 6 }, ['I', null])).toContain(
      'master 0, candidate master 0, unranked 6',
    );
    // The youth ranks are said only where a participant holds one: as unranked, or by their own number.
    expect(labels.rankCounting({ M: 0, CM: 0, unranked: 6 }, ['I', null])).not.toContain('Youth');
    expect(labels.rankCounting({ M: 0, CM: 0, unranked: 6, Y1: 7 }, ['I', 'Y2'])).toContain(
      'Youth ranks I, II, III: 7, 6, 6',
    );
    expect(labels.notes.belowTable({ coefficient: '0.85' })).toBe(
      en.norms.notes.belowTable.replace('{{coefficient}}', '0.85'),
    );
  });

  it('a coefficient is written as each language writes decimals, in the notes too: 2,81 in Estonian and Russian', () => {
    expect([coefficientIn(281, 'et'), coefficientIn(281, 'ru'), coefficientIn(281, 'en')]).toEqual([
      '2,81',
      '2,81',
      '2.81',
    ]);
    expect(decimalIn('62.5', 'et')).toBe('62,5');
    // Interpretation 1 at 3.00 (the row stands in two parts of the table): the note carries the engine's 3.00, and
    // each language words it.
    const [overlap] = normsForCoefficient(300).notes;
    expect(normNoteParams(overlap!, 'ru').coefficient).toBe('3,00');
    expect(sayNormNote(overlap!, 'ru')).toContain('Коэффициент 3,00');
    expect(sayNormNote(overlap!, 'en')).toContain('coefficient 3.00');
    expect(overlap!.params.coefficient).toBe('3.00');
  });
});
