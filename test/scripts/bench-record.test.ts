// The bench as an instrument (scripts/bench-record.ts): each goal read as the condition it says, and a run compared
// with the last one recorded in docs/performance.md, so that a row that misses its goal or slipped is named.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { goalMet, keyOf, lastRecordedRun, recordRun, verdict, type Measure } from '#scripts/bench-record';
import { tempFolder } from '../support/store';

const measure = (what: string, value: number, met: boolean | null): Measure => ({
  key: keyOf(what),
  what,
  value,
  unit: 'ms',
  met,
});

describe('the bench’s verdict', () => {
  it('reads each goal as the table writes it', () => {
    expect(goalMet('≤ 4×', 300, 3.2)).toBe(true);
    expect(goalMet('≤ 1.2×', 40, 2.1)).toBe(false);
    expect(goalMet('< 20 ms', 14.5, null)).toBe(true);
    expect(goalMet('< 2 s', 2828, 10.5)).toBe(false);
    expect(goalMet('< 150 MiB', 99, null)).toBe(true);
    expect(goalMet('(reference)', 1, 1)).toBeNull();
  });

  it('keys a row by its words, not by the figures in them', () => {
    expect(keyOf('open the archive (10,000 tournaments, 325 MB)')).toBe(
      keyOf('open the archive (10,000 tournaments, 341 MB)'),
    );
  });

  it('names the rows that miss their goal and those more than 25 % slower than the recorded run', () => {
    const docs = path.join(tempFolder(), 'performance.md');
    fs.writeFileSync(docs, '# Performance\n');
    expect(lastRecordedRun(docs)).toBeNull();
    const before = [measure('open the archive (325 MB)', 5, true), measure('rank list', 10, true)];
    recordRun(docs, {
      date: '2026-11-27',
      machine: 'test',
      rows: Object.fromEntries(before.map((m) => [m.key, m.value])),
    });
    const last = lastRecordedRun(docs)!;
    expect(last.date).toBe('2026-11-27');
    const now = [
      measure('open the archive (341 MB)', 6.5, true),
      measure('rank list', 12, true),
      measure('pdn', 2800, false),
    ];
    expect(verdict(now, last)).toEqual([
      'Rows that miss their goal (1):',
      '  - pdn: 2800 ms',
      'Rows more than 25 % slower than the run recorded on 2026-11-27 (1):',
      '  - open the archive (341 MB): 6.50 ms, was 5.00 ms',
    ]);
    // Recorded again: the block is replaced, not added.
    recordRun(docs, { ...last, date: '2026-11-28' });
    expect(fs.readFileSync(docs, 'utf8').match(/bench-last-run/g)).toHaveLength(1);
  });

  it('judges a row with a floor by its ratio to it, and tells the machine’s slower day from the app’s', () => {
    const against = (what: string, value: number, floor: number): Measure => ({ ...measure(what, value, true), floor });
    const last = {
      date: '2026-11-27',
      machine: 'test',
      rows: {
        [keyOf('record a result')]: 0.47,
        [keyOf('undo a result')]: 1.41,
        [keyOf('open the archive')]: 2.6,
        [keyOf('crosstable')]: 0.18,
        [keyOf('berger')]: 245,
      },
      floors: {
        [keyOf('record a result')]: 0.31,
        [keyOf('undo a result')]: 0.7,
        [keyOf('open the archive')]: 0.6,
        // A floor recorded as nothing (a clock's step rounded away) divides nothing: the figure is compared.
        [keyOf('crosstable')]: 0,
      },
    };
    const now = [
      // The disk's fsync slower today: the write and its floor (the same UPDATE + INSERT) alike, 1.5× both times.
      against('record a result', 0.67, 0.435),
      // Slower against the same floor: the app.
      against('undo a result', 1.92, 0.69),
      // As fast as before on a faster day, while its floor got a third faster: slower against it, the app again.
      against('open the archive', 2.6, 0.4),
      against('crosstable', 0.3, 0.0014),
      // A floor this run has but the recorded run had not: compared by its figure, as before.
      against('berger', 320, 77),
    ];
    expect(verdict(now, last)).toEqual([
      'Every row with a goal meets it.',
      'Rows more than 25 % slower than the run recorded on 2026-11-27 (4):',
      '  - undo a result: 1.92 ms, was 1.41 ms (2.8× its floor, was 2.0×)',
      '  - open the archive: 2.60 ms, was 2.60 ms (6.5× its floor, was 4.3×)',
      '  - crosstable: 0.30 ms, was 0.18 ms',
      '  - berger: 320 ms, was 245 ms',
      'Rows more than 25 % slower whose floors slowed as much — the machine today, not the app (1):',
      '  - record a result: 0.67 ms, was 0.47 ms; its floor 0.43 ms, was 0.31 ms',
    ]);
  });

  it('records each row’s floor beside its figure', () => {
    const docs = path.join(tempFolder(), 'performance.md');
    fs.writeFileSync(docs, '# Performance\n');
    recordRun(docs, { date: '2026-11-28', machine: 'test', rows: { a: 2 }, floors: { a: 1 } });
    expect(lastRecordedRun(docs)!.floors).toEqual({ a: 1 });
  });
});
