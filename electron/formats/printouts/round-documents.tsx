// The papers of the rounds: a round's pairings — with its drawn openings (a round of micro-matches) and the hall's QR
// code — and the schedule of all rounds, each round a table of its boards.
import type { ScheduledGame, ScheduledRound } from '#api/views';
import type { Scoring } from '#domain/results';
import type { Variant } from '#domain/vocabulary';
import { catalogue } from '#i18n/catalogue';
import { withdrawalRuleOf } from '../citations';
import { ratingText } from '../crosstable-layout';
import { formatRoundStart } from '../dates';
import { Diagram } from '../diagram';
import { formatResult as resultText, boardText } from '../numbers';
import { openingText } from '../opening-text';
import type { PrintLabels } from './labels';
import { Heads } from './page';
import { num, type Content, type PrintoutData } from './printout-data';

/** A round of micro-matches' drawn openings on its pairings: each with its moves (or relocation), who is to move, and
 * its position on a small board — the round's one, or each board's. */
function RoundOpeningsPrinted({
  round,
  labels,
  variant,
}: {
  round: ScheduledRound;
  labels: PrintLabels;
  variant: Variant;
}) {
  const t = catalogue(labels.lang);
  const [only] = round.openings;
  // One opening for the round: its words on a line, its position beside the pairings' heading.
  if (round.openings.length === 1 && only!.board === null)
    return (
      <div className="openings">
        <p>
          <strong>
            {t('printout.opening')}: {only!.id}
          </strong>{' '}
          {openingText(only!, t)}
        </p>
        <figure className="opening-diagram">
          <Diagram variant={variant} fen={only!.fen} />
        </figure>
      </div>
    );
  // One a match: each board's opening on a small board with its words under it, five to a row, so that a round of
  // ten boards keeps its pairings on the same page.
  return (
    <div className="openings per-board">
      {round.openings.map((o) => (
        <figure key={o.board ?? 0} className="opening-diagram">
          <Diagram variant={variant} fen={o.fen} />
          <figcaption>
            <strong>
              {t('printout.openingOfBoard', { board: o.board ?? '' })}: {o.id}
            </strong>
            <br />
            {openingText(o, t)}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** From this many games a round's pairings are set closer. */
const COMPACT_FROM = 12;

function RoundTable({
  round,
  labels,
  withHeading,
  scoring,
  rule,
  micro,
  variant,
  ratings = new Map(),
}: {
  round: ScheduledRound;
  labels: PrintLabels;
  withHeading: boolean;
  scoring: Scoring;
  /** The token of the rule a withdrawal is decided by (citations.ts). */
  rule: string;
  /** A round of micro-matches or team matches: each board's games, "3·1" and "3·2". */
  micro: boolean;
  variant: Variant;
  /** Each rated player's title and rating by his number ("GMI 2532"), written after his name on the pairings. */
  ratings?: ReadonlyMap<number, string>;
}) {
  return (
    <section className="round">
      {withHeading ? (
        <h2>
          {`${labels.round} ${round.round ?? '?'}`}
          {round.startsAt ? ` — ${formatRoundStart(round.startsAt, labels.lang)}` : ''}
        </h2>
      ) : round.startsAt ? (
        <p className="starts">{formatRoundStart(round.startsAt, labels.lang)}</p>
      ) : null}
      {round.openings.length > 0 ? <RoundOpeningsPrinted round={round} labels={labels} variant={variant} /> : null}
      {/* A round of many games (a micro-match's two a board) is set closer, so that its openings, its boards and the
          signature keep to one page. */}
      <table className={round.games.length > COMPACT_FROM ? 'compact' : undefined}>
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
            const gone = (player: ScheduledGame['white']) => (
              <>
                {g.withdrawal?.player.playerId === player.playerId ? <s>{player.name}</s> : player.name}
                {ratings.has(player.no) ? <span className="small"> {ratings.get(player.no)}</span> : null}
              </>
            );
            return (
              <tr key={g.id}>
                <td className="num">{boardText(g, micro)}</td>
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

/** Each rated participant's title and rating by his number (docs/ratings.md). */
function ratingsByNumber(tournament: PrintoutData['tournament']): Map<number, string> {
  return new Map(
    tournament.participants
      .filter((p) => p.lotNo !== null && (p.rating !== null || p.title !== null))
      .map((p) => [p.lotNo!, ratingText(p)] as const),
  );
}

export function pairings(data: PrintoutData, round: number): Content {
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
          micro={data.tournament.settings.microMatch}
          variant={data.tournament.variant}
          ratings={ratingsByNumber(data.tournament)}
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

export function schedule(data: PrintoutData): Content {
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
        micro={data.tournament.settings.kind !== 'individual'}
        variant={data.tournament.variant}
      />
    )),
  };
}
