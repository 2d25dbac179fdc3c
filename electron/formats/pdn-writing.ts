// Writing PDN (PDN 3.0) for other draughts programs: the seven tags and GameType, a FEN tag for a game that starts
// elsewhere, the moves numbered from the side that starts, comments in braces, the result, lines of at most 80
// characters. What `readPdn` reads back as written (test/service/game-import.test.ts).

export interface GameToWrite {
  tags: [name: string, value: string][];
  /** PDN FEN of the start, or null for the variant's start (White to move). */
  start: string | null;
  /** `number`: the sheet's own number, written where the sheet wrote one (a game that starts at move 26). */
  moves: { text: string; comment?: string; number?: number }[];
  result: string;
}

const WIDTH = 80;

function tag(name: string, value: string): string {
  return `[${name} "${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"]`;
}

/** The movetext's words: numbers before White's moves (and `1...` when Black starts) — counted on from the sheet's own
 * where it wrote one — comments after their move. */
function movetext(game: GameToWrite): string[] {
  const words: string[] = [];
  let number = 1;
  let white = !/^\s*B/i.test(game.start ?? 'W');
  game.moves.forEach((move, index) => {
    if (move.number !== undefined) number = move.number;
    if (white) words.push(`${number}.`);
    else if (index === 0 || move.number !== undefined) words.push(`${number}...`);
    words.push(move.text);
    if (move.comment) words.push(`{${move.comment.replace(/[{}]/g, '')}}`);
    if (!white) number += 1;
    white = !white;
  });
  if (game.result) words.push(game.result);
  return words;
}

/** A score sheet's moves as PDN movetext, for the arbiter to read and correct: numbered, comments in braces. */
export function writeMovetext(game: Omit<GameToWrite, 'tags'>): string {
  return wrap(movetext({ ...game, tags: [] })).join('\n');
}

/** Words joined by spaces into lines of at most WIDTH characters (a longer comment keeps its own line). */
function wrap(words: string[]): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

export function writePdn(games: readonly GameToWrite[]): string {
  if (games.length === 0) return '';
  return games
    .map((game) => {
      const tags = [...game.tags, ...(game.start ? ([['FEN', game.start]] as [string, string][]) : [])];
      return [...tags.map(([name, value]) => tag(name, value)), '', ...wrap(movetext(game))].join('\n');
    })
    .join('\n\n')
    .concat('\n');
}
