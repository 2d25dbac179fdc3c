// A rating list imported into the registry through the service: FMJD's file read as a table, each row found by the
// player's FMJD ID or proposed by his name for the arbiter to accept (never guessed), nothing stored before the
// arbiter confirms, then each accepted rating stored with the list's date in one transaction with its audit row.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTable } from '#formats/table-reading';
import { apiError, serviceOnNewStore } from '../support/service';

const fixture = path.join(import.meta.dirname, '..', 'fixtures', 'ratings', 'V261001.DRA');

async function registryWithList() {
  const s = serviceOnNewStore('2026-11-27T10:00:00Z');
  const jaan = s.call('createPlayer', { surname: 'Tamm', givenNames: 'Jaan', birthYear: 1987 }).id;
  const mari = s.call('createPlayer', { surname: 'Kask', givenNames: 'Mari' }).id;
  const peeter = s.call('createPlayer', { surname: 'Šmidt', givenNames: 'Peeter' }).id;
  const rein = s.call('createPlayer', { surname: 'Žukov', givenNames: 'Rein' }).id;
  // Rein is known by his FMJD ID: found by it, whatever his name is on the list.
  s.call('setPlayerIdentity', { playerId: rein, federation: 'EST', fmjdId: 16317, latinName: null });
  const rows = (await readTable(fs.readFileSync(fixture))).rows;
  const input = { source: 'V261001.DRA', list: 'fmjd100', listDate: '2026-10-01', rows };
  return { s, jaan, mari, peeter, rein, input };
}

