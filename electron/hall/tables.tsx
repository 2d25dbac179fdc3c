// The tables of the hall's pages: a round's pairings (each row carries its players' names for the search), the
// standings with the chosen tiebreaks, and the notes under a table. pages.tsx puts them on the pages.
import { matchesSearch } from '#domain/names';
import { ScoreCells } from '#formats/crosstable-cells';
import { crosstableLayout, hasZeroZero, type ScoreColumn, type TableColumn } from '#formats/crosstable-layout';
import { formatRoundStart } from '#formats/dates';
import { microMatchNotes } from '#formats/micro-match-notes';
import { nameHeading } from '#formats/name-style';
import { formatResult, boardText } from '#formats/numbers';
import { openingText } from '#formats/opening-text';
import type { PrintLabels } from '#formats/printouts/labels';
import { Heads } from '#formats/printouts/page';
import { rankShort } from '#formats/rank-text';
import type { PageContext, Words } from './page-context';
import type { HallGame, HallPlayer, HallRound, HallTournament } from './public-view';

export const num = (label: string) => ({ label, align: 'num' as const });

/** The score's heading: the points, or the match points where they order a table of micro-matches. */
export function scoreHead(score: ScoreColumn, labels: PrintLabels) {
  return score === 'points'
    ? num(labels.points)
    : { ...num(labels.tiebreaks.matchPoints), title: labels.tiebreakNames.matchPoints };
}

/** The tiebreaks' headings, short, each with its full name for who points at it. */
export function tiebreakHeads(tiebreaks: readonly TableColumn[], labels: PrintLabels) {
  return tiebreaks.map((tiebreak) => ({
    label: labels.tiebreaks[tiebreak],
    align: 'num' as const,
    title: labels.tiebreakNames[tiebreak],
  }));
}

export const byNo = (tournament: HallTournament) => new Map(tournament.players.map((p) => [p.no, p] as const));

export function PlayerName({
  player,
  ctx,
  tournamentId,
}: {
  player: HallPlayer;
  ctx: PageContext;
  tournamentId: number;
}) {
  const name = <a href={ctx.links.player(tournamentId, player.no)}>{player.name}</a>;
  return player.leftAfter === null ? name : <s>{name}</s>;
}

export function resultText(game: HallGame, tournament: HallTournament, words: Words): string {
  const { t, labels } = words;
  if (game.withdrawal === 'annulled') return labels.annulled(tournament.withdrawalRule);
  if (game.adjourned) return t('hall.adjourned');
  const result = game.result === null ? '' : formatResult(game.result, tournament.scoring);
  return game.withdrawal === 'awarded' ? `${result} (${labels.awarded(tournament.withdrawalRule)})` : result;
}

/** A round's boards: who plays White and who Black, the result as it stands. Rows carry the players' names for the
 * search (hall.js), which hides the others as a player types. */
