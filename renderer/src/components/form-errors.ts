// Turns an error from the api into messages in the arbiter's language: one per field it names, and one for the
// form as a whole when it names no field the form shows.
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#api/errors';
import { sayMessage } from '#api/messages';

export interface FormErrors {
  byField: Record<string, string>;
  general: string | null;
}

const NO_ERRORS: FormErrors = { byField: {}, general: null };

export function useFormErrors(givenFields: readonly string[]) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  // The same fields give the same handlers, whether the caller passes one array or a new one each render: an effect
  // that depends on `show` must not run again (and read its data again over what is being typed) on every keystroke.
  const key = givenFields.join('\n');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const fields = useMemo(() => givenFields, [key]);

  const show = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) {
        setErrors({ byField: {}, general: t('app.unreachable', { detail: String(error) }) });
        return;
      }
      const byField: Record<string, string> = {};
      const unplaced: string[] = [];
      for (const found of error.issues) {
        const text = sayMessage(t, found.key, found.params);
        if (fields.includes(found.path) && !byField[found.path]) byField[found.path] = text;
        else unplaced.push(text);
      }
      if (error.issues.length === 0) unplaced.push(error.message);
      setErrors({ byField, general: unplaced.length > 0 ? unplaced.join(' ') : null });
    },
    [fields, t],
  );

  const clear = useCallback(() => setErrors(NO_ERRORS), []);
  /** A field the arbiter changes: what was said of it no longer holds. */
  const forget = useCallback(
    (field: string) =>
      setErrors((said) => {
        if (!(field in said.byField)) return said;
        const { [field]: _forgotten, ...byField } = said.byField;
        return { ...said, byField };
      }),
    [],
  );
  return { errors, show, clear, forget };
}
