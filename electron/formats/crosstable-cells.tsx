// A crosstable row's cells after the player, alike on the screen, in the hall and on paper: the results (× on the
// diagonal), then the points and the tiebreaks in the tournament's order; and the norm table's numbers. React
// elements: the screens show them and the hall and the printouts render them to markup.
import type { Rank } from '#domain/vocabulary';
import {
  gameSymbols,
  scoreText,
  tiebreakText,
  type CrosstablePlayer,
  type ScoreColumn,
  type TableColumn,
} from './crosstable-layout';
import { formatPoints } from './numbers';

/** The results against each column's player; `className` is the style sheet's class of a result cell. In a round
 * robin of micro-matches `matches` holds each match's score ("3:1"), shown instead of the games or, with `games`
 * "shown", above them (the printout's full record); "title" keeps the games in the cell's tooltip. */
export function ResultCells({
  cells,
  matches = null,
  games = 'shown',
  className = 'cell',
}: {
  cells: string[];
  matches?: string[] | null;
  games?: 'shown' | 'title';
  className?: string;
}) {
  return cells.map((cell, i) => {
    if (cell === 'x') {
      return (
        <td key={i} className={`${className} self`}>
          ×
        </td>
      );
    }
    const match = matches?.[i];
    if (match === undefined || match === cell) {
      return (
        <td key={i} className={className}>
          {cell}
        </td>
      );
    }
    const gamesText = gameSymbols(cell).join(' ');
    return (
      <td key={i} className={`${className} match`} title={games === 'title' ? gamesText : undefined}>
        {match}
        {games === 'shown' ? <span className="match-games">{gamesText}</span> : null}
      </td>
    );
  });
}

/** The player's score (his points, or his match points where they order the table), then his tiebreaks in the
 * columns' order. */
export function ScoreCells({
  player,
  score,
  tiebreaks,
}: {
  player: CrosstablePlayer;
  score: ScoreColumn;
  tiebreaks: TableColumn[];
}) {
  return (
    <>
      <td className="num strong">{scoreText(player, score)}</td>
      {tiebreaks.map((tiebreak) => (
        <td key={tiebreak} className="num">
          {tiebreakText(player, tiebreak)}
        </td>
      ))}
    </>
  );
}

/** The norm table's numbers: the games played, the points, and the points each of `ranks` needs with that many
 * games (blank where none was worked out). */
export function NormCells({ player, ranks }: { player: CrosstablePlayer; ranks: Rank[] }) {
  return (
    <>
      <td className="num">{player.games}</td>
      <td className="num strong">{formatPoints(player.points)}</td>
      {ranks.map((rank) => (
        <td key={rank} className="num">
          {player.norm.needed[rank] === undefined ? '' : formatPoints(player.norm.needed[rank]!)}
        </td>
      ))}
    </>
  );
}
