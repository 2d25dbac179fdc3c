// Real published games read and played to their end: three games of the X USSR championship (1950) in Russian
// draughts — no GameType tag, a start FEN in PDN numbers with a trailing dot, moves in letters — and three games of
// round 1 of the 2003 world championship in 100-square draughts (test/fixtures/games, with their source).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPdn } from '#formats/pdn';
import { checkGame } from '#formats/pdn-check';
import { projectRoot } from '../support/cli';

const fixture = (name: string) => fs.readFileSync(path.join(projectRoot, 'test', 'fixtures', 'games', name), 'utf8');

describe('real games', () => {
  it('the X USSR championship (1950): every move of three games legal, as the players made them', () => {
    const reading = readPdn(fixture('ussr-1950.pdn'));
    expect(reading.errors).toEqual([]);
    const games = reading.games.map((game) => checkGame(game, null));
    expect(games.map((g) => [g.game.tags.White, g.variant, g.played.length, g.game.result, g.firstIllegal])).toEqual([
      ['Блиндер Б.', 'russian', 61, '1-0', null],
      ['Коршунов Д.', 'russian', 69, '1/2-1/2', null],
      ['Тюнев Е.', 'russian', 72, '0-1', null],
    ]);
    // The last move of the first game, 31. h4:f6, as the engine reads it.
    expect(games[0]!.played.at(-1)).toMatchObject({ number: 31, side: 'white', written: 'h4:f6' });
  });

  it('the 2003 world championship, round 1: 80, 96 and 101 half-moves of 100-square draughts, every one legal', () => {
    const reading = readPdn(fixture('wk-2003-round-1.pdn'));
    expect(reading.errors).toEqual([]);
    const games = reading.games.map((game) => checkGame(game, null));
    expect(games.map((g) => [g.game.tags.Black, g.variant, g.played.length, g.game.result, g.firstIllegal])).toEqual([
      ['Heusdens, R.', 'international', 80, '1/2-1/2', null],
      ['Tsjizjow,A.', 'international', 96, '0-1', null],
      ['Valneris,G.', 'international', 101, '1-0', null],
    ]);
    // 49. 4x36 is a king's capture along the long diagonal; 20x49 answers it.
    expect(games[2]!.played.find((p) => p.written === '4x36')).toMatchObject({ number: 49, side: 'white' });
  });
});
