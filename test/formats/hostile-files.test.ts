// Files made elsewhere, broken or hostile: every reader answers — a refusal with its place, or what it could read —
// in bounded time and memory, and none can take the process down. The readers run apart in a worker here (apart.ts),
// so that one that never returns fails its test instead of hanging the suite. docs/reliability.md has the figures.
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPdn } from '#formats/pdn';
import { checkWorkbookBounds, MAX_WORKBOOK_UNPACKED_BYTES } from '#formats/workbook-bounds';
import { readTableBytes } from '#readers/door';
import { readApart } from '#readers/sandbox';
import { readApartTimed } from '../support/apart';
import { cli } from '../support/cli';
import { apiError, serviceOnNewStore } from '../support/service';
import { tempFolder } from '../support/store';

const fixtures = new URL('../fixtures/', import.meta.url);
const fixture = (name: string) => new Uint8Array(fs.readFileSync(new URL(name, fixtures)));

describe('a hostile PDN file', () => {
  it('a stray } or ] outside a comment or tag is said at its line and column, and the games around it are read', async () => {
    const text = [
      '[Event "one"]',
      '1. c3-d4 f6-g5 *',
      '[Event "two"]',
      '1. c3-d4 } f6-g5 *',
      '[Event "three"]',
      '1. c3-d4 ] f6-g5 *',
      '[Event "four"]',
      '1. c3-d4 f6-g5 *',
    ].join('\n');
    // Apart first: the reader once stood still on that character forever.
    const [[timed] = []] = await readApartTimed(
      [{ module: 'electron/formats/pdn.ts', name: 'readPdn', inputs: [text] }],
      10,
    );
    expect(timed!.threw).toBeNull();
    const { games, errors } = readPdn(text);
    expect(games.map((game) => game.tags.Event)).toEqual(['one', 'four']);
    expect(errors).toEqual([
      { line: 4, column: 10, said: { key: 'pdn.unexpected', params: { text: '}' } } },
      { line: 6, column: 10, said: { key: 'pdn.unexpected', params: { text: ']' } } },
    ]);
  });

  it('hundreds of thousands of stray characters, tags, brackets or padded squares are read once, one message a game', async () => {
    const tags = Array.from({ length: 30_000 }, (_, i) => `[Tag${i} "v"]`);
    const inputs = [
      '}'.repeat(300_000),
      ']'.repeat(300_000),
      `${tags.join('')}\n1. c3-d4 *`, // all on one line
      `${tags.join('\n')}\n1. c3-d4 *`,
      '{\n[Event "x"]\n'.repeat(20_000), // comments never closed, each scanned only to the next game
      '('.repeat(300_000),
      `1. 1${'- 1'.repeat(100_000)}`, // one move padded a hundred thousand times
    ];
    const [timed = []] = await readApartTimed([{ module: 'electron/formats/pdn.ts', name: 'readPdn', inputs }], 25);
    expect(timed).toHaveLength(inputs.length);
    for (const [i, reading] of timed.entries()) {
      expect(reading.threw, `input ${i}`).toBeNull();
      // Linear: each is a few hundred milliseconds; a quadratic reader took minutes or never ended.
      expect(reading.ms, `input ${i}`).toBeLessThan(5_000);
    }
    const { games, errors } = readPdn(inputs[2]!);
    expect(games).toHaveLength(1);
    expect(Object.keys(games[0]!.tags)).toHaveLength(30_000);
    expect(errors).toEqual([]);
    expect(readPdn(inputs[0]!).errors).toHaveLength(1);
  });

  it('a games import of more games than any tournament holds is refused before they are played through', () => {
    const s = serviceOnNewStore('2026-11-25T10:00:00Z');
    const { id } = s.call('createTournament', { name: 'Klubi', variant: 'russian', ruleSet: 'ussr1953' });
    const refused = apiError(() =>
      s.call('previewGamesImport', { tournamentId: id, pdn: '1.c3-d4 2-0\n'.repeat(100_000) }),
    );
    expect(refused.issues[0]).toMatchObject({ key: 'gamesImportTooMany', params: { count: 100_000, max: 760 } });
  });

  it('`pdn FILE` refuses a file over its bound before reading it, in the user’s language', async () => {
    const file = path.join(tempFolder(), 'huge.pdn');
    fs.writeFileSync(file, '');
    fs.truncateSync(file, 10_000_001); // sparse: nothing is written, the size is what is checked
    const refused = await cli(['pdn', file, '--lang', 'et']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('suurem kui 10 MB');
    const games = await cli(['--db', path.join(tempFolder(), 'x.sqlite'), 'games', 'import', '1', file]);
    expect(games.code).toBe(2);
    expect(games.stderr).toContain('larger than 2 MB');
    // A file that says no size (a device, a pipe) is read no further than its bound.
    const endless = await cli(['pdn', '/dev/zero']);
    expect(endless.code).toBe(2);
    expect(endless.stderr).toContain('larger than 10 MB');
  });
});

/** The ZIP's central-directory entry of `name`: where its declared unpacked size is kept. */
function declaredSizeAt(zip: Uint8Array, name: string): number {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = zip.length - 46; at >= 0; at -= 1)
    if (view.getUint32(at, true) === 0x02014b50) {
      const length = view.getUint16(at + 28, true);
      if (new TextDecoder().decode(zip.subarray(at + 46, at + 46 + length)) === name) return at + 24;
    }
  throw new Error(`${name} is not in the archive`);
}

