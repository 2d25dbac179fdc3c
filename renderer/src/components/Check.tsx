// A check box with its words beside it, and under it what was wrong with it (a check box has no field of its own to
// carry a message).
import type { InputHTMLAttributes } from 'react';

interface CheckProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
}

export function Check({ label, onChange, error, ...input }: CheckProps) {
  return (
    <>
      <label>
        <input {...input} type="checkbox" onChange={(event) => onChange(event.target.checked)} /> {label}
      </label>
      {error ? <p className="field-error">{error}</p> : null}
    </>
  );
}
