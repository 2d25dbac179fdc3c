// A build is skipped only when what it is made from is the same: the hash follows the inputs' content, not their
// dates (a fresh clone has every file new), and leaves out what no build reads.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputsDigest } from '#scripts/builds';
import { tempFolder } from '../support/store';

function project(): string {
  const base = tempFolder();
  fs.mkdirSync(path.join(base, 'electron', 'domain'), { recursive: true });
  fs.mkdirSync(path.join(base, 'renderer'));
  fs.writeFileSync(path.join(base, 'electron', 'domain', 'rules.ts'), 'export const HALF = 1;\n');
  fs.writeFileSync(path.join(base, 'renderer', 'index.html'), '<!doctype html>\n');
  fs.writeFileSync(path.join(base, 'package.json'), '{}\n');
  return base;
}

describe('what a build is made from', () => {
  it('is the same for the same files, whatever their dates, and changes with a file’s content or name', () => {
    const base = project();
    const first = inputsDigest(base);
    const rules = path.join(base, 'electron', 'domain', 'rules.ts');
    fs.utimesSync(rules, new Date(2030, 0, 1), new Date(2030, 0, 1));
    expect(inputsDigest(base)).toBe(first);

    fs.writeFileSync(rules, 'export const HALF = 2;\n');
    const changed = inputsDigest(base);
    expect(changed).not.toBe(first);

    fs.renameSync(rules, path.join(base, 'electron', 'domain', 'rule.ts'));
    expect(inputsDigest(base)).not.toBe(changed);
  });

  it('leaves out the tests, the docs and what the builds make', () => {
    const base = project();
    const first = inputsDigest(base);
    for (const folder of ['test', 'docs', 'dist']) {
      fs.mkdirSync(path.join(base, folder));
      fs.writeFileSync(path.join(base, folder, 'x.ts'), 'export {};\n');
    }
    expect(inputsDigest(base)).toBe(first);
    fs.writeFileSync(path.join(base, 'renderer', 'new-screen.tsx'), 'export {};\n');
    expect(inputsDigest(base)).not.toBe(first);
  });
});
