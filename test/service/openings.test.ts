// The opening tables through the service: the shipped one listed, a table file loaded (checked whole first, then
// stored with its text and logged), a wrong one refused at its first fault with nothing stored, and a loaded one
// removed again; the shipped ones stay.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorMessageIn } from '#api/errors';
import { catalogue } from '#i18n/catalogue';
import { apiError, serviceOnNewStore } from '../support/service';

const fixture = (name: string) => fs.readFileSync(new URL(`../fixtures/openings/${name}`, import.meta.url), 'utf8');

describe('opening tables', () => {
  it('lists the shipped table, loads a file checked whole, and removes it again, each change logged', () => {
    const s = serviceOnNewStore('2026-11-27T10:00:00Z');
    expect(s.call('listOpeningTables', {}).map((t) => [t.id, t.ballots, t.shipped])).toEqual([['fmjd-64', 736, true]]);

    const loaded = s.call('loadOpeningTable', { text: fixture('sample.txt'), file: 'sample.txt' });
    expect(loaded).toMatchObject({ id: 'sample-64', ballots: 6, shipped: false, file: 'sample.txt' });
    expect(s.call('listOpeningTables', {}).map((t) => t.id)).toEqual(['fmjd-64', 'sample-64']);
    const table = s.call('getOpeningTable', { id: 'sample-64' });
    expect(table.list.map((b) => [b.id, b.moves ?? b.written])).toContainEqual([
      '1-I',
      '1. a3-b4 b6-a5 2. b2-a3 a7-b6 3. a1-b2 d6-c5',
    ]);
    // The same id again, or a shipped table's id, is refused: one table per id.
    expect(apiError(() => s.call('loadOpeningTable', { text: fixture('sample.txt') })).issues[0]!.key).toBe(
      'openingTableExists',
    );
    const logged = s.store.db.$client
      .prepare("select action, after from audit_log where entity = 'openingTable' order by id")
      .all() as { action: string; after: string | null }[];
    expect(logged.map((row) => row.action)).toEqual(['openings.load']);

    expect(apiError(() => s.call('removeOpeningTable', { id: 'fmjd-64', confirm: true })).issues[0]!.key).toBe(
      'openingTableShipped',
    );
    expect(s.call('removeOpeningTable', { id: 'sample-64', confirm: true })).toEqual({
      id: 'sample-64',
      name: 'A few ballots of the FMJD table of draw, Russian draughts',
    });
    expect(s.call('listOpeningTables', {}).map((t) => t.id)).toEqual(['fmjd-64']);
    expect(apiError(() => s.call('getOpeningTable', { id: 'sample-64' })).issues[0]!.key).toBe('openingTableUnknown');
  });

  it('a table with wrong ballots is refused at its first fault, counted, and nothing is stored', () => {
    const s = serviceOnNewStore('2026-11-27T10:00:00Z');
    const refused = apiError(() => s.call('loadOpeningTable', { text: fixture('older-copy-errors.txt') }));
    expect(refused.issues[0]).toMatchObject({
      path: 'text',
      key: 'openingTableInvalid',
      params: { line: 7, column: 36, faults: 5 },
    });
    expect(errorMessageIn(refused, catalogue('ru'))).toContain(
      'Таблицу нельзя загрузить (ошибок: 5); первая, строка 7, столбец 36: жребий 11-I',
    );
    expect(s.count('opening_tables')).toBe(0);
    expect(s.call('listOpeningTables', {})).toHaveLength(1);
  });
});
