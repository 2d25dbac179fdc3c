// The hall's pages: server-rendered HTML that reads with JavaScript off — the tournaments being played, a tournament's
// current round and standings, any round's pairings (a player finds his board by part of his name), the crosstable,
// and one player's games. The same pages make the tournament's website (site.ts); only their links and the live
// script differ. Written as React elements rendered to static markup, so every text is escaped by construction; the
// words are the printouts' (the same terms on the wall as on paper) and the catalogues' `hall` section.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '#api/languages';
import { ResultCells, ScoreCells } from '#formats/crosstable-cells';
import { crosstableLayout, ratingText, showsRatings } from '#formats/crosstable-layout';
import { formatDates, formatRoundStart } from '#formats/dates';
import { nameHeading } from '#formats/name-style';
import { formatPoints } from '#formats/numbers';
import { Heads } from '#formats/printouts/page';
import { RoundMatches, TeamTables } from '#formats/printouts/team-documents';
import { rankShort } from '#formats/rank-text';
import { catalogue, type Translate } from '#i18n/catalogue';
import { wordsOf, type HallLinks, type PageContext, type Words } from './page-context';
import type { HallPlayer, HallRound, HallSummary, HallTournament } from './public-view';
import {
  byNo,
  nameHas,
  num,
  Pairings,
  PlayerLine,
  PlayerName,
  resultText,
  scoreHead,
  Standings,
  TableNotes,
  tiebreakHeads,
} from './tables';

export type { HallLinks, PageContext };
export { nameHas };

export const HALL_LANGUAGES: readonly Language[] = ['et', 'en', 'ru'];

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

/** "Find your board": part of a name, sent to a round's page (`?q=`), which the server answers with the boards of the
 * players whose names hold it (and the script filters as one types, on the round's own page). */
function FindBoard({
  action,
  ctx,
  words,
  id,
  typed = null,
}: {
  action: string;
  ctx: PageContext;
  words: Words;
  id: string;
  typed?: string | null;
}) {
  const { t } = words;
  return (
    <form className="find" method="get" action={action.split('?')[0]} role="search">
      <label htmlFor={id}>{t('hall.find')}</label>
      <input id={id} name="q" type="search" placeholder={t('hall.findHint')} defaultValue={typed ?? ''} />
      {ctx.lang ? <input type="hidden" name="lang" value={ctx.lang} /> : null}
      <button type="submit">{t('hall.findButton')}</button>
    </form>
  );
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
          {/* Straight from the landing page to one's board in the round being played. */}
          {tournament.currentRound !== null && !tournament.final ? (
            <FindBoard
              action={ctx.links.round(tournament.id, tournament.currentRound)}
              ctx={ctx}
              words={words}
              id={`find-${tournament.id}`}
            />
          ) : null}
        </li>
      ))}
    </ul>
  ) : (
    <p>{t('hall.none')}</p>
  );
  return layout(ctx, words, { title: t('hall.siteTitle'), heading: t('hall.inProgress'), body });
}

function roundLine(tournament: HallSummary, t: Translate): string {
  if (tournament.final) return t('hall.final');
  return tournament.currentRound === null
    ? t('hall.notDrawn')
    : t('hall.roundOf', { round: tournament.currentRound, rounds: tournament.roundCount });
}

/** What sits under a tournament's name on each of its pages: the facts, and the tabs. */
function tournamentFrame(tournament: HallTournament, ctx: PageContext, words: Words, current: string) {
  const { t, labels } = words;
  const meta = [
    // Closed: every page of it says that what it shows is final.
    tournament.final ? t('hall.final') : null,
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
            className={r.round === tournament.currentRound && !tournament.final ? 'now' : undefined}
          >
            {r.round}
          </a>
        ))}
      </span>
    </nav>
  );
  return { meta, nav };
}

/** `/t/ID`: the round being played and the standings. */
export function tournamentPage(tournament: HallTournament, ctx: PageContext): string {
  const words = wordsOf(ctx.lang);
  const { meta, nav } = tournamentFrame(tournament, ctx, words, 'standings');
  // Closed: the final standings, and no round "being played".
  const current = tournament.final ? undefined : tournament.rounds.find((r) => r.round === tournament.currentRound);
  const body = (
    <>
      {current ? (
        <>
          <h2>
            <a href={ctx.links.round(tournament.id, current.round)}>{roundLine(tournament, words.t)}</a>
            {current.startsAt ? ` — ${formatRoundStart(current.startsAt, ctx.lang)}` : ''}
          </h2>
          {tournament.teams ? (
            <RoundMatches teams={tournament.teams} round={current.round} lang={ctx.lang} />
          ) : (
            <Pairings tournament={tournament} round={current} ctx={ctx} words={words} only={null} />
          )}
        </>
      ) : null}
      {tournament.teams ? (
        <TeamTables teams={tournament.teams} lang={ctx.lang} />
      ) : (
        <Standings tournament={tournament} ctx={ctx} words={words} />
      )}
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
    <FindBoard action={ctx.links.round(tournament.id, round.round)} ctx={ctx} words={words} id="find" typed={only} />
  );
  const body = tournament.teams ? (
    <RoundMatches teams={tournament.teams} round={round.round} lang={ctx.lang} only={only} />
  ) : (
    <Pairings tournament={tournament} round={round} ctx={ctx} words={words} only={only} />
  );
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
  // A team round robin's crosstable is its teams' (formats/printouts/team-documents.tsx).
  if (tournament.teams)
    return layout(ctx, words, {
      title: `${tournament.name} — ${t('hall.crosstable')}`,
      heading: tournament.name,
      meta,
      nav,
      body: <TeamTables teams={tournament.teams} lang={ctx.lang} />,
    });
  const table = crosstableLayout(tournament.crosstable, 'place');
  const rated = showsRatings(tournament.crosstable);
  const players = byNo(tournament);
  const body = (
    <section className="crosstable-wrap">
      <table className="crosstable">
        <caption>{t('hall.crosstable')}</caption>
        <Heads
          columns={[
            num(labels.place),
            nameHeading(t, tournament.nameStyle),
            ...(rated ? [num(t('titleNorms.rating'))] : []),
            ...table.columns.map((column) => ({ label: String(column), align: 'cell' as const })),
            scoreHead(table.score, labels),
            ...tiebreakHeads(table.tiebreaks, labels),
          ]}
        />
        <tbody>
          {table.rows.map(({ player: row, cells, matchCells }) => (
            <tr key={row.no}>
              <td className="num">{row.place}</td>
              <td className="name">
                <PlayerName player={players.get(row.no)!} ctx={ctx} tournamentId={tournament.id} />
              </td>
              {rated ? <td className="num">{ratingText(row)}</td> : null}
              <ResultCells cells={cells} matches={matchCells} games="title" />
              <ScoreCells player={row} score={table.score} tiebreaks={table.tiebreaks} />
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
