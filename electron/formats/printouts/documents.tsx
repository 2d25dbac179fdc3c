// The printouts an arbiter hands out and sends to the federation: the numbered list after the draw, the pairings of
// a round, the schedule of all rounds, the crosstable and the rank norm report.
import type { ReactNode } from 'react';
import { PRINTOUT_KINDS, type PrintoutKind } from '#api/operations';
import type {
  AdjournmentView,
  GameRecordView,
  CrosstableView,
  Schedule,
  ScheduledGame,
  ScheduledRound,
  TournamentDetail,
} from '#api/views';
import type { NameStyle } from '#domain/names';
import type { Scoring } from '#domain/results';
import type { Rank } from '#domain/vocabulary';
import { withdrawalRuleOf } from '../citations';
import { crosstableLayout, tiebreakText } from '../crosstable-layout';
import { formatDateTime, formatLocalDateTime } from '../dates';
import { Diagram } from '../diagram';
import { decimalIn, formatPoints as points, formatResult as resultText, normNoteParams } from '../numbers';
import { rankShort } from '../rank-text';
import type { PrintLabels } from './labels';
import { FactsTable, Heads, page, type SheetOptions } from './page';

export { PRINTOUT_KINDS, type PrintoutKind };

export interface PrintoutData {
  /** The envelope of one adjourned game (kind "envelope"). */
  envelope?: AdjournmentView;
  /** One game's score sheet and the game (kind "scoreSheet"). */
  scoreSheet?: { record: GameRecordView; game: ScheduledGame; round: number | null; ply?: number | null };
  tournament: TournamentDetail;
  schedule: Schedule;
  crosstable: CrosstableView;
  labels: PrintLabels;
  printedAt: string;
  /** The championship the register's master criterion counts (null: the national championship). */
  championship: string | null;
  /** The hall's address and its QR code (an image address), while the arbiter shows the hall: on the pairings. */
  hall?: { url: string; qr: string };
}

/** A document's title and body, and the sheet it needs when not the default (portrait, normal type). */
type Content = { title: string; body: ReactNode } & SheetOptions;

const num = (label: string) => ({ label, align: 'num' as const });

/** A rank on paper; an unranked player's cell stays empty. */
/** "Name" above names written given names first, "Surname, given names" above names written surname first. */
function nameHeading(labels: PrintLabels, style: NameStyle): string {
  return style === 'givenFirst' ? labels.name : labels.nameSurnameFirst;
}

function rankText(rank: Rank | null, labels: PrintLabels): string {
  return rankShort(rank, labels.lang, '');
}

