// A form's values and the props that bind its controls to them: `text('name')` for an input or a select,
// `check('early')` for a checkbox — one place instead of a `setForm({ ...form, name: e.target.value })` per field.
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';

type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F];

export interface FormState<F extends object> {
  form: F;
  setForm: (form: F | ((previous: F) => F)) => void;
  /** One field set to a value (from a control that is not a plain input: a board editor, a date field). */
  set: <K extends keyof F>(field: K, value: F[K]) => void;
  /** An input's or a select's value and change handler. */
  text: <K extends KeysOf<F, string>>(
    field: K,
  ) => { value: string; onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void };
  /** A checkbox's state and change handler. */
  check: <K extends KeysOf<F, boolean>>(
    field: K,
  ) => { checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void };
}

/** `onEdit` hears of each field the arbiter changes (to forget what was said of it: useFormErrors' `forget`). */
export function useFormState<F extends object>(initial: F | (() => F), onEdit?: (field: string) => void): FormState<F> {
  const [form, setForm] = useState<F>(initial);
  const set = useCallback(
    <K extends keyof F>(field: K, value: F[K]) => {
      setForm((previous) => ({ ...previous, [field]: value }));
      onEdit?.(String(field));
    },
    [onEdit],
  );
  return {
    form,
    setForm,
    set,
    text: (field) => ({
      value: form[field] as string,
      onChange: (event) => set(field, event.target.value as F[typeof field]),
    }),
    check: (field) => ({
      checked: form[field] as boolean,
      onChange: (event) => set(field, event.target.checked as F[typeof field]),
    }),
  };
}

/** Stored values as a form's text fields hold them: a number as its digits, none as ''. */
export function typedText<T, K extends KeysOf<T, string | number | null>>(
  values: T,
  fields: readonly K[],
): Record<K, string> {
  return Object.fromEntries(fields.map((field) => [field, String(values[field] ?? '')])) as Record<K, string>;
}

/** A form's submit handler: the page is not reloaded (the browser's own submit), and the action runs instead. */
export function onSubmitted(action: () => unknown): (event: FormEvent) => void {
  return (event) => {
    event.preventDefault();
    void action();
  };
}
