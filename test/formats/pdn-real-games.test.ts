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

/** A fixture's games, read without an error and each played through to its end. */
function playedThrough(name: string) {
  const reading = readPdn(fixture(name));
  expect(reading.errors).toEqual([]);
  return reading.games.map((game) => checkGame(game, null));
}

/** A game in one line: who played, the variant, how many half-moves were played, the result, the first illegal move. */
const summary = ({ game, variant, played, firstIllegal }: ReturnType<typeof checkGame>) =>
  `${game.tags.White} – ${game.tags.Black}: ${variant}, ${played.length} half-moves, ${game.result}, illegal: ${firstIllegal}`;

describe('real games', () => {
  it('the X USSR championship (1950): every move of three games legal, as the players made them', () => {
    const games = playedThrough('ussr-1950.pdn');
    expect(games.map(summary)).toEqual([
      'Блиндер Б. – Миротин Б.: russian, 61 half-moves, 1-0, illegal: null',
      'Коршунов Д. – Коган М: russian, 69 half-moves, 1/2-1/2, illegal: null',
      'Тюнев Е. – Блиндер С.: russian, 72 half-moves, 0-1, illegal: null',
    ]);
    // The last move of the first game, 31. h4:f6, as the engine reads it.
    expect(games[0]!.played.at(-1)).toMatchObject({ number: 31, side: 'white', written: 'h4:f6' });
  });

  it('the 2003 world championship, round 1: 80, 96 and 101 half-moves of 100-square draughts, every one legal', () => {
    const games = playedThrough('wk-2003-round-1.pdn');
    expect(games.map(summary)).toEqual([
      'Ndjofang, J.M. – Heusdens, R.: international, 80 half-moves, 1/2-1/2, illegal: null',
      'Weitsman,V. – Tsjizjow,A.: international, 96 half-moves, 0-1, illegal: null',
      'Jansen,G. – Valneris,G.: international, 101 half-moves, 1-0, illegal: null',
    ]);
    // 49. 4x36 is a king's capture along the long diagonal; 20x49 answers it.
    expect(games[2]!.played.find((p) => p.written === '4x36')).toMatchObject({ number: 49, side: 'white' });
  });
});
