// A crosstable row's cells after the player, alike on the screen, in the hall and on paper: the results (× on the
// diagonal), then the points and the tiebreaks in the tournament's order; and the norm table's numbers. React
// elements: the screens show them and the hall and the printouts render them to markup.
import type { Rank } from '#domain/vocabulary';
import { tiebreakText, type CrosstablePlayer, type TableColumn } from './crosstable-layout';
import { formatPoints } from './numbers';

/** The results against each column's player; `className` is the style sheet's class of a result cell. */
export function ResultCells({ cells, className = 'cell' }: { cells: string[]; className?: string }) {
  return cells.map((cell, i) => (
    <td key={i} className={cell === 'x' ? `${className} self` : className}>
      {cell === 'x' ? '×' : cell}
    </td>
  ));
}

/** The player's points, then his tiebreaks in the columns' order. */
export function ScoreCells({ player, tiebreaks }: { player: CrosstablePlayer; tiebreaks: TableColumn[] }) {
  return (
    <>
      <td className="num strong">{formatPoints(player.points)}</td>
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
