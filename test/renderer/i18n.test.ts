import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '#api/messages';
import { PHRASE_KEYS } from '#domain/phrase';
import { TIEBREAKS } from '#domain/standings';
import { catalogue } from '#i18n/catalogue';
import en from '#i18n/en.json';
import et from '#i18n/et.json';
import ru from '#i18n/ru.json';
import { initialLanguage } from '#renderer/i18n';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('UI languages', () => {
  const catalogues = { en, et, ru } as Record<string, object>;
  // Plural forms differ by language (Russian has _one, _few, _many, _other); the texts themselves must not.
  const plural = /_(zero|one|two|few|many|other)$/;
  const textsOf = (tree: object) => [...new Set(keys(tree).map((key) => key.replace(plural, '_plural')))].sort();
  const valueOf = (tree: object, key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
  const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort();

  it('Estonian, English and Russian have exactly the same texts', () => {
    expect(textsOf(et)).toEqual(textsOf(en));
    expect(textsOf(ru)).toEqual(textsOf(en));
  });

  it('every Russian plural has the forms one, few, many and other', () => {
    const russian = keys(ru);
    const missing = russian
      .filter((key) => key.endsWith('_one'))
      .flatMap((key) => ['few', 'many', 'other'].map((form) => `${key.slice(0, -'_one'.length)}_${form}`))
      .filter((form) => !russian.includes(form));
    expect(missing).toEqual([]);
  });

  it('every translation uses the same placeholders as the English text', () => {
    for (const key of keys(en)) {
      const wanted = placeholders(valueOf(en, key));
      for (const [language, tree] of Object.entries(catalogues)) {
        const stem = key.replace(plural, '');
        const forms = plural.test(key)
          ? keys(tree).filter((k) => k.replace(plural, '') === stem && plural.test(k))
          : [key];
        // A plural form may write the number as a word ("one minute") but never uses a placeholder English lacks.
        for (const form of forms)
          expect(
            placeholders(valueOf(tree, form)).filter((p) => !wanted.includes(p) && p !== 'count'),
            `${language} ${form}`,
          ).toEqual([]);
        if (!plural.test(key)) expect(placeholders(valueOf(tree, key)), `${language} ${key}`).toEqual(wanted);
      }
    }
  });

  /** Every key of the section is in every language; a text with a count may be written in plural forms (key_one,
   * key_other). */
  function writtenInEveryLanguage(section: string, wanted: readonly string[]) {
    for (const key of wanted)
      for (const [language, tree] of Object.entries(catalogues))
        expect(
          keys(tree).some((k) => k === `${section}.${key}` || k === `${section}.${key}_other`),
          `${language} ${key}`,
        ).toBe(true);
  }

  it('every message the service can answer with is translated in every language', () => {
    writtenInEveryLanguage('errors', MESSAGE_KEYS);
  });

  it('every phrase of the rules is written in every language', () => {
    writtenInEveryLanguage('phrases', PHRASE_KEYS);
  });

  it('says a name where neither its gender nor its case can be wrong (Russian, Estonian)', () => {
    const ru = catalogue('ru');
    const et = catalogue('et');
    // A woman's name is no longer followed by a masculine «добавлен», nor put where Russian wants a genitive.
    expect(ru('participants.added', { name: 'Татьяна Воробьёва' })).toBe('Добавлено в турнир: Татьяна Воробьёва.');
    expect(ru('participants.confirmCancelWithdrawal', { name: 'Константин Голубев' })).toMatch(
      /^Отменить выбытие\? Игрок: Константин Голубев\./,
    );
    expect(ru('rounds.byWithdrawal.awarded', { name: 'Константин Голубев', rule: 'ussr1953 §38' })).toBe(
      'выбытие (§38): Константин Голубев',
    );
    expect(et('participants.confirmCancelWithdrawal', { name: 'Liisa Järvsoo' })).toMatch(/Mängija: Liisa Järvsoo\./);
    // Clearing a result is asked as clearing, not as replacing it with "no result".
    expect(ru('rounds.confirmClear', { board: 3, from: '1 – 0' })).toBe(
      'У доски 3 уже есть результат 1 – 0. Удалить его? Изменение записывается в журнал.',
    );
  });

  it('no text is left empty', () => {
    for (const tree of Object.values(catalogues)) {
      for (const key of keys(tree)) expect(valueOf(tree, key), key).not.toBe('');
    }
  });

  it('starts in the arbiter’s earlier choice, else the system language, else English', () => {
    expect(initialLanguage('en', ['et-EE'])).toBe('en');
    expect(initialLanguage(null, ['et-EE', 'en-US'])).toBe('et');
    expect(initialLanguage(null, ['ru-RU', 'en-GB'])).toBe('ru');
    expect(initialLanguage(null, ['uk-UA', 'en-GB'])).toBe('en');
    expect(initialLanguage(null, ['fi-FI'])).toBe('en');
    expect(initialLanguage('klingon', ['et'])).toBe('et');
    expect(initialLanguage('ru', ['et'])).toBe('ru');
  });

  it('every tiebreak has its name and its column heading in every language', () => {
    for (const tree of [en, et, ru])
      for (const tiebreak of TIEBREAKS) {
        expect(tree.tiebreak[tiebreak], tiebreak).toBeTruthy();
        expect(tree.crosstable.short[tiebreak], tiebreak).toBeTruthy();
        expect(tree.printout.tiebreaks[tiebreak], tiebreak).toBeTruthy();
        expect(tree.printout.spreadsheetTiebreaks[tiebreak], tiebreak).toBeTruthy();
      }
  });
});
