// The end of a form: what was wrong with it as a whole (a refusal that names no field of it), and its submit button.
import type { ReactNode } from 'react';
import { Notice } from './Notice';

interface FormEndProps {
  /** The message for the form as a whole, if any. */
  error: string | null;
  /** The submit button's words. */
  submit: string;
  /** The form's main action is shown as the primary one. */
  primary?: boolean;
  disabled?: boolean;
  /** More buttons after the submit button (cancel an edit). */
  children?: ReactNode;
}

export function FormEnd({ error, submit, primary = false, disabled, children }: FormEndProps) {
  return (
    <>
      <Notice text={error} kind="error" />
      <div className="actions">
        <button type="submit" className={primary ? 'primary' : undefined} disabled={disabled}>
          {submit}
        </button>
        {children}
      </div>
    </>
  );
}
