// The hall's pages: server-rendered HTML that reads with JavaScript off — the tournaments being played, a tournament's
// current round and standings, any round's pairings (a player finds his board by part of his name), the crosstable,
// and one player's games. The same pages make the tournament's website (site.ts); only their links and the live
// script differ. Written as React elements rendered to static markup, so every text is escaped by construction; the
// words are the printouts' (the same terms on the wall as on paper) and the catalogues' `hall` section.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '#api/languages';
import { matchesSearch } from '#domain/names';
import { crosstableLayout, tiebreakText, type TableColumn } from '#formats/crosstable-layout';
import { formatDates } from '#formats/dates';
import { formatPoints, formatResult } from '#formats/numbers';
import { printLabels, type PrintLabels } from '#formats/printouts/labels';
import { Heads } from '#formats/printouts/page';
import { rankShort } from '#formats/rank-text';
import { catalogue, type Translate } from '#i18n/catalogue';
import type { HallGame, HallPlayer, HallRound, HallSummary, HallTournament } from './public-view';

export const HALL_LANGUAGES: readonly Language[] = ['et', 'en', 'ru'];

/** Where each page is: the hall serves addresses (`/t/3/round/2?lang=et`), the website files beside each other. */
export interface HallLinks {
  /** The list of the tournaments being played; the website of one tournament has none. */
  home(): string | null;
  tournament(id: number): string;
  round(id: number, round: number): string;
  crosstable(id: number): string;
  player(id: number, no: number): string;
  /** The same page in another language. */
  inLanguage(language: Language): string;
  stylesheet: string;
  script: string;
}

export interface PageContext {
  lang: Language;
  links: HallLinks;
  /** Live pages listen for changes (the hall); the website's are as published. */
  live: boolean;
  /** The moment the website was published (its pages say so); null in the hall. */
  publishedAt: string | null;
}

interface Words {
  t: Translate;
  labels: PrintLabels;
}

function wordsOf(lang: Language): Words {
  return { t: catalogue(lang), labels: printLabels(lang) };
}

/** The page every hall page shares: the heading, the tournament's tabs, a language switch, and the content in
 * `main` — the part a live page replaces when something changes, so that what is around it (the search field being
 * typed into) stays as it is. */