export function Pairings({
  tournament,
  round,
  ctx,
  words,
  only,
}: {
  tournament: HallTournament;
  round: HallRound;
  ctx: PageContext;
  words: Words;
  /** The search typed without the script: only the boards whose players' names hold it. */
  only: string | null;
}) {
  const { t, labels } = words;
  const players = byNo(tournament);
  const games = round.games.filter(
    (g) => only === null || [g.white, g.black].some((no) => nameHas(players.get(no)!.name, only)),
  );
  const player = (no: number) => players.get(no)!;
  return (
    <section className="pairings">
      <table>
        <caption>
          {t('hall.round', { round: round.round })}
          {round.startsAt ? ` — ${formatRoundStart(round.startsAt, ctx.lang)}` : ''}
          {/* A round of micro-matches starts from its drawn openings: the players at the wall read them here. */}
          {round.openings.map((o) => (
            <span key={o.board ?? 0} className="opening">
              <br />
              {o.board === null ? t('printout.opening', {}) : t('printout.openingOfBoard', { board: o.board })}: {o.id}{' '}
              — {openingText(o, t)}
            </span>
          ))}
        </caption>
        <Heads columns={[num(labels.board), labels.white, { label: labels.result, align: 'center' }, labels.black]} />
        <tbody>
          {games.map((g) => (
            <tr key={`${g.board}·${g.leg}`} data-names={`${player(g.white).name} ${player(g.black).name}`}>
              <td className="num board">{boardText(g, tournament.microMatch)}</td>
              <td>
                <PlayerLine player={player(g.white)} ctx={ctx} tournamentId={tournament.id} words={words} />
              </td>
              <td className={g.adjourned ? 'center result adjourned' : 'center result'}>
                {resultText(g, tournament, words)}
              </td>
              <td>
                <PlayerLine player={player(g.black)} ctx={ctx} tournamentId={tournament.id} words={words} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {only !== null && games.length === 0 ? <p className="nothing">{t('hall.noMatch', { text: only })}</p> : null}
      {round.bye !== null ? <p className="small">{`${labels.bye}: ${round.bye}. ${player(round.bye).name}`}</p> : null}
    </section>
  );
}

export function PlayerLine(props: { player: HallPlayer; ctx: PageContext; tournamentId: number; words: Words }) {
  const { player, words } = props;
  const details = [rankShort(player.rank, props.ctx.lang, ''), player.rating, player.club].filter(Boolean).join(', ');
  return (
    <>
      <span className="no">{player.no}.</span> <PlayerName {...props} />
      {details ? <span className="details">{details}</span> : null}
      {player.leftAfter !== null ? (
        <span className="details">{words.t('hall.leftAfter', { round: player.leftAfter })}</span>
      ) : null}
    </>
  );
}

/** Whether a name holds what was typed, in any case and with or without its diacritics (Õnne for "onne"). */
export function nameHas(name: string, typed: string): boolean {
  return matchesSearch(typed.trim(), [name]);
}

/** The standings: place, player, points and the tournament's tiebreaks in its order, and the norm met. Before the
 * first result there is nothing to break a tie with: no tiebreak and no norm is shown (every tiebreak of "1" said
 * something untrue). While the tournament is played a norm is the one met so far, and says so. */
export function Standings({ tournament, ctx, words }: { tournament: HallTournament; ctx: PageContext; words: Words }) {
  const { t, labels } = words;
  const layout = crosstableLayout(tournament.crosstable, 'place');
  const begun = tournament.crosstable.players.some((player) => player.games > 0);
  const layoutOf = begun ? layout : { ...layout, tiebreaks: [] };
  const normHeading = tournament.final ? t('hall.norm') : t('hall.normSoFar');
  const players = byNo(tournament);
  return (
    <section className="standings">
      <table>
        <caption>{tournament.final ? t('hall.final') : t('hall.standings')}</caption>
        <Heads
          columns={[
            num(labels.place),
            nameHeading(t, tournament.nameStyle),
            scoreHead(layoutOf.score, labels),
            ...tiebreakHeads(layoutOf.tiebreaks, labels),
            ...(begun ? [normHeading] : []),
          ]}
        />
        <tbody>
          {layoutOf.rows.map(({ player: row }) => (
            <tr key={row.no}>
              <td className="num">{row.place}</td>
              <td>
                <PlayerLine player={players.get(row.no)!} ctx={ctx} tournamentId={tournament.id} words={words} />
              </td>
              <ScoreCells player={row} score={layoutOf.score} tiebreaks={layoutOf.tiebreaks} />
              {begun ? <td>{row.norm.achieved ? rankShort(row.norm.achieved, ctx.lang, '') : ''}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      <TableNotes tournament={tournament} words={words} />
    </section>
  );
}

/** Under a table, as on paper: what each tiebreak is, the tie-break matches and the withdrawals decided. */
export function TableNotes({ tournament, words }: { tournament: HallTournament; words: Words }) {
  const { labels, t } = words;
  const table = tournament.crosstable;
  return (
    <>
      {microMatchNotes(table, t).map((note) => (
        <p key={note} className="small">
          {note}
        </p>
      ))}
      {hasZeroZero(table) ? <p className="small">{labels.zeroZero}</p> : null}
      {table.playoffs.length || table.withdrawals.length ? (
        <ul className="notes small">
          {table.playoffs.map((playoff) => (
            <li key={`p${playoff.id}`}>{labels.playoff(playoff)}</li>
          ))}
          {table.withdrawals.map((w) => (
            <li key={`w${w.no}`}>{labels.withdrew(w.name, w, tournament.ruleSet)}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
