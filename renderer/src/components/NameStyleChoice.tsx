// The registry's name style, chosen where the list is: "as the screen's language writes them" (the default), or one
// style for every language. Saved at once (logged), and every registry screen follows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_STYLES, styledName, type NameStyle } from '#domain/names';
import { languageNameStyle } from '#formats/name-style';
import { useConnection } from '../api/context';
import { errorText } from './error-text';
import { Field } from './Field';
import { useRegistryNames } from './registry-names';

/** The name the language's own choice is shown with: one a reader of the language knows. */
const EXAMPLE = {
  et: { surname: 'Tamm', givenNames: 'Jaan' },
  en: { surname: 'Tamm', givenNames: 'Jaan' },
  ru: { surname: 'Иванов', givenNames: 'Иван Петрович' },
} as const;

export function NameStyleChoice() {
  const { t, i18n } = useTranslation();
  const { api, canWrite } = useConnection();
  const { chosen, setChosen } = useRegistryNames();
  const [error, setError] = useState<string | null>(null);
  const example = EXAMPLE[i18n.language as keyof typeof EXAMPLE] ?? EXAMPLE.en;
  const choose = (value: string) => {
    const style = value === '' ? null : (value as NameStyle);
    void api.updateRegisterSettings({ nameStyle: style }).then(
      (settings) => {
        setError(null);
        setChosen(settings.nameStyle);
      },
      (failure: unknown) => setError(errorText(failure, t)),
    );
  };
  return (
    <Field label={t('names.registryStyle')} hint={t('names.registryStyleHelp')} error={error ?? undefined}>
      <select name="nameStyle" value={chosen ?? ''} disabled={!canWrite} onChange={(e) => choose(e.target.value)}>
        <option value="">
          {t('names.asLanguage', { example: styledName(example, languageNameStyle(i18n.language)) })}
        </option>
        {NAME_STYLES.map((style) => (
          <option key={style} value={style}>
            {t(`settings.nameStyles.${style}`)}
          </option>
        ))}
      </select>
    </Field>
  );
}
