// A shipped opening table's name, source and notes in the reader's language (the catalogues' `openingTables`
// section): the table file itself is written once, in English, like every table a federation publishes; a table the
// arbiter loaded is shown as its own file words it.
type Say = (key: string) => string;

/** The shipped tables whose words the catalogues carry, with how many notes each has (electron/openings/tables). */
const WORDED: Record<string, number> = { 'fmjd-64': 3 };

export function openingTableWords<
  T extends { id: string; shipped: boolean; name: string; source: string; notes: string[] },
>(table: T, say: Say): T {
  const notes = WORDED[table.id];
  if (!table.shipped || notes === undefined) return table;
  const key = `openingTables.${table.id}`;
  return {
    ...table,
    name: say(`${key}.name`),
    source: say(`${key}.source`),
    notes: Array.from({ length: notes }, (_, index) => say(`${key}.notes.${index}`)),
  };
}