function RoundTable({
  round,
  labels,
  withHeading,
  scoring,
  rule,
}: {
  round: ScheduledRound;
  labels: PrintLabels;
  withHeading: boolean;
  scoring: Scoring;
  /** The token of the rule a withdrawal is decided by (citations.ts). */
  rule: string;
}) {
  return (
    <section className="round">
      {withHeading ? <h2>{`${labels.round} ${round.round ?? '?'}`}</h2> : null}
      <table>
        <Heads
          columns={[
            num(labels.board),
            num(labels.no),
            labels.white,
            { label: labels.result, align: 'center' },
            num(labels.no),
            labels.black,
          ]}
        />
        <tbody>
          {round.games.map((g) => {
            // §38: the player who left plays no more — struck out where §38 decided the game, and the result marked.
            const gone = (player: ScheduledGame['white']) =>
              g.withdrawal?.player.playerId === player.playerId ? <s>{player.name}</s> : player.name;
            return (
              <tr key={g.id}>
                <td className="num">{g.board}</td>
                <td className="num">{g.white.no}</td>
                <td>{gone(g.white)}</td>
                <td className="center result">
                  {g.withdrawal?.effect === 'annulled'
                    ? labels.annulled(rule)
                    : `${resultText(g.result, scoring)}${g.withdrawal ? ` (${labels.awarded(rule)})` : ''}`}
                </td>
                <td className="num">{g.black.no}</td>
                <td>{gone(g.black)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {round.bye ? <p className="small">{`${labels.bye}: ${round.bye.no}. ${round.bye.name}`}</p> : null}
    </section>
  );
}

function participants({ tournament, labels }: PrintoutData): Content {
  const { drawMethod, drawSeed } = tournament.settings;
  const body = (
    <>
      <table>
        <Heads columns={[num(labels.no), labels.name, labels.rank, labels.club, labels.city]} />
        <tbody>
          {tournament.participants.map((p) => (
            <tr key={p.playerId}>
              <td className="num">{p.lotNo ?? ''}</td>
              <td>{p.name}</td>
              <td>{rankText(p.rank, labels)}</td>
              <td>{p.club ?? ''}</td>
              <td>{p.city ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {drawMethod === 'random' ? (
        <p className="small">
          {labels.drawRandom} <strong>{drawSeed}</strong>.
        </p>
      ) : drawMethod === 'manual' ? (
        <p className="small">{labels.drawManual}.</p>
      ) : null}
    </>
  );
  return { title: labels.titles.participants, body };
}

function pairings(data: PrintoutData, round: number): Content {
  const found = data.schedule.rounds.find((r) => r.round === round);
  if (!found) throw new RangeError(`There is no round ${round} in the schedule`);
  return {
    title: data.labels.pairingsTitle(round),
    body: (
      <>
        <RoundTable
          round={found}
          labels={data.labels}
          withHeading={false}
          scoring={data.tournament.settings.scoring}
          rule={withdrawalRuleOf(data.tournament)}
        />
        {data.hall ? <HallLink hall={data.hall} labels={data.labels} /> : null}
      </>
    ),
  };
}

/** The hall's QR code under the pairings on the wall: a player scans it and follows the round on the phone. */
function HallLink({ hall, labels }: { hall: { url: string; qr: string }; labels: PrintLabels }) {
  return (
    <div className="hall-link">
      <img src={hall.qr} alt={hall.url} width={110} height={110} />
      <p>
        {labels.hallLink}
        <br />
        <strong>{hall.url}</strong>
      </p>
    </div>
  );
}

function schedule(data: PrintoutData): Content {
  const rounds = data.schedule.rounds.filter((r) => r.round !== null);
  return {
    title: data.labels.titles.schedule,
    body: rounds.map((r) => (
      <RoundTable
        key={r.round}
        round={r}
        labels={data.labels}
        withHeading
        scoring={data.tournament.settings.scoring}
        rule={withdrawalRuleOf(data.tournament)}
      />
    )),
  };
}

/** How much of the sheet a crosstable needs: landscape beyond 10 players (or 7 in a double round robin, whose cells
 * hold two results), and a smaller type beyond 14, so that 20 players with five tiebreaks fit one A4 width. */
function crosstableSheet(players: number, double: boolean): Pick<Content, 'orientation' | 'density'> {
  const width = double ? players * 1.6 : players;
  return {
    orientation: width > 10 ? 'landscape' : 'portrait',
    density: width > 22 ? 'dense' : width > 14 ? 'compact' : 'normal',
  };
}

function crosstable({ crosstable: table, tournament, labels }: PrintoutData): Content {
  // Printed by place, the result columns in the order of the rows (the diagonal stays the diagonal).
  const layout = crosstableLayout(table, 'place');
  const tiebreakNames = layout.tiebreaks
    .map((tiebreak) => `${labels.tiebreaks[tiebreak]} — ${labels.tiebreakNames[tiebreak]}`)
    .join('; ');
  const body = (
    <>
      <table className="crosstable">
        <Heads
          columns={[
            num(labels.place),
            num(labels.no),
            nameHeading(labels, tournament.settings.nameStyle),
            labels.rank,
            ...layout.columns.map((column) => ({ label: String(column), align: 'center' as const })),
            num(labels.points),
            ...layout.tiebreaks.map((tiebreak) => num(labels.tiebreaks[tiebreak])),
          ]}
        />
        <tbody>
          {layout.rows.map(({ player: p, cells }) => (
            <tr key={p.no}>
              <td className="num">{p.place}</td>
              <td className="num">{p.no}</td>
              <td className="name">{p.name}</td>
              <td>{rankText(p.rank, labels)}</td>
              {cells.map((cell, i) => (
                <td key={i} className={cell === 'x' ? 'cell self' : 'cell'}>
                  {cell === 'x' ? '×' : cell}
                </td>
              ))}
              <td className="num strong">{points(p.points)}</td>
              {layout.tiebreaks.map((tiebreak) => (
                <td key={tiebreak} className="num">
                  {tiebreakText(p, tiebreak)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {tiebreakNames ? <p className="small">{tiebreakNames}</p> : null}
      {table.playoffs.length ? (
        <ul className="notes small">
          {table.playoffs.map((playoff) => (
            <li key={playoff.id}>{labels.playoff(playoff)}</li>
          ))}
        </ul>
      ) : null}
      {table.withdrawals.length ? (
        <ul className="notes small">
          {table.withdrawals.map((w) => (
            <li key={w.no}>{labels.withdrew(w.name, w, tournament.ruleSet)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
  return {
    title: labels.titles.crosstable,
    body,
    ...crosstableSheet(table.players.length, tournament.settings.double),
  };
}

function norms({ crosstable: table, tournament, labels, championship }: PrintoutData): Content {
  const counting = labels.rankCounting(table.rankCounting);
  const ranks = table.norms.map((n) => n.rank);
  const coefficient = table.coefficient === null ? '–' : decimalIn(table.coefficient.toFixed(2), labels.lang);
  const masters = table.players.filter((p) => p.master);
  const body = (
    <>
      <p>
        <strong>{`${labels.coefficient}: ${coefficient}`}</strong>
      </p>
      <p className="small">{counting}</p>
      {table.norms.length ? (
        <table style={{ width: 'auto' }}>
          <Heads columns={[labels.rank, num(labels.percent)]} />
          <tbody>
            {table.norms.map((n) => (
              <tr key={n.rank}>
                <td>{rankText(n.rank, labels)}</td>
                <td className="num">{`${n.percent}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <h2>{labels.pointsNeeded}</h2>
      <table>
        <Heads
          columns={[
            num(labels.place),
            nameHeading(labels, tournament.settings.nameStyle),
            labels.rank,
            num(labels.games),
            num(labels.points),
            ...ranks.map((rank) => num(rankText(rank, labels))),
            labels.outcome,
          ]}
        />
        <tbody>
          {table.players.map((p) => (
            <tr key={p.no}>
              <td className="num">{p.place}</td>
              <td>{p.name}</td>
              <td>{rankText(p.rank, labels)}</td>
              <td className="num">{p.games}</td>
              <td className="num strong">{points(p.points)}</td>
              {ranks.map((rank) => (
                <td key={rank} className="num">
                  {p.norm.needed[rank] === undefined ? '' : points(p.norm.needed[rank]!)}
                </td>
              ))}
              <td>
                {p.norm.achieved
                  ? `${rankText(p.norm.achieved, labels)} — ${labels.statuses[p.norm.status!]}`
                  : labels.noNorm}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {masters.length ? (
        <>
          <h2>{labels.master}</h2>
          <ul className="notes">
            {masters.map((p) => (
              <li key={p.no}>{`${p.name}: ${p.master!.met ? labels.masterMet : labels.masterNotMet}`}</li>
            ))}
          </ul>
        </>
      ) : null}
      {table.normNotes.length ? (
        <>
          <h2>{labels.interpretations}</h2>
          <ul className="notes small">
            {table.normNotes.map((note, i) => (
              <li key={i}>{labels.notes[note.code](normNoteParams(note, labels.lang))}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h2>{labels.notDecidable}</h2>
      <ul className="notes small">
        {labels.criteria(championship).map((c, i) => (
          <li key={i}>{c}</li>
        ))}
      </ul>
    </>
  );
  return { title: labels.titles.norms, body };
}

/** §34: what the envelope of an adjourned game states — the players, the position, who sealed, the number of the
 * sealed move, both players' times; and (FIDE) the resumption and a pending draw offer. Never the move itself. */
function envelope({ envelope: e, tournament, labels }: PrintoutData): Content {
  if (!e) throw new RangeError('An envelope printout needs an adjourned game');
  const sealer = e.sealer === 'white' ? `${labels.white} — ${e.white.name}` : `${labels.black} — ${e.black.name}`;
  const rows: [string, string][] = [
    [labels.round, `${e.round ?? ''}, ${labels.board.toLowerCase()} ${e.board}`],
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
        <div className="diagram">
          <Diagram variant={tournament.variant} fen={e.position} />
          <p className="small">{e.position}</p>
        </div>
        <FactsTable facts={rows} />
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
function scoreSheet({ scoreSheet: sheet, tournament, labels }: PrintoutData): Content {
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
  const end = at?.after ?? record.start;
  const body = (
    <>
      <FactsTable
        narrow
        facts={[
          [labels.round, `${round ?? '?'}, ${labels.board.toLowerCase()} ${game.board}`],
          [labels.white, `${game.white.no}. ${game.white.name}`],
          [labels.black, `${game.black.no}. ${game.black.name}`],
          [words.result, record.result ?? '—'],
        ]}
      />
      {record.recorded ? (
        <div className="envelope">
          <table className="moves">
            <Heads columns={[num(words.move), labels.white, labels.black]} />
            <tbody>
              {[...rows].map(([number, row]) => (
                <tr key={number}>
                  <td className="num">{number}</td>
                  <td>{row.white ?? ''}</td>
                  <td>{row.black ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="diagram">
            <Diagram variant={tournament.variant} fen={end} label={diagramLabel} />
            <p className="small">{diagramLabel}</p>
          </div>
        </div>
      ) : (
        <p>{words.noRecord}</p>
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

/** The whole HTML document of a printout. `round` is needed for the pairings of one round. */
export function printout(kind: PrintoutKind, data: PrintoutData, round?: number): { title: string; html: string } {
  const content =
    kind === 'participants'
      ? participants(data)
      : kind === 'pairings'
        ? pairings(data, round!)
        : kind === 'schedule'
          ? schedule(data)
          : kind === 'crosstable'
            ? crosstable(data)
            : kind === 'envelope'
              ? envelope(data)
              : kind === 'scoreSheet'
                ? scoreSheet(data)
                : norms(data);
  return {
    title: content.title,
    html: page({ ...content, tournament: data.tournament, labels: data.labels, printedAt: data.printedAt }),
  };
}
