import { describe, expect, it } from 'vitest';
import en from '../../renderer/src/i18n/en.json';
import et from '../../renderer/src/i18n/et.json';
import { initialLanguage } from '../../renderer/src/i18n';
import { MESSAGE_KEYS } from '../../electron/api/messages';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('UI languages', () => {
  it('Estonian and English have exactly the same texts', () => {
    expect(keys(et).sort()).toEqual(keys(en).sort());
  });

  it('every message the service can answer with is translated in both languages', () => {
    // A message with a count may be written in plural forms (key_one, key_other).
    const has = (tree: object, key: string) => keys(tree).some((k) => k === `errors.${key}` || k === `errors.${key}_other`);
    for (const key of MESSAGE_KEYS) {
      expect(has(en, key), key).toBe(true);
      expect(has(et, key), key).toBe(true);
    }
  });

  it('no text is left empty', () => {
    for (const tree of [en, et]) {
      for (const key of keys(tree)) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        expect(value, key).not.toBe('');
      }
    }
  });

  it('starts in the arbiter’s earlier choice, else the system language, else English', () => {
    expect(initialLanguage('en', ['et-EE'])).toBe('en');
    expect(initialLanguage(null, ['et-EE', 'en-US'])).toBe('et');
    expect(initialLanguage(null, ['ru-RU', 'en-GB'])).toBe('en');
    expect(initialLanguage(null, ['fi-FI'])).toBe('en');
    expect(initialLanguage('klingon', ['et'])).toBe('et');
  });
});
