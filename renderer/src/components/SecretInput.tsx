// A field whose text nobody may read on the screen (§36: the sealed move, secret until its envelope is opened). It
// shows how many characters it holds — never which — and can be emptied with one button, so that a field typed into
// twice is seen and put right instead of sealed.
import { useRef, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

interface SecretInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange: (value: string) => void;
  /** The name of what the field holds, for the button that empties it ("Clear the sealed move"). */
  clearLabel: string;
}

export function SecretInput({ value, onChange, clearLabel, ...input }: SecretInputProps) {
  const { t } = useTranslation();
  const field = useRef<HTMLInputElement>(null);
  return (
    <span className="secret-input">
      <input
        {...input}
        ref={field}
        type="password"
        value={value}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      <span className="secret-count small muted" aria-live="polite">
        {t('app.charactersHeld', { count: value.length })}
      </span>
      {/* Emptied, the field has the cursor again, ready for the move to be typed anew. */}
      <button
        type="button"
        className="link"
        disabled={value === ''}
        onClick={() => {
          onChange('');
          field.current?.focus();
        }}
      >
        {clearLabel}
      </button>
    </span>
  );
}
