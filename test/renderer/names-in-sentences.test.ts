// A person's name is put into a sentence as it is typed: in the nominative, with no gender known. So no Russian or
// Estonian message makes a name the subject of a verb that shows gender («Ольга внесён»), nor puts it where the
// grammar wants another case («у Ольга», «с Ольга», «очки игрока Ольга», "Jaan Tamm vastu", "mängijal Jaan Tamm"):
// the name stands after a colon, in brackets or as a list's item instead.
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '#i18n/catalogue';

/** The placeholders that hold a person's name (or names). */
const PERSON = '\\{\\{(?:name|names|player|opponent|white|black|existing|other|master|challenger)\\}\\}';

function messages(tree: object, path = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? messages(value as object, `${path}${key}.`) : [[`${path}${key}`, String(value)]],
  );
}

/** Messages whose {{name}} is no person: a tournament's, an operation's or a file's name, or a player list's
 * column. */
const NOT_A_PERSON =
  /^(lifecycle\.(confirmClose|confirmReopen|confirmDelete|deleted)|errors\.(unknownOperation|alreadyClosed|notClosed|settingsChangedElsewhere|tournamentClosed|importSameTournament|rankApplyNoDate)|tournaments\.|data\.|registerDocument\.fromFile)/;

const RULES = {
  ru: [
    // A past tense or a short participle after the name: «{{name}} внесён», «{{name}} играл», «{{name}} удалена».
    new RegExp(`${PERSON}\\s+(?:не\\s+|уже\\s+)?\\p{L}+(?:л|ла|ло|лся|лась|н|на|ён|ена|ан|ана)(?!\\p{L})`, 'u'),
    // A word that wants the genitive, dative or instrumental before the name.
    new RegExp(
      `(?<!\\p{L})(?:у|с|со|против|к|ко|о|об|для|от|без|игрока|игроку|игроком|выбытие|выбытия|удалить|внести)\\s+${PERSON}`,
      'iu',
    ),
  ],
  et: [
    // A postposition or a possessed noun after the name wants its genitive: "Tamme vastu", "Tamme lahkumine".
    new RegExp(`${PERSON}\\s+(?:vastu|kohta|jaoks|poolt|lahkumine|lahkumise|punktid|partiid|number)(?!\\p{L})`, 'u'),
    // A case-marked noun before the name: "mängijat Jaan Tamm", "mängijal Jaan Tamm".
    new RegExp(
      `(?<!\\p{L})(?:mängijat|mängijal|mängijale|mängijalt|mängija\\s+${PERSON}\\s+(?:lahkumise|punktid|partiid))\\s*${PERSON}?`,
      'iu',
    ),
  ],
} as const;

describe('names in sentences', () => {
  for (const lang of ['ru', 'et'] as const)
    it(`${lang}: a name is never inflected by a message, nor the subject of a gendered verb`, () => {
      const found = messages(CATALOGUES[lang])
        .filter(([key, text]) => !NOT_A_PERSON.test(key) && new RegExp(PERSON, 'u').test(text))
        .filter(([, text]) => RULES[lang].some((rule) => rule.test(text)));
      expect(found).toEqual([]);
    });

  it('the rule finds what it is meant to find', () => {
    for (const text of [
      '{{name}} внесён в список.',
      'У {{name}} есть ещё',
      'Очки игрока {{name}}',
      'матч с {{opponent}}',
    ])
      expect(
        RULES.ru.some((rule) => rule.test(text)),
        text,
      ).toBe(true);
    for (const text of ['matš {{opponent}} vastu', 'Mängijal {{player}} on', '{{name}} lahkumine'])
      expect(
        RULES.et.some((rule) => rule.test(text)),
        text,
      ).toBe(true);
    for (const text of ['Внесено в список: {{name}}.', '{{name}} — не участник', 'matš (vastane: {{opponent}})'])
      expect(
        [...RULES.ru, ...RULES.et].some((rule) => rule.test(text)),
        text,
      ).toBe(false);
  });
});
