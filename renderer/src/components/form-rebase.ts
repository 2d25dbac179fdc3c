// A form filled from stored values, when the stored values change under it (another window saved): the fields the
// arbiter has changed keep his typing, the others take the new stored values.

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The fields of `typed` that differ from what the form was opened with. */
export function changedFields<F extends object>(typed: F, opened: F): (keyof F)[] {
  return (Object.keys(typed) as (keyof F)[]).filter((field) => !same(typed[field], opened[field]));
}

/** The arbiter's changes (`typed` against what the form was `opened` with) put onto the `stored` values. */
export function rebased<F extends object>(typed: F, opened: F, stored: F): F {
  const changed = new Set(changedFields(typed, opened));
  return Object.fromEntries(
    (Object.keys(stored) as (keyof F)[]).map((field) => [field, changed.has(field) ? typed[field] : stored[field]]),
  ) as F;
}