describe('a rating list imported into the registry', () => {
  it('previews each registered player it finds, stores nothing, and says the rows it cannot read', async () => {
    const { s, jaan, mari, peeter, rein, input } = await registryWithList();
    const preview = s.call('importRatings', input);
    expect(preview.stored).toBeNull();
    expect(s.count('player_ratings')).toBe(0);
    const byLine = new Map(preview.rows.map((row) => [row.line, row] as const));
    // Found by ID, without asking.
    expect(byLine.get(9)).toMatchObject({ match: 'fmjdId', playerId: rein, rating: 2440 });
    // Found by name only: proposed, not taken until accepted. Jaan Tamm is listed twice (two IDs): both proposed.
    expect(byLine.get(2)).toMatchObject({ match: 'name', playerId: null, candidates: [{ playerId: jaan }] });
    expect(byLine.get(14)).toMatchObject({ match: 'name', playerId: null, candidates: [{ playerId: jaan }] });
    expect(byLine.get(3)).toMatchObject({
      match: 'name',
      candidates: [{ playerId: mari }],
      rating: 2208,
      title: 'MFF',
    });
    // Š on the list and in the registry: the same name.
    expect(byLine.get(4)).toMatchObject({ match: 'name', candidates: [{ playerId: peeter }] });
    expect(preview.counts).toEqual({ listed: 18, unregistered: 13, problems: 2 });
    expect(preview.problems.map((p) => [p.line, p.column, p.code])).toEqual([
      [16, 'F', 'titleUnknown'],
      [17, 'G', 'ratingInvalid'],
    ]);
  });

  it('stores the ratings found by ID and those the arbiter accepted, with the list’s date, and logs it once', async () => {
    const { s, jaan, mari, rein, input } = await registryWithList();
    // The same player accepted for two rows would have two ratings: refused, nothing stored.
    const twice = apiError(() =>
      s.call('importRatings', {
        ...input,
        accept: [
          { line: 2, playerId: jaan },
          { line: 14, playerId: jaan },
        ],
        confirm: true,
      }),
    );
    expect(twice.issues[0]!.key).toBe('ratingsPlayerTwice');
    expect(s.count('player_ratings')).toBe(0);
    const done = s.call('importRatings', {
      ...input,
      accept: [
        { line: 2, playerId: jaan },
        { line: 3, playerId: mari },
      ],
      confirm: true,
    });
    expect(done.stored).toBe(3);
    expect(s.call('getPlayerRatings', { playerId: jaan })).toEqual({
      playerId: jaan,
      federation: 'EST',
      sex: null,
      fmjdId: 16310,
      latinName: null,
      ratings: [{ list: 'fmjd100', rating: 2412, title: 'MF', listDate: '2026-10-01', source: 'V261001.DRA' }],
    });
    expect(s.call('getPlayerRatings', { playerId: rein }).ratings[0]).toMatchObject({ rating: 2440 });
    const audit = s.store.db.$client.prepare("select after from audit_log where action = 'ratings.import'").all() as {
      after: string;
    }[];
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after)).toMatchObject({ list: 'fmjd100', listDate: '2026-10-01' });
    // Imported again, Jaan is now found by the ID the list gave him.
    const again = s.call('importRatings', input);
    expect(again.rows.find((row) => row.line === 2)).toMatchObject({ match: 'fmjdId', playerId: jaan, was: 2412 });
  });

  it('a player’s identity and a rating typed on his card; an FMJD ID is one player’s', async () => {
    const { s, jaan, rein } = await registryWithList();
    const typed = s.call('setPlayerRating', {
      playerId: jaan,
      list: 'national',
      rating: 2390,
      title: null,
      listDate: '2026-09-01',
    });
    expect(typed.ratings).toEqual([
      { list: 'national', rating: 2390, title: null, listDate: '2026-09-01', source: null },
    ]);
    expect(
      apiError(() => s.call('setPlayerIdentity', { playerId: jaan, federation: 'EST', fmjdId: 16317, latinName: null }))
        .issues[0],
    ).toMatchObject({
      key: 'fmjdIdTaken',
    });
    expect(
      apiError(() =>
        s.call('setPlayerIdentity', { playerId: rein, federation: 'Estonia', fmjdId: null, latinName: null }),
      ).issues[0]!.key,
    ).toBe('federationInvalid');
    const cleared = s.call('setPlayerRating', {
      playerId: jaan,
      list: 'national',
      rating: null,
      title: null,
      listDate: '2026-09-01',
    });
    expect(cleared.ratings).toEqual([]);
  });

  it('a participant’s rating is his on the tournament’s list: taken again when the list changes before the draw', async () => {
    const { s, jaan } = await registryWithList();
    s.call('setPlayerRating', { playerId: jaan, list: 'fmjd64', rating: 2301, title: 'MF', listDate: '2026-10-01' });
    s.call('setPlayerRating', { playerId: jaan, list: 'fmjd100', rating: 2412, title: null, listDate: '2026-10-01' });
    const { id } = s.call('createTournament', { name: 'Tartu 2026', variant: 'russian', ruleSet: 'fmjd' });
    s.call('addParticipant', { tournamentId: id, playerId: jaan });
    const rated = () => s.call('getTournament', { id }).participants[0]!;
    // Russian draughts: FMJD's 64-square list.
    expect([rated().rating, rated().title, rated().ratingListDate]).toEqual([2301, 'MF', '2026-10-01']);
    // The variant changed: its own list, FMJD's 100-square one.
    s.call('updateTournamentSettings', { id, variant: 'international' });
    expect([rated().rating, rated().title]).toEqual([2412, null]);
    // The national list chosen: he has none there.
    s.call('updateTournamentSettings', { id, ratingList: 'national' });
    expect(rated().rating).toBeNull();
  });

  it('a tournament of no ratings is written as before when the registry learns its players’ FMJD IDs later', async () => {
    const { s, jaan, mari, peeter, input } = await registryWithList();
    const { id } = s.call('createTournament', { name: 'Klubi 1953', variant: 'russian', ruleSet: 'ussr1953' });
    for (const playerId of [jaan, mari, peeter]) s.call('addParticipant', { tournamentId: id, playerId });
    s.call('drawLots', { tournamentId: id, method: 'random', seed: 'X' });
    const before = s.call('exportTournament', { id });
    s.call('importRatings', { ...input, accept: [{ line: 2, playerId: jaan }], confirm: true });
    const after = s.call('exportTournament', { id });
    expect(after.format).toBe(before.format);
    expect({ ...after, trail: [] }).toEqual({ ...before, trail: [] });
  });

  it('a table that is no rating list is refused with what it lacks', () => {
    const s = serviceOnNewStore();
    const refused = apiError(() =>
      s.call('importRatings', {
        source: 'players.csv',
        list: 'national',
        listDate: '2026-10-01',
        rows: [{ line: 1, cells: ['Nimi', 'Klubi'] }],
      }),
    );
    expect(refused.issues[0]!.key).toBe('ratingsNoHeading');
  });
});