function layout(
  ctx: PageContext,
  words: Words,
  input: { title: string; heading: string; meta?: string; nav?: ReactNode; tools?: ReactNode; body: ReactNode },
): string {
  const { t } = words;
  const home = ctx.links.home();
  const markup = renderToStaticMarkup(
    <html lang={ctx.lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{input.title}</title>
        <link rel="stylesheet" href={ctx.links.stylesheet} />
        {/* The search as one types, and — in the hall — the live updates; the pages read without it. */}
        <script src={ctx.links.script} defer />
      </head>
      <body data-live={ctx.live ? 'on' : undefined}>
        <header className="top">
          <p className="brand">{home ? <a href={home}>{t('hall.allTournaments')}</a> : null}</p>
          <nav className="languages" aria-label={t('hall.language')}>
            {HALL_LANGUAGES.map((language) =>
              language === ctx.lang ? (
                <span key={language} aria-current="true">
                  {language.toUpperCase()}
                </span>
              ) : (
                <a key={language} href={ctx.links.inLanguage(language)} hrefLang={language} lang={language}>
                  {language.toUpperCase()}
                </a>
              ),
            )}
          </nav>
        </header>
        <h1>{input.heading}</h1>
        {input.meta ? <p className="meta">{input.meta}</p> : null}
        {input.nav}
        {input.tools}
        <main id="content">{input.body}</main>
        <footer>
          {ctx.live ? (
            <p className="live" id="live" data-offline={t('hall.reconnecting')} data-online={t('hall.live')}>
              {t('hall.live')}
            </p>
          ) : null}
          {ctx.publishedAt ? <p>{t('hall.published', { at: ctx.publishedAt })}</p> : null}
          <p className="made">{t('hall.madeWith')}</p>
        </footer>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}

/** `/`: the tournaments being played, each with its round. */
export function indexPage(tournaments: HallSummary[], ctx: PageContext): string {
  const words = wordsOf(ctx.lang);
  const { t, labels } = words;
  const body = tournaments.length ? (
    <ul className="tournaments">
      {tournaments.map((tournament) => (
        <li key={tournament.id}>
          <a href={ctx.links.tournament(tournament.id)}>{tournament.name}</a>
          <span className="meta">
            {[
              roundLine(tournament, t),
              tournament.venue,
              formatDates(tournament.startDate, tournament.endDate, ctx.lang),
              labels.variants[tournament.variant],
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  ) : (
    <p>{t('hall.none')}</p>
  );
  return layout(ctx, words, { title: t('hall.siteTitle'), heading: t('hall.inProgress'), body });
}

function roundLine(tournament: HallSummary, t: Translate): string {
  return tournament.currentRound === null
    ? t('hall.notDrawn')
    : t('hall.roundOf', { round: tournament.currentRound, rounds: tournament.roundCount });
}

/** What sits under a tournament's name on each of its pages: the facts, and the tabs. */
function tournamentFrame(tournament: HallTournament, ctx: PageContext, words: Words, current: string) {
  const { t, labels } = words;
  const meta = [
    tournament.venue,
    formatDates(tournament.startDate, tournament.endDate, ctx.lang),
    labels.variants[tournament.variant],
    labels.ruleSets[tournament.ruleSet],
    labels.scoring(tournament.scoring),
  ]
    .filter(Boolean)
    .join(' · ');
  const tabs: [string, string, string][] = [
    ['standings', ctx.links.tournament(tournament.id), t('hall.standings')],
    ['crosstable', ctx.links.crosstable(tournament.id), t('hall.crosstable')],
  ];
  const nav = (
    <nav className="tabs" aria-label={tournament.name}>
      {tabs.map(([key, href, text]) => (
        <a key={key} href={href} aria-current={key === current ? 'page' : undefined}>
          {text}
        </a>
      ))}
      <span className="rounds" role="group" aria-label={t('hall.rounds')}>
        {tournament.rounds.map((r) => (
          <a
            key={r.round}
            href={ctx.links.round(tournament.id, r.round)}
            aria-current={current === `round-${r.round}` ? 'page' : undefined}
            className={r.round === tournament.currentRound ? 'now' : undefined}
          >
            {r.round}
          </a>
        ))}
      </span>
    </nav>
  );
  return { meta, nav };
}

const num = (label: string) => ({ label, align: 'num' as const });

/** The tiebreaks' headings, short, each with its full name for who points at it. */
function tiebreakHeads(tiebreaks: readonly TableColumn[], labels: PrintLabels) {
  return tiebreaks.map((tiebreak) => ({
    label: labels.tiebreaks[tiebreak],
    align: 'num' as const,
    title: labels.tiebreakNames[tiebreak],
  }));
}

const byNo = (tournament: HallTournament) => new Map(tournament.players.map((p) => [p.no, p] as const));

function PlayerName({ player, ctx, tournamentId }: { player: HallPlayer; ctx: PageContext; tournamentId: number }) {
  const name = <a href={ctx.links.player(tournamentId, player.no)}>{player.name}</a>;
  return player.leftAfter === null ? name : <s>{name}</s>;
}

function resultText(game: HallGame, tournament: HallTournament, words: Words): string {
  const { t, labels } = words;
  if (game.withdrawal === 'annulled') return labels.annulled(tournament.withdrawalRule);
  if (game.adjourned) return t('hall.adjourned');
  const result = game.result === null ? '' : formatResult(game.result, tournament.scoring);
  return game.withdrawal === 'awarded' ? `${result} (${labels.awarded(tournament.withdrawalRule)})` : result;
}

/** A round's boards: who plays White and who Black, the result as it stands. Rows carry the players' names for the
 * search (hall.js), which hides the others as a player types. */
function Pairings({
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
        <caption>{t('hall.round', { round: round.round })}</caption>
        <Heads columns={[num(labels.board), labels.white, { label: labels.result, align: 'center' }, labels.black]} />
        <tbody>
          {games.map((g) => (
            <tr key={g.board} data-names={`${player(g.white).name} ${player(g.black).name}`}>
              <td className="num board">{g.board}</td>
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

function PlayerLine(props: { player: HallPlayer; ctx: PageContext; tournamentId: number; words: Words }) {
  const { player, words } = props;
  const details = [rankShort(player.rank, props.ctx.lang, ''), player.club].filter(Boolean).join(', ');
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

/** The standings: place, player, points and the tournament's tiebreaks in its order, and the norm met. */
function Standings({ tournament, ctx, words }: { tournament: HallTournament; ctx: PageContext; words: Words }) {
  const { t, labels } = words;
  const layoutOf = crosstableLayout(tournament.crosstable, 'place');
  const players = byNo(tournament);
  return (
    <section className="standings">
      <table>
        <caption>{t('hall.standings')}</caption>
        <Heads
          columns={[
            num(labels.place),
            labels.name,
            num(labels.points),
            ...tiebreakHeads(layoutOf.tiebreaks, labels),
            t('hall.norm'),
          ]}
        />
        <tbody>
          {layoutOf.rows.map(({ player: row }) => (
            <tr key={row.no}>
              <td className="num">{row.place}</td>
              <td>
                <PlayerLine player={players.get(row.no)!} ctx={ctx} tournamentId={tournament.id} words={words} />
              </td>
              <td className="num strong">{formatPoints(row.points)}</td>
              {layoutOf.tiebreaks.map((tiebreak) => (
                <td key={tiebreak} className="num">
                  {tiebreakText(row, tiebreak)}
                </td>
              ))}
              <td>{row.norm.achieved ? rankShort(row.norm.achieved, ctx.lang, '') : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <TableNotes tournament={tournament} words={words} />
    </section>
  );
}

/** Under a table, as on paper: what each tiebreak is, the tie-break matches and the withdrawals decided. */
function TableNotes({ tournament, words }: { tournament: HallTournament; words: Words }) {
  const { labels } = words;
  const table = tournament.crosstable;
  return (
    <>
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

/** `/t/ID`: the round being played and the standings. */
export function tournamentPage(tournament: HallTournament, ctx: PageContext): string {
  const words = wordsOf(ctx.lang);
  const { meta, nav } = tournamentFrame(tournament, ctx, words, 'standings');
  const current = tournament.rounds.find((r) => r.round === tournament.currentRound);
  const body = (
    <>
      {current ? (
        <>
          <h2>
            <a href={ctx.links.round(tournament.id, current.round)}>{roundLine(tournament, words.t)}</a>
          </h2>
          <Pairings tournament={tournament} round={current} ctx={ctx} words={words} only={null} />
        </>
      ) : null}
      <Standings tournament={tournament} ctx={ctx} words={words} />
    </>
  );
  return layout(ctx, words, {
    title: `${tournament.name} — ${words.t('hall.standings')}`,
    heading: tournament.name,
    meta,
    nav,
    body,
  });
}

/** `/t/ID/round/N`: the round's pairings, with the search for one's board. */
export function roundPage(
  tournament: HallTournament,
  round: HallRound,
  ctx: PageContext,
  typed: string | null,
): string {
  const words = wordsOf(ctx.lang);
  const { t } = words;
  const { meta, nav } = tournamentFrame(tournament, ctx, words, `round-${round.round}`);
  const only = typed?.trim() ? typed.trim() : null;
  const tools = (
    <form
      className="find"
      method="get"
      action={ctx.links.round(tournament.id, round.round).split('?')[0]}
      role="search"
    >
      <label htmlFor="find">{t('hall.find')}</label>
      <input id="find" name="q" type="search" placeholder={t('hall.findHint')} defaultValue={only ?? ''} />
      {ctx.lang ? <input type="hidden" name="lang" value={ctx.lang} /> : null}
      <button type="submit">{t('hall.findButton')}</button>
    </form>
  );
  const body = <Pairings tournament={tournament} round={round} ctx={ctx} words={words} only={only} />;
  return layout(ctx, words, {
    title: `${tournament.name} — ${t('hall.round', { round: round.round })}`,
    heading: tournament.name,
    meta,
    nav,
    tools,
    body,
  });
}

/** `/t/ID/crosstable`: the whole table, as printed — by place, the result columns in the rows' order. */
export function crosstablePage(tournament: HallTournament, ctx: PageContext): string {
  const words = wordsOf(ctx.lang);
  const { t, labels } = words;
  const { meta, nav } = tournamentFrame(tournament, ctx, words, 'crosstable');
  const table = crosstableLayout(tournament.crosstable, 'place');
  const players = byNo(tournament);
  const body = (
    <section className="crosstable-wrap">
      <table className="crosstable">
        <caption>{t('hall.crosstable')}</caption>
        <Heads
          columns={[
            num(labels.place),
            labels.name,
            ...table.columns.map((column) => ({ label: String(column), align: 'cell' as const })),
            num(labels.points),
            ...tiebreakHeads(table.tiebreaks, labels),
          ]}
        />
        <tbody>
          {table.rows.map(({ player: row, cells }) => (
            <tr key={row.no}>
              <td className="num">{row.place}</td>
              <td className="name">
                <PlayerName player={players.get(row.no)!} ctx={ctx} tournamentId={tournament.id} />
              </td>
              {cells.map((cell, i) => (
                <td key={i} className={cell === 'x' ? 'cell self' : 'cell'}>
                  {cell === 'x' ? '×' : cell}
                </td>
              ))}
              <td className="num strong">{formatPoints(row.points)}</td>
              {table.tiebreaks.map((tiebreak) => (
                <td key={tiebreak} className="num">
                  {tiebreakText(row, tiebreak)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <TableNotes tournament={tournament} words={words} />
    </section>
  );
  return layout(ctx, words, {
    title: `${tournament.name} — ${t('hall.crosstable')}`,
    heading: tournament.name,
    meta,
    nav,
    body,
  });
}

/** `/t/ID/player/NO`: one player's games round by round, with his points after each. */
export function playerPage(tournament: HallTournament, player: HallPlayer, ctx: PageContext): string {
  const words = wordsOf(ctx.lang);
  const { t, labels } = words;
  const { meta, nav } = tournamentFrame(tournament, ctx, words, 'player');
  const players = byNo(tournament);
  const row = tournament.crosstable.players.find((p) => p.no === player.no);
  const games = tournament.rounds.flatMap((round) =>
    round.games
      .filter((g) => g.white === player.no || g.black === player.no)
      .map((g) => ({ round: round.round, game: g, white: g.white === player.no })),
  );
  const body = (
    <section className="player">
      <p className="details">
        {[rankShort(player.rank, ctx.lang, ''), player.club, player.city].filter(Boolean).join(', ')}
      </p>
      <table>
        <caption>{t('hall.gamesOf', { name: player.name })}</caption>
        <Heads
          columns={[num(labels.round), t('hall.colour'), t('hall.opponent'), { label: labels.result, align: 'center' }]}
        />
        <tbody>
          {games.map(({ round, game, white }) => {
            const opponent = players.get(white ? game.black : game.white)!;
            return (
              <tr key={round}>
                <td className="num">
                  <a href={ctx.links.round(tournament.id, round)}>{round}</a>
                </td>
                <td>{white ? labels.white : labels.black}</td>
                <td>
                  <PlayerLine player={opponent} ctx={ctx} tournamentId={tournament.id} words={words} />
                </td>
                <td className="center result">{resultText(game, tournament, words)}</td>
              </tr>
            );
          })}
        </tbody>
        {row ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                {`${t('hall.total')} · ${labels.place} ${row.place}`}
              </th>
              <td className="center strong">{formatPoints(row.points)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
  return layout(ctx, words, {
    title: `${tournament.name} — ${player.name}`,
    heading: player.name,
    meta: `${tournament.name} · ${meta}`,
    nav,
    body,
  });
}

/** A page for an address that shows nothing: said in the reader's language, with the way back. */
export function messagePage(message: string, ctx: PageContext): string {
  const words = wordsOf(ctx.lang);
  const home = ctx.links.home();
  const body = home ? (
    <p>
      <a href={home}>{words.t('hall.allTournaments')}</a>
    </p>
  ) : null;
  return layout(ctx, words, { title: message, heading: message, body });
}

/** The words of the hall's own messages (a page not found, a round not in the schedule). */
export function hallWords(lang: Language): Translate {
  return catalogue(lang);
}
