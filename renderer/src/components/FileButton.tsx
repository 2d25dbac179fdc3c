// A file to read in, chosen with a button: the file field is hidden inside the button's label, which the keyboard
// and screen readers reach as the button. The field is emptied after each choice, so that the same file chosen again
// (corrected meanwhile) is read again.
import type { ChangeEvent } from 'react';

interface FileButtonProps {
  label: string;
  /** The file endings and types offered, as the field's `accept`. */
  accept: string;
  /** Reads the chosen file; what it says of the file is its own to show. */
  onChoose: (file: File) => Promise<void>;
}

export function FileButton({ label, accept, onChoose }: FileButtonProps) {
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void onChoose(file);
  };
  return (
    <label className="button">
      {label}
      <input type="file" accept={accept} className="visually-hidden" onChange={chosen} />
    </label>
  );
}