describe('FMJD’s list as it is published since 2021 (sex, two-letter countries, 64-square titles)', () => {
  const list2021 = path.join(import.meta.dirname, '..', 'fixtures', 'ratings', 'V261201.DRA');

  async function registryOfTheEvent() {
    const s = serviceOnNewStore('2026-12-01T10:00:00Z');
    const known = (name: string, fmjdId: number) => {
      const { id } = s.call('createPlayer', { name });
      s.call('setPlayerIdentity', { playerId: id, federation: null, fmjdId, latinName: null });
      return id;
    };
    const ids = {
      tamm: known('Jaan Tamm', 16310),
      kask: known('Mari Kask', 16311),
      vanDerBerg: known('Jan van der Berg', 16320),
      ivanov: known('Sergei Ivanov', 16332),
      // Registered as people write their names: with their letters, in their alphabet, and never given an FMJD ID.
      ruutel: s.call('createPlayer', { name: 'Märt Rüütel' }).id,
      berzins: s.call('createPlayer', { name: 'Jānis Bērziņš' }).id,
      smirnova: s.call('createPlayer', { name: 'Татьяна Смирнова' }).id,
      absent: s.call('createPlayer', { name: 'Kalle Kaasik' }).id,
    };
    const { id: tournamentId } = s.call('createTournament', {
      name: 'Tallinna lahtised',
      variant: 'international',
      ruleSet: 'fmjd',
    });
    for (const playerId of [ids.tamm, ids.ruutel, ids.absent]) s.call('addParticipant', { tournamentId, playerId });
    const rows = (await readTable(fs.readFileSync(list2021))).rows;
    const input = { source: 'V261201.DRA', list: 'fmjd100', listDate: '2026-12-01', rows };
    return { s, ids, input };
  }

  it('gives every listed player his federation as FMJD writes it, his sex, rating and title', async () => {
    const { s, ids, input } = await registryOfTheEvent();
    s.call('importRatings', { ...input, confirm: true });
    const card = (playerId: number) => s.call('getPlayerRatings', { playerId });
    expect(card(ids.tamm)).toMatchObject({
      federation: 'EST',
      sex: 'M',
      ratings: [{ list: 'fmjd100', rating: 2412, title: 'MF' }],
    });
    expect(card(ids.kask)).toMatchObject({ federation: 'EST', sex: 'F', ratings: [{ rating: 2208, title: 'MFF' }] });
    expect(card(ids.vanDerBerg)).toMatchObject({ federation: 'NED', ratings: [{ rating: 2511, title: 'GMI' }] });
    // "GMI 64": his rating on the list imported, his title on the 64-square list.
    expect(card(ids.ivanov)).toMatchObject({
      federation: 'UKR',
      ratings: [
        { list: 'fmjd100', rating: 2480, title: null },
        { list: 'fmjd64', rating: null, title: 'GMI' },
      ],
    });
  });

  it('proposes a player by his name as people write it — letters, alphabet, order — never taking him by itself', async () => {
    const { s, ids, input } = await registryOfTheEvent();
    const preview = s.call('importRatings', input);
    const proposed = (listed: string) => preview.rows.find((row) => row.listed === listed);
    expect(proposed('RUUTEL Mart')).toMatchObject({
      match: 'name',
      playerId: null,
      candidates: [{ playerId: ids.ruutel }],
    });
    expect(proposed('BERZINS Janis')).toMatchObject({ match: 'name', candidates: [{ playerId: ids.berzins }] });
    expect(proposed('SMIRNOVA Tatjana')).toMatchObject({ match: 'name', candidates: [{ playerId: ids.smirnova }] });
    // Taken, the player registered in Cyrillic gets the list's Latin name, surname first, for FMJD's tables.
    s.call('importRatings', {
      ...input,
      accept: [{ line: proposed('SMIRNOVA Tatjana')!.line, playerId: ids.smirnova }],
      confirm: true,
    });
    expect(s.call('getPlayerRatings', { playerId: ids.smirnova }).latinName).toBe('Smirnova Tatjana');
    // The tournament's entrants the list does not have are named before the draw; rows are counted, not cells.
    expect(preview.notListed).toEqual([
      { playerId: ids.absent, name: 'Kalle Kaasik', tournament: 'Tallinna lahtised' },
    ]);
    // Rows that could not be read: the broken one and the short one (the row of no known country is read).
    expect(preview.counts.problems).toBe(2);
  });

  it('a federation typed on the card as FMJD’s list writes it (EE) is kept as FMJD’s reports write it (EST)', () => {
    const s = serviceOnNewStore();
    const { id } = s.call('createPlayer', { name: 'Jaan Tamm' });
    expect(
      s.call('setPlayerIdentity', { playerId: id, federation: 'ee', fmjdId: null, latinName: null, sex: 'M' }),
    ).toMatchObject({
      federation: 'EST',
      sex: 'M',
    });
    expect(
      apiError(() => s.call('setPlayerIdentity', { playerId: id, federation: 'QQ', fmjdId: null, latinName: null }))
        .issues[0]!.key,
    ).toBe('federationInvalid');
  });
});

