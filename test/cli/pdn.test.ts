// `kabe-arbiter pdn FILE`: every game of a PDN file checked, in words or as JSON, from UTF-8 or Windows-1251 files.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from '../support/cli';
import { tempFolder } from '../support/store';

const GAMES = [
  '[White "Полоусов А."]',
  '[Black "Казас Д."]',
  '[Result "2-0"]',
  '[GameType "25"]',
  '',
  '1. c3-b4 b6-c5 2. b2-c3 f6-e5 3. a1-b2 g7-f6 4. e3-f4 f6-g5 5.',
  'b4-a5 g5xe3 6. d2xf4 c7-b6 7. a5xc7 d8xb6 8. f4-g5 h6xf4 9.',
  'a3-b4 c5xa3 10. c1-d2 a3xe3 11. f2xa5 2-0',
  '',
  '[White "Иванов"]',
  '[Black "Петров"]',
  '[GameType "25"]',
  '1. c3-d4 f6-g5 2. d4-e5 d6xf4 3. c1-d2 h6-g5 *',
  '',
].join('\r\n');

/** The text in Windows-1251, as an old Russian Windows editor saves it (Cyrillic letters only here). */
function windows1251(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = char.codePointAt(0)!;
      if (code >= 0x410 && code <= 0x44f) return 0xc0 + code - 0x410;
      if (code === 0x401) return 0xa8;
      if (code === 0x451) return 0xb8;
      return code;
    }),
  );
}

describe('kabe-arbiter pdn', () => {
  it('says per game its tags, how many half-moves can be played, its result and the first illegal move (JSON)', async () => {
    const file = path.join(tempFolder(), 'partii.pdn');
    fs.writeFileSync(file, windows1251(GAMES));
    const result = await cli(['pdn', file, '--json']);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.games).toHaveLength(2);
    expect(json.games[0]).toMatchObject({
      tags: { White: 'Полоусов А.', Black: 'Казас Д.', Result: '2-0', GameType: '25' },
      plies: 21,
      result: '2-0',
      firstIllegal: null,
    });
    expect(json.games[1]).toMatchObject({
      plies: 4,
      result: '*',
      firstIllegal: { moveNumber: 3, side: 'white', move: 'c1-d2', reason: 'a capture is compulsory: g3:e5' },
    });
    expect(json.errors).toEqual([]);
  });

  it('in words, in the language asked for; a game that cannot be read makes the exit status 2', async () => {
    const file = path.join(tempFolder(), 'partii.pdn');
    fs.writeFileSync(file, `${GAMES}[Event "katki\n`);
    const result = await cli(['pdn', file, '--lang', 'et']);
    expect(result.code).toBe(2);
    expect(result.stdout.split('\n')).toEqual([
      'Partii 1 (rida 1): Полоусов А. – Казас Д., Vene kabe (64 välja), 21 poolkäiku, tulemus 2-0',
      'Partii 2 (rida 10): Иванов – Петров, Vene kabe (64 välja), 4 poolkäiku, tulemus *',
      '  rida 13, veerg 34: 3. Valge c1-d2: löömine on kohustuslik: g3:e5',
      'rida 14, veerg 1: sildirida lõpeb enne sulgevat ]',
      'loetud 2 partiid, loetamatuid 1',
      '',
    ]);
  });
});
