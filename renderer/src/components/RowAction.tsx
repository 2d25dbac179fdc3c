// An action on one row of a table — edit, delete, withdraw, take back — as a link-styled button that a screen reader
// names with its row ("Delete: Jaan Tamm"), since every row's button says the same word.
interface RowActionProps {
  /** The action's word, shown. */
  label: string;
  /** What the row is, said after the word to screen readers. */
  of: string;
  onClick: () => void;
}

export function RowAction({ label, of, onClick }: RowActionProps) {
  return (
    <button type="button" className="link" onClick={onClick} aria-label={`${label}: ${of}`}>
      {label}
    </button>
  );
}