describe('a list imported after the entries and before the draw', () => {
  it('is offered to each tournament that rates from it; taken again on request, and refused once drawn', async () => {
    const s = serviceOnNewStore('2026-12-01T10:00:00Z');
    const { id } = s.call('createTournament', { name: 'Tallinna lahtised', variant: 'international', ruleSet: 'fmjd' });
    const ids = ['Jaan Tamm', 'Mari Kask', 'Peeter Mänd'].map((name) => s.call('createPlayer', { name }).id);
    s.call('setPlayerIdentity', { playerId: ids[0]!, federation: null, fmjdId: 16310, latinName: null });
    for (const playerId of ids) s.call('addParticipant', { tournamentId: id, playerId });
    // Entered before the list came: no rating yet.
    expect(s.call('getTournament', { id }).participants.map((p) => p.rating)).toEqual([null, null, null]);
    const rows = (
      await readTable(fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'ratings', 'V261201.DRA')))
    ).rows;
    const stored = s.call('importRatings', {
      source: 'V261201.DRA',
      list: 'fmjd100',
      listDate: '2026-12-01',
      rows,
      confirm: true,
    });
    expect(stored.behind).toEqual([{ tournamentId: id, name: 'Tallinna lahtised', changed: 1 }]);
    const retaken = s.call('retakeRatings', { tournamentId: id });
    expect(retaken.participants.find((p) => p.playerId === ids[0])).toMatchObject({ rating: 2412, title: 'MF' });
    s.call('drawLots', { tournamentId: id, method: 'random', seed: 'X' });
    expect(apiError(() => s.call('retakeRatings', { tournamentId: id })).issues[0]!.key).toBe('ratingsFixedByDraw');
  });
});

