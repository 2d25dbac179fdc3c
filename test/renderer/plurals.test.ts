// Every message that counts things has the language's plural forms — «1 полуход», «3 полухода», «21 полуход», «5
// полуходов» — and they are chosen by the count: no message says «1 полуходов».
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#api/languages';
import { CATALOGUES, catalogue } from '#i18n/catalogue';

/** Messages whose count is no count of things: an ordinal ("move number 3"), a count before an adjective ("3
 * adjourned", "3 left") or in a fraction ("20 of 40 shown"). */
const NOT_COUNTING = new Set(['rounds.drawNext', 'rounds.adjournedCount', 'phrases.penalty.lost', 'list.showMore']);
const PLURAL = /_(zero|one|two|few|many|other)$/;

function messages(tree: object, path = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? messages(value as object, `${path}${key}.`) : [[`${path}${key}`, String(value)]],
  );
}

describe('plural forms', () => {
  it('every message that counts things has its plural forms, in every language', () => {
    for (const lang of LANGUAGES) {
      const all = messages(CATALOGUES[lang]);
      const keys = new Set(all.map(([key]) => key));
      const counting = all.filter(([key, text]) => /\{\{count\}\}\s+\p{L}/u.test(text) && !NOT_COUNTING.has(key));
      expect(
        counting.filter(([key]) => !PLURAL.test(key)).map(([key]) => key),
        lang,
      ).toEqual([]);
      // Russian counts in three forms besides "other": 1 партия, 3 партии, 5 партий.
      if (lang === 'ru')
        for (const [key] of counting.filter(([key]) => key.endsWith('_one'))) {
          const stem = key.replace(PLURAL, '');
          expect(
            [`${stem}_few`, `${stem}_many`].filter((form) => !keys.has(form)),
            stem,
          ).toEqual([]);
        }
    }
  });

  it('the no-claim answer and a score sheet’s size are said with the count’s own form', () => {
    const ru = catalogue('ru');
    expect(ru('cli.noClaim', { count: 1 })).toMatch(/^1 полуход записи не подтверждает/);
    expect(ru('cli.noClaim', { count: 3 })).toMatch(/^3 полухода /);
    expect(ru('cli.noClaim', { count: 21 })).toMatch(/^21 полуход /);
    expect(ru('cli.noClaim', { count: 25 })).toMatch(/^25 полуходов /);
    expect(catalogue('en')('recordPanel.confirmDelete', { count: 1 })).toContain('(1 half-move)');
    expect(catalogue('et')('cli.noClaim', { count: 1 })).toContain('1 poolkäik ei toeta');
  });
});
