// What makes `npm run bench` an instrument rather than a list of rows (docs/performance.md): each row's goal read as
// a condition and checked, and this run compared with the last run recorded in docs/performance.md — kept there as
// data, in a fenced `json bench-last-run` block — so that a row that misses its goal, or is more than a quarter slower
// than last time, is named at the end of the run, the day it happens. A row measured against a floor in the same loop
// slipped when it is slower *against its floor*: this machine's speed moves by half between hours, and a write that
// waits on the disk's fsync moves with the disk, floor and all. `npm run bench -- --record` writes this run into that
// block.
import fs from 'node:fs';

/** One measured row: its figure (ms, or MiB for memory) and whether it meets its goal (null: a reference row). */
export interface Measure {
  key: string;
  what: string;
  value: number;
  unit: 'ms' | 'MiB';
  met: boolean | null;
  /** The floor it was measured against, in the same loop (ms); none for a row that has only a goal. */
  floor?: number;
}

/** A row's key: its words without the figures that change between runs (the archive's size in MB, a count). */
export function keyOf(what: string): string {
  return what
    .replace(/[\d,.]+/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The goal as the table writes it, checked: "≤ 4×" against the ratio, "< 20 ms", "< 2 s", "< 150 MiB" against the
 * figure; anything else (a reference) is no goal. */
export function goalMet(goal: string, value: number, ratio: number | null): boolean | null {
  const times = /^≤ ([\d.]+)×$/.exec(goal);
  if (times) return ratio === null ? null : ratio <= Number(times[1]);
  const under = /^< ([\d.]+) (ms|s|MiB)$/.exec(goal);
  if (under) return value < Number(under[1]) * (under[2] === 's' ? 1000 : 1);
  return null;
}

const BLOCK = /```json bench-last-run\n([\s\S]*?)\n```/;

export interface RecordedRun {
  date: string;
  machine: string;
  /** Each row's figure by its key. */
  rows: Record<string, number>;
  /** The floor of each row that has one, by its key (runs recorded before floors were kept have none). */
  floors?: Record<string, number>;
}

/** The last run docs/performance.md records; null when it has none (or the block is not JSON). */
export function lastRecordedRun(docs: string): RecordedRun | null {
  const found = BLOCK.exec(fs.readFileSync(docs, 'utf8'));
  if (!found) return null;
  try {
    return JSON.parse(found[1]!) as RecordedRun;
  } catch {
    return null;
  }
}

/** This run written into docs/performance.md as its last run (the block replaced, or added at the end). */
export function recordRun(docs: string, run: RecordedRun): void {
  const text = fs.readFileSync(docs, 'utf8');
  const block = `\`\`\`json bench-last-run\n${JSON.stringify(run, null, 2)}\n\`\`\``;
  fs.writeFileSync(docs, BLOCK.test(text) ? text.replace(BLOCK, () => block) : `${text.trimEnd()}\n\n${block}\n`);
}

/** A slip: more than a quarter slower than the last recorded run. */
export const SLIP = 1.25;

/** The lines that end the run: the rows that miss their goal, those that slipped since the recorded run — a row with
 * a floor in both runs by its ratio to it, any other by its figure — and those slower only as much as their floors
 * (the machine that day, not the app). */
export function verdict(measures: readonly Measure[], last: RecordedRun | null): string[] {
  const missed = measures.filter((m) => m.met === false);
  const lines = [
    missed.length === 0 ? 'Every row with a goal meets it.' : `Rows that miss their goal (${missed.length}):`,
    ...missed.map((m) => `  - ${m.what}: ${figure(m)}`),
  ];
  if (!last)
    return [...lines, 'No run is recorded in docs/performance.md to compare with (npm run bench -- --record).'];
  const was = (m: Measure) => last.rows[m.key];
  const slowerFigure = (m: Measure) => {
    const before = was(m);
    return before !== undefined && before > 0 && m.value > before * SLIP;
  };
  /** The row's ratio to its floor, now and in the recorded run — when both runs have a floor to divide by. */
  const ratios = (m: Measure) => {
    const before = was(m);
    const floorBefore = last.floors?.[m.key];
    if (before === undefined || m.floor === undefined || !(m.floor > 0) || !(floorBefore! > 0)) return null;
    return { now: m.value / m.floor, then: before / floorBefore!, floorNow: m.floor, floorThen: floorBefore! };
  };
  const slipped = measures.filter((m) => {
    const r = ratios(m);
    return r ? r.now > r.then * SLIP : slowerFigure(m);
  });
  const machine = measures.filter((m) => {
    const r = ratios(m);
    return r !== null && r.now <= r.then * SLIP && slowerFigure(m);
  });
  const then = (m: Measure) => figure({ ...m, value: was(m)! });
  const againstFloor = (m: Measure) => {
    const r = ratios(m);
    return r ? ` (${r.now.toFixed(1)}× its floor, was ${r.then.toFixed(1)}×)` : '';
  };
  lines.push(
    slipped.length === 0
      ? `No row is more than 25 % slower than the run recorded on ${last.date}.`
      : `Rows more than 25 % slower than the run recorded on ${last.date} (${slipped.length}):`,
    ...slipped.map((m) => `  - ${m.what}: ${figure(m)}, was ${then(m)}${againstFloor(m)}`),
  );
  if (machine.length > 0)
    lines.push(
      `Rows more than 25 % slower whose floors slowed as much — the machine today, not the app (${machine.length}):`,
      ...machine.map((m) => {
        const r = ratios(m)!;
        return `  - ${m.what}: ${figure(m)}, was ${then(m)}; its floor ${figure({ ...m, value: r.floorNow })}, was ${figure({ ...m, value: r.floorThen })}`;
      }),
    );
  return lines;
}

function figure(m: Pick<Measure, 'value' | 'unit'>): string {
  if (m.unit === 'MiB') return `${m.value.toFixed(0)} MiB`;
  return m.value >= 100 ? `${m.value.toFixed(0)} ms` : `${m.value.toFixed(2)} ms`;
}
