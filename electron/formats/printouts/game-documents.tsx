// The papers of one game: the envelope of an adjourned game (the position, the sealed move's number and place, the
// times, the signatures) and the score sheet with its moves and a diagram.
import { formatDateTime, formatLocalDateTime } from '../dates';
import { Diagram } from '../diagram';
import { boardText, formatResult } from '../numbers';
import { FactsTable, Heads } from './page';
import { num, type Content, type PrintoutData } from './printout-data';

/** §34: what the envelope of an adjourned game states — the players, the position, who sealed, the number of the
 * sealed move, both players' times; and (FIDE) the resumption and a pending draw offer. Never the move itself. */
export function envelope({ envelope: e, tournament, labels }: PrintoutData): Content {
  if (!e) throw new RangeError('An envelope printout needs an adjourned game');
  const sealer = e.sealer === 'white' ? `${labels.white} — ${e.white.name}` : `${labels.black} — ${e.black.name}`;
  const rows: [string, string][] = [
    [
      labels.round,
      `${e.round ?? ''}, ${labels.board.toLowerCase()} ${boardText(e, tournament.settings.kind !== 'individual')}`,
    ],
    [labels.white, `${e.white.no}. ${e.white.name}`],
    [labels.black, `${e.black.no}. ${e.black.name}`],
    [labels.envelope.sealer, sealer],
    [labels.envelope.moveNumber, String(e.sealedMoveNumber)],
    [
      labels.envelope.times,
      `${labels.white} ${e.whiteUsed} · ${labels.black} ${e.blackUsed}${e.early ? ` (${labels.envelope.early(tournament.ruleSet)})` : ''}`,
    ],
    // A day and time as the players' language writes them ("15. märts 2026, kell 10:00"), not as stored.
    [
      labels.envelope.resume,
      [e.resumeAt ? formatLocalDateTime(e.resumeAt, labels.lang) : null, e.resumePlace].filter(Boolean).join(', '),
    ],
    [labels.envelope.drawOffer, e.drawOfferPending ? labels.envelope.yes : labels.envelope.no],
    // The moment of sealing is stored in UTC: shown on the hall's clock.
    [labels.envelope.sealedAt, formatDateTime(e.sealedAt, labels.lang)],
  ];
  const body = (
    <>
      <div className="envelope">
        {/* The details across the page's width, each on one line; the position under them. */}
        <FactsTable facts={rows} />
        <div className="diagram">
          <Diagram variant={tournament.variant} fen={e.position} />
          <p className="small">{e.position}</p>
        </div>
      </div>
      <p className="small">{labels.envelope.rule(tournament.ruleSet)}</p>
      <div className="signatures">
        <div className="sign">{labels.white}</div>
        <div className="sign">{labels.black}</div>
      </div>
    </>
  );
  return { title: labels.titles.envelope, body };
}

/** A game's score sheet as the federation files it: the players, the moves in two columns by their numbers, the
 * result, the position where the moves end, and both players' signatures beside the chief arbiter's. */
export function scoreSheet({ scoreSheet: sheet, tournament, labels }: PrintoutData): Content {
  if (!sheet) throw new RangeError('A score sheet printout needs a game');
  const { record, game, round } = sheet;
  const words = labels.scoreSheet;
  // The diagram: the position after the half-moves asked for (the start for 0), else where the moves end.
  const ply = Math.min(sheet.ply ?? record.moves.length, record.moves.length);
  const at = ply === 0 ? null : record.moves[ply - 1]!;
  const diagramLabel = at ? words.positionAfter(at.number, labels[at.side], at.move) : words.startPosition;
  // One row a move number: White's move and Black's reply (a record that starts with Black leaves the first empty).
  const rows = new Map<number, { white?: string; black?: string }>();
  for (const m of record.moves) rows.set(m.number, { ...rows.get(m.number), [m.side]: m.move });
  // The moves in two columns side by side, as a paper score sheet has them: 40 moves are 20 lines, on one page.
  const lines = [...rows];
  const half = Math.ceil(lines.length / 2);
  const columns = [lines.slice(0, half), lines.slice(half)];
  const end = at?.after ?? record.start;
  // The game's result as entered (½ – ½, a forfeit), else the one the record ends with, else none yet.
  const entered = formatResult(game.result === 'adjourned' ? null : game.result, tournament.settings.scoring);
  const result = entered || (record.result && record.result !== '*' ? record.result : '—');
  const facts = (
    <FactsTable
      narrow
      facts={[
        [
          labels.round,
          `${round ?? '?'}, ${labels.board.toLowerCase()} ${boardText(game, tournament.settings.kind !== 'individual')}`,
        ],
        [labels.white, `${game.white.no}. ${game.white.name}`],
        [labels.black, `${game.black.no}. ${game.black.name}`],
        [words.result, result],
      ]}
    />
  );
  // The facts with the final position beside them, then the moves across the page: 40 moves and the signatures on
  // one A4 sheet.
  const body = (
    <>
      {record.recorded ? (
        <>
          <div className="sheet-head">
            {facts}
            <div className="diagram">
              <Diagram variant={tournament.variant} fen={end} label={diagramLabel} />
              <p className="small">{diagramLabel}</p>
            </div>
          </div>
          <div className="move-columns">
            {columns
              .filter((column) => column.length > 0)
              .map((column, c) => (
                <table className="moves" key={c}>
                  <Heads columns={[num(words.move), labels.white, labels.black]} />
                  <tbody>
                    {column.map(([number, row]) => (
                      <tr key={number}>
                        <td className="num">{number}</td>
                        <td>{row.white ?? ''}</td>
                        <td>{row.black ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ))}
          </div>
        </>
      ) : (
        <>
          {facts}
          <p>{words.noRecord}</p>
        </>
      )}
      {record.unplayed.length ? (
        <p className="small">{`${words.unplayed} ${record.unplayed.map((m) => m.text).join(' ')}`}</p>
      ) : null}
      <div className="signatures">
        <div className="sign">{`${labels.white}: ${game.white.name}`}</div>
        <div className="sign">{`${labels.black}: ${game.black.name}`}</div>
      </div>
    </>
  );
  return { title: `${labels.titles.scoreSheet}: ${game.white.name} – ${game.black.name}`, body };
}