describe('a hostile workbook', () => {
  const sheet = 'xl/worksheets/sheet1.xml';

  it('the 2 MB workbook whose sheet unpacks to 2 GiB is refused by its declared size, and nothing is unpacked', async () => {
    const bomb = fixture('hostile/sheet-bomb.xlsx');
    expect(bomb.length).toBeLessThan(2_200_000);
    const before = process.memoryUsage();
    await expect(readTableBytes(bomb)).rejects.toMatchObject({
      issues: [{ path: 'file', key: 'workbookTooLarge', params: { max: 50, entry: sheet } }],
    });
    // The check runs here too, in this process: the memory it leaves is what it was.
    expect(() => checkWorkbookBounds(bomb)).toThrow(/unpacks to more than 50 MB/);
    const after = process.memoryUsage();
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(50_000_000);
  });

  it('the same bomb declaring a small size is stopped where it passes it, counted as it unpacks', () => {
    const lying = fixture('hostile/sheet-bomb.xlsx');
    new DataView(lying.buffer).setUint32(declaredSizeAt(lying, sheet), 5_000, true);
    const before = process.memoryUsage().arrayBuffers;
    const started = performance.now();
    expect(() => checkWorkbookBounds(lying)).toThrow(/unpacks to more than the 5000 bytes it declares/);
    // Stopped at the first step past 5,000 bytes, not after 2 GiB.
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(50_000_000);
    // And one declaring just under the bound, but unpacking beyond it, is stopped there.
    new DataView(lying.buffer).setUint32(declaredSizeAt(lying, sheet), MAX_WORKBOOK_UNPACKED_BYTES - 100_000, true);
    expect(() => checkWorkbookBounds(lying)).toThrow(/declares/);
  });

  it('the bomb with a directory that reads two ways — two counts, or a ZIP64 record before its end — is refused', async () => {
    const bomb = fixture('hostile/sheet-bomb.xlsx');
    const end = bomb.length - 22;
    expect(new DataView(bomb.buffer).getUint32(end, true)).toBe(0x06054b50);
    // "Total entries" 0 while "entries on this disk" (what fflate reads) still lists the bomb.
    const twoCounts = bomb.slice();
    new DataView(twoCounts.buffer).setUint16(end + 10, 0, true);
    await expect(readTableBytes(twoCounts)).rejects.toMatchObject({ issues: [{ key: 'workbookDamaged' }] });
    // A ZIP64 locator before the end record: fflate would read the directory it points to.
    const locator = new Uint8Array(20);
    new DataView(locator.buffer).setUint32(0, 0x07064b50, true);
    const zip64 = new Uint8Array([...bomb.subarray(0, end), ...locator, ...bomb.subarray(end)]);
    await expect(readTableBytes(zip64)).rejects.toMatchObject({
      issues: [{ key: 'workbookTooManyParts', params: { parts: 'ZIP64' } }],
    });
  });

  it('a workbook whose one cell stands at the sheet’s far corner is stopped at the reader’s memory limit, and this process goes on', async () => {
    // read-excel-file makes the sheet a full grid: 1,048,576 rows of 16,384 columns. The worker runs out of memory
    // (here its limit is small, to be quick), the refusal says so, and the arbiter's process never noticed.
    await expect(
      readApart('table', fixture('hostile/far-corner.xlsx'), { seconds: 20, megabytes: 64 }),
    ).rejects.toMatchObject({
      issues: [{ key: 'readingTooLarge', params: { megabytes: 64 } }],
    });
    const list = await readTableBytes(fixture('players/kalev-libreoffice.xlsx'));
    expect(list.rows.length).toBeGreaterThan(2);
  });

  it('a reader that runs past its time is stopped and said so', async () => {
    await expect(
      readApart('pdn', '1. c3-d4 '.repeat(200_000), { seconds: 0.001, megabytes: 256 }),
    ).rejects.toMatchObject({
      issues: [{ key: 'readingTooLong' }],
    });
  });
});

