// A form whose stored values change under it keeps what the arbiter typed and takes the rest from the new values.
import { describe, expect, it } from 'vitest';
import { changedFields, rebased } from '#renderer/components/form-rebase';

const opened = { venue: 'Tartu', hours: 5, tiebreaks: ['sb', 'wins'], counting: { M: 0, CM: 0, unranked: 6 } };

describe('a form rebased on new stored values', () => {
  it('names the fields the arbiter changed, lists and groups compared by their values', () => {
    const typed = { ...opened, hours: 4, tiebreaks: ['sb', 'wins'], counting: { M: 0, CM: 0, unranked: 7 } };
    expect(changedFields(typed, opened)).toEqual(['hours', 'counting']);
    expect(changedFields({ ...opened }, opened)).toEqual([]);
  });

  it('keeps the typed fields, takes the others from the stored values', () => {
    const typed = { ...opened, hours: 4 };
    const stored = { ...opened, venue: 'Pärnu', hours: 6, tiebreaks: ['koya'] };
    expect(rebased(typed, opened, stored)).toEqual({ ...stored, hours: 4 });
    // Nothing typed: the stored values, whole.
    expect(rebased(opened, opened, stored)).toEqual(stored);
  });
});