describe('a list that names one player twice, and a 64-square title in a 100-square list', () => {
  it('takes his first row, says the second at its line, and stores the rest', () => {
    const s = serviceOnNewStore('2026-12-01T10:00:00Z');
    const { id } = s.call('createPlayer', { name: 'Jaan Tamm' });
    s.call('setPlayerIdentity', { playerId: id, federation: null, fmjdId: 16310, latinName: null });
    const rows = [
      { line: 1, cells: ['nr_ew', 'last_n', 'first_n', 'country', 'title', 'rating'] },
      { line: 2, cells: ['16310', 'TAMM', 'Jaan', 'EE', 'MF', '2412'] },
      { line: 3, cells: ['16311', 'KASK', 'Mari', 'EE', '', '2208'] },
      { line: 4, cells: ['16310', 'TAMM', 'Jaan', 'EE', 'MF', '2399'] },
    ];
    const input = { source: 'V261201.DRA', list: 'fmjd100', listDate: '2026-12-01', rows };
    const preview = s.call('importRatings', input);
    expect(preview.problems).toEqual([{ line: 4, column: null, code: 'playerTwice', value: '2' }]);
    expect(s.call('importRatings', { ...input, confirm: true }).stored).toBe(1);
    expect(s.call('getPlayerRatings', { playerId: id }).ratings).toMatchObject([{ rating: 2412 }]);
  });

  it('a GMI 64 title keeps the 64-square rating’s own day and file', () => {
    const s = serviceOnNewStore('2026-12-01T10:00:00Z');
    const { id } = s.call('createPlayer', { name: 'Sergei Ivanov' });
    s.call('setPlayerIdentity', { playerId: id, federation: null, fmjdId: 16332, latinName: null });
    s.call('setPlayerRating', { playerId: id, list: 'fmjd64', rating: 2300, title: null, listDate: '2026-06-01' });
    const rows = [
      { line: 1, cells: ['nr_ew', 'last_n', 'first_n', 'country', 'title', 'rating'] },
      { line: 2, cells: ['16332', 'IVANOV', 'Sergei', 'UA', 'GMI 64', '2480'] },
    ];
    s.call('importRatings', { source: 'V261201.DRA', list: 'fmjd100', listDate: '2026-12-01', rows, confirm: true });
    expect(s.call('getPlayerRatings', { playerId: id }).ratings).toEqual([
      { list: 'fmjd100', rating: 2480, title: null, listDate: '2026-12-01', source: 'V261201.DRA' },
      { list: 'fmjd64', rating: 2300, title: 'GMI', listDate: '2026-06-01', source: null },
    ]);
  });
});

describe('a list never erases what it cannot read (issue 51)', () => {
  /** Jaan Tamm (FMJD 16310) rated 2311 on FMJD's 100-square list of the quarter before. */
  function ratedTamm() {
    const s = serviceOnNewStore('2026-12-01T10:00:00Z');
    const { id } = s.call('createPlayer', { name: 'Jaan Tamm' });
    s.call('setPlayerIdentity', { playerId: id, federation: 'EST', fmjdId: 16310, latinName: null });
    s.call('setPlayerRating', { playerId: id, list: 'fmjd100', rating: 2311, title: null, listDate: '2026-09-01' });
    return { s, id };
  }

  it('a file cut short in the middle of its last row: that row is said at its column and changes nothing', async () => {
    const { s, id } = ratedTamm();
    // FMJD's file, copied over a network that broke off after the title of its last row.
    const text =
      '"nr_ew","last_n","first_n","country","title","rating"\r\n"16311","KASK","Mari","EST","","2208"\r\n"16310","TAMM","Jaan","EST","MF",';
    const rows = (await readTable(Buffer.from(text, 'utf8'))).rows;
    const input = { source: 'V261201.DRA', list: 'fmjd100', listDate: '2026-12-01', rows };
    const preview = s.call('importRatings', input);
    expect(preview.problems).toEqual([{ line: 3, column: 'F', code: 'rowShort', value: 'rating' }]);
    expect(preview.counts.problems).toBe(1);
    s.call('importRatings', { ...input, confirm: true });
    expect(s.call('getPlayerRatings', { playerId: id }).ratings).toMatchObject([
      { rating: 2311, listDate: '2026-09-01' },
    ]);
  });

  it('a row with no rating for a rated player: said per player, and taken away only when the arbiter says so', () => {
    const { s, id } = ratedTamm();
    const rows = [
      { line: 1, cells: ['nr_ew', 'last_n', 'first_n', 'country', 'title', 'rating'] },
      { line: 2, cells: ['16310', 'TAMM', 'Jaan', 'EST', '', ''] },
    ];
    const input = { source: 'V261201.DRA', list: 'fmjd100', listDate: '2026-12-01', rows };
    expect(s.call('importRatings', input).takingAway).toEqual([
      { line: 2, playerId: id, name: 'Jaan Tamm', was: 2311 },
    ]);
    s.call('importRatings', { ...input, confirm: true });
    expect(s.call('getPlayerRatings', { playerId: id }).ratings).toMatchObject([{ rating: 2311 }]);
    s.call('importRatings', { ...input, confirm: true, removeRatings: true });
    expect(s.call('getPlayerRatings', { playerId: id }).ratings).toMatchObject([
      { rating: null, listDate: '2026-12-01' },
    ]);
  });
});
