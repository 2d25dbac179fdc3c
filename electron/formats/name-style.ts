// Which way round a list of people writes their names, and what its column's heading says. A tournament chooses its
// own style (its settings); the registry — the players' list, their cards, the rank list — has one setting for all
// of it, and until the arbiter chooses, writes names as the reader's language writes a list read by surname:
// Russian lists put the surname first («Иванов Иван Петрович»), Estonian and English ones the given names.
import { isLanguage, type Language } from '#api/languages';
import { styledName, type NameStyle, type PersonName } from '#domain/names';
import { catalogue, type Translate } from '#i18n/catalogue';

const LANGUAGE_CUSTOM: Record<Language, NameStyle> = { et: 'givenFirst', en: 'givenFirst', ru: 'surnameFirst' };

/** The registry's style: the one chosen, else the custom of the reader's language. */
export function registryNameStyle(chosen: NameStyle | null | undefined, language: string): NameStyle {
  return chosen ?? LANGUAGE_CUSTOM[isLanguage(language) ? language : 'en'];
}

/** The custom of a language, for the setting's "as the language writes them" choice. */
export function languageNameStyle(language: string): NameStyle {
  return registryNameStyle(null, language);
}

/** The heading above names in `style`: "Имя и фамилия" above «Иван Иванов», «Фамилия, имя» above «Иванов Иван»,
 * «Фамилия, инициалы» above «Иванов И. П.». */
export function nameHeading(t: Translate, style: NameStyle): string {
  return t(`names.heading.${style}`);
}

/** The registry's names for one reader: the heading of their column and each person's name, in the style chosen or
 * the language's custom. */
export interface RegistryNames {
  heading: string;
  of: (person: PersonName) => string;
}

export function registryNames(chosen: NameStyle | null | undefined, language: string): RegistryNames {
  const style = registryNameStyle(chosen, language);
  const t = catalogue(isLanguage(language) ? language : 'en');
  return { heading: nameHeading(t, style), of: (person) => styledName(person, style) };
}