/** Random changes to a real file: bytes flipped, inserted (the characters readers give meaning to among them),
 * deleted, and whole stretches repeated — which is where a reader's time can grow faster than the file. */
function mutated(original: Uint8Array): fc.Arbitrary<Uint8Array> {
  const special = [...'{}[]()";$%\\\n\r\t,;=+-@xX:*.0123456789 '].map((c) => c.charCodeAt(0));
  const change = fc.oneof(
    fc.record({ kind: fc.constant('flip' as const), at: fc.nat(), byte: fc.nat(255) }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), byte: fc.constantFrom(...special, 0, 0xff, 0xd0) }),
    fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.nat(64) }),
    fc.record({
      kind: fc.constant('repeat' as const),
      at: fc.nat(),
      length: fc.nat(64),
      times: fc.integer({ min: 2, max: 1_000 }),
    }),
  );
  return fc.array(change, { minLength: 1, maxLength: 8 }).map((changes) => {
    let bytes = Array.from(original);
    for (const c of changes) {
      const at = bytes.length === 0 ? 0 : c.at % bytes.length;
      if (c.kind === 'flip') bytes[at] = c.byte;
      else if (c.kind === 'insert') bytes.splice(at, 0, c.byte);
      else if (c.kind === 'delete') bytes.splice(at, c.length);
      else
        bytes = [
          ...bytes.slice(0, at),
          ...Array.from({ length: c.times }, () => bytes.slice(at, at + c.length)).flat(),
          ...bytes.slice(at),
        ];
    }
    return new Uint8Array(bytes);
  });
}

/** Random bytes, and random bytes of the characters that mean something to a reader. */
const noise = fc.oneof(
  fc.uint8Array({ maxLength: 20_000 }),
  fc
    .array(fc.constantFrom(...'{}[]()";$%\n,;x-1. '), { maxLength: 20_000 })
    .map((chars) => new TextEncoder().encode(chars.join(''))),
);

describe('every reader on random bytes and on mutations of real files', () => {
  const readers = [
    { name: 'pdnBytes', files: ['games/ussr-1950.pdn', 'games/wk-2003-round-1.pdn', 'repetition.pdn'], throws: [] },
    { name: 'csvBytes', files: ['players/kalev-eesti-excel.csv', 'players/narva-ru.csv'], throws: [] },
    { name: 'tableBytes', files: ['players/kalev-libreoffice.xlsx'], throws: ['ApiError'] },
    { name: 'matrixBytes', files: ['tartu-6-paper.csv', 'paper-disagreeing.csv'], throws: ['MatrixError'] },
    { name: 'tournamentFileBytes', files: ['tartu-6.json'], throws: ['ApiError', 'SyntaxError'] },
    { name: 'ratingListBytes', files: ['ratings/V261001.DRA'], throws: ['ApiError'] },
    {
      name: 'openingTableBytes',
      files: ['openings/sample.txt', 'openings/older-copy-errors.txt'],
      throws: ['OpeningTableError'],
    },
  ];
  it('each answers, or refuses in its own words, every input in bounded time', async () => {
    const seed = Date.now();
    const asked = readers.map(({ name, files }) => ({
      module: 'test/support/readers-under-test.ts',
      name,
      inputs: [
        ...fc.sample(noise, { numRuns: 4, seed }),
        ...files.flatMap((file) => fc.sample(mutated(fixture(file)), { numRuns: 6, seed })),
      ],
    }));
    const answers = await readApartTimed(asked, 25);
    for (const [r, timed] of answers.entries())
      for (const [i, reading] of timed.entries()) {
        const where = `${readers[r]!.name}, seed ${seed}, input ${i}: ${reading.message ?? ''}`;
        if (reading.threw !== null) expect(readers[r]!.throws, where).toContain(reading.threw);
        expect(reading.ms, where).toBeLessThan(2_000);
      }
  });
});
