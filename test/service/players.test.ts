import { describe, expect, it } from 'vitest';
import { insertPlayer } from '#db/repositories/players';
import { compareNames, splitName } from '#domain/names';
import { writeWithAudit } from '#service/context';
import { ESTONIAN_NAMES } from '../fixtures/estonian-names';
import { apiError, serviceOnNewStore } from '../support/service';

const fixedClock = () => new Date('2026-03-14T10:00:00Z');

function setup() {
  return serviceOnNewStore(fixedClock().toISOString());
}

describe('player registry', () => {
  it('registers a player with everything the registry keeps, and writes an audit row with it', () => {
    const { service, store } = setup();
    const player = service.dispatch('createPlayer', {
      name: '  Jaan   Tamm ',
      rank: 'II',
      club: 'Kalev',
      city: 'Tartu',
      birthYear: '1987',
      sex: 'M',
    });
    // The one-string name of earlier clients is split at its last word; the parts are kept apart, the full name
    // written with single spaces.
    expect(player).toEqual({
      id: 1,
      name: 'Jaan Tamm',
      surname: 'Tamm',
      givenNames: 'Jaan',
      nameUnsure: false,
      rank: 'II',
      rankSince: null,
      club: 'Kalev',
      city: 'Tartu',
      birthYear: 1987,
      sex: 'M',
    });
    const audit = store.db.$client.prepare('select * from audit_log').all() as {
      action: string;
      entity_id: number;
      after: string;
      at: string;
    }[];
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'player.create', entity_id: 1, at: '2026-03-14T10:00:00.000Z' });
    expect(JSON.parse(audit[0]!.after)).toMatchObject({ name: 'Jaan Tamm', surname: 'Tamm', rank: 'II' });
  });

  it('stores empty optional fields as null (unranked, no club)', () => {
    const { service } = setup();
    expect(
      service.dispatch('createPlayer', { name: 'Mari', rank: '', club: ' ', city: '', birthYear: '' }),
    ).toMatchObject({
      rank: null,
      club: null,
      city: null,
      birthYear: null,
    });
  });

  it('refuses the same person twice (same name ignoring case and spacing, same birth year) and writes nothing', () => {
    const { service, count } = setup();
    service.dispatch('createPlayer', { name: 'Jaan Tamm', birthYear: 1987 });
    const error = apiError(() => service.dispatch('createPlayer', { name: 'jaan  TAMM', birthYear: 1987, rank: 'I' }));
    expect(error.code).toBe('conflict');
    expect(error.issues[0]).toMatchObject({ path: 'surname', key: 'duplicatePlayer' });
    expect(error.message).toBe('Jaan Tamm (born 1987) is already in the registry.');
    expect(count('players')).toBe(1);
    expect(count('audit_log')).toBe(1);
  });

  it('accepts two people of the same name born in different years', () => {
    const { service } = setup();
    service.dispatch('createPlayer', { name: 'Jaan Tamm', birthYear: 1987 });
    expect(service.dispatch('createPlayer', { name: 'Jaan Tamm', birthYear: 2005 })).toMatchObject({ id: 2 });
  });

  it('asks before registering a namesake when a birth year is missing on either side, and registers on confirmation', () => {
    const { service, count } = setup();
    service.dispatch('createPlayer', { name: 'Jaan Tamm', rank: 'II', club: 'Kalev', city: 'Tartu' });
    const error = apiError(() => service.dispatch('createPlayer', { name: 'jaan tamm', birthYear: 2005 }));
    expect(error.code).toBe('conflict');
    expect(error.issues[0]).toMatchObject({
      path: 'surname',
      key: 'maybeSamePlayer',
      params: { existing: 'Jaan Tamm (II, Kalev, Tartu)' },
    });
    expect(count('players')).toBe(1);
    expect(count('audit_log')).toBe(1);
    expect(service.dispatch('createPlayer', { name: 'jaan tamm', birthYear: 2005, confirm: true })).toMatchObject({
      id: 2,
      birthYear: 2005,
    });
    expect(count('audit_log')).toBe(2);
  });

  it('refuses bad fields with one issue per field and writes nothing', () => {
    const { service, count } = setup();
    const error = apiError(() =>
      service.dispatch('createPlayer', { name: ' ', rank: 'VI', birthYear: 1850, colour: 'white' }),
    );
    expect(error.code).toBe('invalid');
    expect(error.issues.map((found) => [found.path, found.key])).toEqual([
      ['rank', 'rankInvalid'],
      ['birthYear', 'birthYearRange'],
      ['colour', 'unknownField'],
      ['surname', 'required'],
    ]);
    expect(error.message).toContain('surname: This field is required.');
    expect(error.message).toContain('birthYear: Enter a year between 1900 and');
    expect(count('players')).toBe(0);
    expect(count('audit_log')).toBe(0);
  });

  it('keeps the sex the form sets: an edit that names none (a client written before it) leaves it, an empty one clears it', () => {
    const { service } = setup();
    const created = service.call('createPlayer', { surname: 'Kask', givenNames: 'Mari', sex: 'F' });
    expect(created.sex).toBe('F');
    const kept = service.dispatch('updatePlayer', { id: created.id, name: 'Mari Kask', club: 'Kalev' });
    expect(kept).toMatchObject({ club: 'Kalev', sex: 'F' });
    expect(service.dispatch('updatePlayer', { id: created.id, name: 'Mari Kask', sex: '' })).toMatchObject({
      sex: null,
    });
    expect(() => service.dispatch('updatePlayer', { id: created.id, name: 'Mari Kask', sex: 'N' })).toThrow(
      'The sex is M or F.',
    );
  });

  it('edits a player, keeping before and after in the audit log', () => {
    const { service, store } = setup();
    const created = service.call('createPlayer', { name: 'Mari Kask', rank: 'III' });
    const updated = service.dispatch('updatePlayer', {
      id: created.id,
      name: 'Mari Kask',
      rank: 'II',
      club: 'Tallinna Kabeklubi',
    });
    expect(updated).toMatchObject({ rank: 'II', club: 'Tallinna Kabeklubi' });
    const row = store.db.$client
      .prepare("select before, after from audit_log where action = 'player.update'")
      .get() as { before: string; after: string };
    expect(JSON.parse(row.before)).toMatchObject({ rank: 'III', club: null });
    expect(JSON.parse(row.after)).toMatchObject({ rank: 'II', club: 'Tallinna Kabeklubi' });
  });

  it('a form opened before another window changed the player writes nothing: no old club, no rank set back by hand', () => {
    const { service, store } = setup();
    const created = service.call('createPlayer', { name: 'Mari Kask', rank: 'III', club: 'Kalev' });
    const { id: _id, ...shown } = created;
    // Another window (or a tournament's norms) makes her II while the first window's form still shows III.
    service.call('updatePlayer', { id: created.id, name: 'Mari Kask', rank: 'II', club: 'Kalev', was: shown });
    const audited = () => store.db.$client.prepare('select count(*) from audit_log').pluck().get();
    const before = audited();
    const stale = { id: created.id, name: 'Mari Kask', rank: 'III' as const, club: 'Tähe', was: shown };
    const refused = apiError(() => service.call('updatePlayer', stale));
    expect(refused.issues[0]).toMatchObject({ path: 'was', key: 'playerChangedElsewhere' });
    expect(refused.message).toContain('Mari Kask was changed elsewhere after this form was opened');
    expect(refused.message).toContain('is now Mari Kask (II, Kalev)');
    expect(service.call('getPlayerCard', { id: created.id }).player).toMatchObject({ rank: 'II', club: 'Kalev' });
    expect(audited()).toBe(before);
    // Saved again from the stored values, the arbiter's change is written.
    const now = service.call('getPlayerCard', { id: created.id }).player;
    const { id: _same, ...fresh } = now;
    expect(service.call('updatePlayer', { ...stale, rank: 'II', was: fresh })).toMatchObject({
      club: 'Tähe',
      rank: 'II',
    });
  });

  it('refuses an edit that would make a duplicate, and one of a player that does not exist', () => {
    const { service } = setup();
    service.dispatch('createPlayer', { name: 'A', birthYear: 1990 });
    const b = service.call('createPlayer', { name: 'B', birthYear: 1990 });
    expect(apiError(() => service.dispatch('updatePlayer', { id: b.id, name: 'a', birthYear: 1990 })).code).toBe(
      'conflict',
    );
    const missing = apiError(() => service.dispatch('updatePlayer', { id: 99, name: 'C' }));
    expect(missing.code).toBe('not_found');
    expect(missing.message).toBe('There is no player 99 in the registry.');
  });

  it('lists players by name', () => {
    const { service } = setup();
    for (const name of ['Õie', 'Aadu', 'Zahkna', 'ärni']) service.dispatch('createPlayer', { name });
    expect(service.handlers.listPlayers({ search: '', offset: 0, limit: 100 }).players.map((p) => p.name)).toEqual([
      'Aadu',
      'Zahkna',
      'Õie',
      'ärni',
    ]);
  });

  it('pages the registry in its order (by surname, Estonian alphabet) and searches it in the store, accents aside', () => {
    const { service } = setup();
    const names = ESTONIAN_NAMES;
    for (const [i, name] of names.entries())
      service.dispatch('createPlayer', {
        name,
        club: i % 2 ? 'Kalev' : 'Tartu Kabeklubi',
        city: i % 3 ? 'Tartu' : 'Pärnu',
      });
    const inOrder = [...names].sort((a, b) => compareNames(splitName(a), splitName(b)));
    const page = (offset: number, search = '') => service.call('listPlayers', { search, offset, limit: 4 });
    expect([0, 4, 8].flatMap((offset) => page(offset).players.map((p) => p.name))).toEqual(inOrder);
    expect(page(0)).toMatchObject({ matched: 10, registered: 10 });
    // Saar, Sepp, Šmidt, Zirk, Žukov, Tamm: š, z, ž come after s and before t.
    expect(inOrder.slice(2, 8)).toEqual([
      'Aadu Saar',
      'Ants Sepp',
      'Peeter Šmidt',
      'Tiit Zirk',
      'Rein Žukov',
      'Jaan Tamm',
    ]);
    const found = page(0, 'OUNAPUU');
    expect(found.players.map((p) => p.name)).toEqual(['Eve Õunapuu']);
    expect(found).toMatchObject({ matched: 1, registered: 10 });
    expect(page(0, 'pärnu').matched).toBe(4);
    // A search never joins two fields: "kalev tartu" is in no single field.
    expect(page(0, 'kalev tartu').matched).toBe(0);
    expect(apiError(() => service.dispatch('listPlayers', { limit: 5000 })).issues[0]).toMatchObject({
      path: 'limit',
      key: 'pageInvalid',
    });
  });

  it('rolls back a write whose use case fails half-way: no row, no audit entry', () => {
    const { store, count } = setup();
    const ctx = {
      db: store.db,
      storeFile: store.file,
      automaticCopies: false,
      now: () => '2026-03-14T10:00:00.000Z',
      hallAddress: () => null,
    };
    expect(() =>
      writeWithAudit(ctx, (db, now) => {
        insertPlayer(db, { surname: 'Half', givenNames: '', rank: null, club: null, city: null, birthYear: null }, now);
        throw new Error('power cut');
      }),
    ).toThrow('power cut');
    expect(count('players')).toBe(0);
    expect(count('audit_log')).toBe(0);
  });

  it('refuses an operation that does not exist', () => {
    const { service } = setup();
    const error = apiError(() => service.dispatch('dropEverything', {}));
    expect(error.code).toBe('not_found');
    expect(error.message).toBe('The app does not know the operation dropEverything.');
  });
});
