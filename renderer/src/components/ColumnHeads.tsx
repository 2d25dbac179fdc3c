// The head row of a table, from a list of columns: every screen's table names its columns the same way (scope="col",
// numbers right-aligned, an actions column named for screen readers only), so it is written once.

/** One column's head. `align` is the class its cells share; `hidden` keeps the label for screen readers only. */
export interface ColumnHead {
  label: string;
  align?: 'num' | 'center';
  title?: string;
  hidden?: boolean;
}

/** A column given by its label alone is a plain one; `false` leaves a column out (a column only some arbiters see,
 * such as the actions of a writer). */
export type ColumnSpec = ColumnHead | string | false;

export function ColumnHeads({ columns }: { columns: readonly ColumnSpec[] }) {
  return (
    <thead>
      <tr>
        {columns
          .filter((column): column is ColumnHead | string => column !== false)
          .map((column) => (typeof column === 'string' ? { label: column } : column))
          .map((column, index) => (
            <th key={index} scope="col" className={column.align} title={column.title}>
              {column.hidden ? <span className="visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
      </tr>
    </thead>
  );
}
