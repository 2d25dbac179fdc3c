// The tournament's website: the hall's pages without the live stream, as a folder of files for any web host (the
// federation's site, a club's page, a USB stick). Relative links only and nothing loaded from elsewhere, so it opens
// from file:// as from a server; one folder per language (et/, en/, ru/) and an index.html that offers them. The same
// published view as the hall (public-view.ts): the same privacy.
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '#api/languages';
import { HALL_CSS, HALL_SCRIPT } from './assets';
import {
  crosstablePage,
  HALL_LANGUAGES,
  playerPage,
  roundPage,
  tournamentPage,
  type HallLinks,
  type PageContext,
} from './pages';
import type { HallTournament } from './public-view';

export interface SiteFile {
  /** Relative to the site's folder, with forward slashes. */
  path: string;
  content: string;
}

/** Each language's own name, as the language writes it. */
const LANGUAGE_NAMES: Record<Language, string> = { et: 'Eesti keeles', en: 'In English', ru: 'По-русски' };

function siteLinks(file: string): HallLinks {
  return {
    home: () => null,
    tournament: () => 'index.html',
    round: (_id, round) => `round-${round}.html`,
    crosstable: () => 'crosstable.html',
    player: (_id, no) => `player-${no}.html`,
    inLanguage: (language) => `../${language}/${file}`,
    stylesheet: '../hall.css',
    script: '../hall.js',
  };
}

/** Every file of the website of `tournament`, published at `publishedAt` (as the reader's language writes it). */
export function tournamentSite(tournament: HallTournament, publishedAt: (language: Language) => string): SiteFile[] {
  const files: SiteFile[] = [
    { path: 'index.html', content: languageChoice(tournament) },
    { path: 'hall.css', content: HALL_CSS },
    { path: 'hall.js', content: HALL_SCRIPT },
  ];
  for (const lang of HALL_LANGUAGES) {
    const context = (file: string): PageContext => ({
      lang,
      links: siteLinks(file),
      live: false,
      publishedAt: publishedAt(lang),
    });
    const page = (file: string, render: (ctx: PageContext) => string) =>
      files.push({ path: `${lang}/${file}`, content: render(context(file)) });
    page('index.html', (ctx) => tournamentPage(tournament, ctx));
    page('crosstable.html', (ctx) => crosstablePage(tournament, ctx));
    for (const round of tournament.rounds)
      page(`round-${round.round}.html`, (ctx) => roundPage(tournament, round, ctx, null));
    for (const player of tournament.players)
      page(`player-${player.no}.html`, (ctx) => playerPage(tournament, player, ctx));
  }
  return files;
}

/** The site's front page: the tournament's name and its three languages. */
function languageChoice(tournament: HallTournament): string {
  const markup = renderToStaticMarkup(
    <html lang="et">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{tournament.name}</title>
        <link rel="stylesheet" href="hall.css" />
      </head>
      <body>
        <main>
          <h1>{tournament.name}</h1>
          <ul className="tournaments">
            {HALL_LANGUAGES.map((language) => (
              <li key={language} lang={language}>
                <a href={`${language}/index.html`} hrefLang={language}>
                  {LANGUAGE_NAMES[language]}
                </a>
              </li>
            ))}
          </ul>
        </main>
      </body>
    </html>,
  );
  return `<!DOCTYPE html>${markup}`;
}
