// A date (or a date and time of day) typed as the arbiter's language writes it — 25.11.2026, 25/11/2026,
// 25.11.2026 18:00 — instead of the browser's own date control, which follows the system's locale (mm/dd/yyyy in an
// Estonian interface on an English system). The form keeps the ISO value (2026-11-25, 2026-11-25T18:00) once the text
// reads as one; until then the text as typed, so that the contract says what is wrong with it, in one place.
import { useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { readDate, readDateTime, writtenDate, writtenDateTime } from '#formats/dates';

interface DateInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** ISO (YYYY-MM-DD, or YYYY-MM-DDTHH:MM with `withTime`), text not yet a date, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
}

export function DateInput({ value, onChange, withTime = false, ...input }: DateInputProps) {
  const { t, i18n } = useTranslation();
  const read = withTime ? readDateTime : readDate;
  const shown = (stored: string) =>
    read(stored).iso
      ? withTime
        ? writtenDateTime(stored, i18n.language)
        : writtenDate(stored, i18n.language)
      : stored;
  const valueOf = (typed: string) => read(typed).iso ?? typed;
  const [text, setText] = useState(() => shown(value));
  const language = useRef(i18n.language);
  // A value set from outside (the stored settings read again, a form emptied) replaces the text; the arbiter's own
  // typing, which already stands for that value, is left as he wrote it — unless the language changed, which writes
  // dates its own way.
  useEffect(() => {
    const relanguaged = language.current !== i18n.language;
    language.current = i18n.language;
    setText((typed) => (valueOf(typed) === value && !relanguaged ? typed : shown(value)));
    // `shown` and `valueOf` follow `value` and the language alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, i18n.language]);
  return (
    <input
      {...input}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t(withTime ? 'dates.dayTimePlaceholder' : 'dates.dayPlaceholder')}
      onChange={(event) => {
        setText(event.target.value);
        onChange(valueOf(event.target.value));
      }}
      // Written out in full once it reads as a date: 1.3.2026 becomes 01.03.2026.
      onBlur={(event) => {
        setText((typed) => (read(typed).iso ? shown(valueOf(typed)) : typed));
        input.onBlur?.(event);
      }}
    />
  );
}
