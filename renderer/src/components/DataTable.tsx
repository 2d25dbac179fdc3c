// A screen's table of things — players, tournaments, a rank history — named for screen readers, its columns headed
// the one way (ColumnHeads), a row per thing; and, when there is nothing to list, the sentence that says so instead of
// an empty table.
import type { ReactNode } from 'react';
import { ColumnHeads, type ColumnSpec } from './ColumnHeads';

interface DataTableProps<T> {
  /** What the table lists, said to screen readers. */
  label: string;
  columns: readonly ColumnSpec[];
  rows: readonly T[];
  /** Said instead of the table when there are no rows; without it an empty table is shown. */
  empty?: string;
  /** More classes for the table ("compact", "narrow"). */
  className?: string;
  children: (row: T, index: number) => ReactNode;
}

export function DataTable<T>({ label, columns, rows, empty, className, children }: DataTableProps<T>) {
  if (rows.length === 0 && empty !== undefined) return <p className="muted">{empty}</p>;
  return (
    <table className={className ? `table ${className}` : 'table'} aria-label={label}>
      <ColumnHeads columns={columns} />
      <tbody>{rows.map(children)}</tbody>
    </table>
  );
}
