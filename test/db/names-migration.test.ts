// Migration 0011 keeps the surname and the given names apart: a name stored in one string by an earlier version is
// split at its last word (a particle kept with the surname) once, when the file is first opened; the splits that
// were a guess (one word, more than two, a particle) are listed for the arbiter, and saving the player clears that.
import { describe, expect, it } from 'vitest';
import { createService } from '#service';
import { migratedFrom } from '../support/migrations';

describe('migration 0011: names apart', () => {
  it('splits the one-string names, orders them by surname proper, and lists the guesses to check', () => {
    const store = migratedFrom('0010_rank_dates_unknown', (sql) => {
      const insert = sql.prepare(
        `insert into players (name, name_key, created_at, updated_at) values (?, lower(?), '2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z')`,
      );
      for (const name of ['Jaan Tamm', 'Jan van der Berg', 'Иван Петрович Сидоров', 'Madonna', 'Piet Bakker'])
        insert.run(name, name);
    });
    const service = createService(store, () => new Date('2026-11-25T10:00:00Z'));
    const page = service.call('listPlayers', {});
    // By surname proper: Bakker, (van der) Berg, Madonna, Tamm, then Cyrillic.
    expect(page.players.map((p) => [p.surname, p.givenNames, p.nameUnsure])).toEqual([
      ['Bakker', 'Piet', false],
      ['van der Berg', 'Jan', true],
      ['Madonna', '', true],
      ['Tamm', 'Jaan', false],
      ['Сидоров', 'Иван Петрович', true],
    ]);
    expect(page.unsure).toBe(3);
    const toCheck = service.call('listPlayers', { unsure: true });
    expect(toCheck.players.map((p) => p.name)).toEqual(['Jan van der Berg', 'Madonna', 'Иван Петрович Сидоров']);
    // The arbiter corrects one split and saves: it is no longer listed.
    const sidorov = toCheck.players[2]!;
    const saved = service.call('updatePlayer', { id: sidorov.id, surname: 'Сидоров', givenNames: 'Иван Петрович' });
    expect(saved).toMatchObject({ name: 'Иван Петрович Сидоров', nameUnsure: false });
    expect(service.call('listPlayers', { unsure: true }).players).toHaveLength(2);
  });
});
