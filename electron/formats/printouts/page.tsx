// The page every printout shares: an A4 sheet with the tournament's name, venue and dates at the top, the document's
// title, and the chief arbiter's name and signature line at the bottom. Plain HTML and CSS, no scripts: the same
// document prints from the browser, from Electron, and to PDF from the command line. Written as React elements and
// rendered to static markup, so every text is escaped by construction.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { TournamentDetail } from '#api/views';
import { PRINTOUT_SECURITY_POLICY, withoutFrameAncestors } from '#shell/content-security-policy';
import { formatDates, writtenDateTime } from '../dates';
import type { PrintLabels } from './labels';

const STYLE = `
  * { box-sizing: border-box; }
  body { font-family: 'DejaVu Sans', 'Noto Sans', Arial, sans-serif; color: #111; font-size: 10.5pt; margin: 0; }
  .sheet { max-width: 182mm; margin: 0 auto; padding: 6mm 0; }
  header { border-bottom: 2px solid #111; padding-bottom: 3mm; margin-bottom: 5mm; }
  .event { font-size: 15pt; font-weight: bold; margin: 0; }
  .meta { margin: 1mm 0 0; color: #333; }
  h1 { font-size: 13pt; margin: 0 0 4mm; }
  h2 { font-size: 11.5pt; margin: 6mm 0 2mm; }
  table { border-collapse: collapse; width: 100%; margin-bottom: 3mm; page-break-inside: auto; }
  tr { page-break-inside: avoid; }
  th, td { border: 1px solid #777; padding: 1.2mm 2mm; text-align: left; vertical-align: top; }
  th { background: #e8e8e8; font-size: 9pt; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  /* A number or a date (15 мар. 2026 г.) is never broken over two lines. */
  td.num { white-space: nowrap; }
  td.center, th.center { text-align: center; }
  td.cell { text-align: center; width: 7mm; padding: 1.2mm 0.5mm; white-space: nowrap; }
  td.name { white-space: nowrap; }
  table.compact td { padding-top: 0.6mm; padding-bottom: 0.6mm; }
  /* Wide tables: a header row repeated on every page, rows never split. */
  thead { display: table-header-group; }
  body.landscape .sheet { max-width: 269mm; padding: 0; }
  body.landscape header { margin-bottom: 3mm; }
  body.landscape footer { margin-top: 6mm; }
  body.compact { font-size: 9pt; }
  body.compact th, body.compact td { padding: 0.6mm 1.2mm; }
  body.dense { font-size: 7.5pt; }
  body.dense th { font-size: 7pt; }
  body.dense th, body.dense td { padding: 0.5mm 0.8mm; }
  body.compact td.cell, body.dense td.cell { width: auto; min-width: 4.5mm; padding-left: 0.3mm; padding-right: 0.3mm; }
  td.self { background: #cfcfcf; }
  td.match { width: auto; min-width: 9mm; }
  .match-games { display: block; font-size: 7pt; color: #444; }
  .second-line { display: block; font-size: 0.9em; color: #444; }
  /* The rating report has the crosstable's columns and seven of its own: in the smallest type, smaller still. */
  body.dense table.report { font-size: 6.6pt; line-height: 1.15; }
  body.dense table.report th { font-size: 6.2pt; }
  body.dense table.report th, body.dense table.report td { padding: 0.3mm 0.4mm; }
  body.dense .report-notes { font-size: 7pt; }
  td.result { width: 22mm; }
  td.strong { font-weight: bold; }
  .round { page-break-inside: avoid; }
  .small { font-size: 9pt; color: #333; }
  .notes p, .notes li { margin: 1mm 0; }
  .envelope .diagram svg { width: 70mm; height: auto; }
  /* The envelope's details take the page's width: each label on one line, each value after it. */
  .envelope .facts-table th { width: 1%; white-space: nowrap; }
  .move-columns { display: flex; gap: 6mm; align-items: flex-start; }
  .move-columns .moves { flex: 1; }
  .move-columns .moves td, .move-columns .moves th { padding-top: 0.4mm; padding-bottom: 0.4mm; }
  .starts { font-size: 12pt; font-weight: bold; margin: 0 0 3mm; }
  .sheet-head { display: flex; gap: 8mm; align-items: flex-start; justify-content: space-between; }
  .sheet-head .diagram { text-align: center; }
  .sheet-head .diagram svg { width: 55mm; height: auto; }
  .sheet-head .diagram p { margin: 1mm 0 0; }
  .openings p { margin: 0.5mm 0; }
  .openings .opening-diagram { margin: 0; break-inside: avoid; }
  .openings .opening-diagram svg { width: 35mm; height: auto; }
  .openings.per-board { display: grid; grid-template-columns: repeat(5, 1fr); gap: 1mm 3mm; margin-bottom: 1.5mm; }
  .openings.per-board .opening-diagram svg { width: 18mm; display: block; }
  .openings.per-board figcaption { font-size: 6.5pt; line-height: 1.15; }
  .facts-table th { width: 45mm; background: #f2f2f2; }
  /* A match sheet is filled in by hand: each board's line tall enough to write a name or a result on. */
  .match-sheet td { height: 9mm; vertical-align: bottom; }
  .match-sheet td.result-line { width: 28mm; }
  .signatures { display: flex; gap: 12mm; margin-top: 14mm; }
  footer { margin-top: 10mm; display: flex; justify-content: space-between; gap: 10mm; align-items: end; }
  .sign { flex: 1; border-top: 1px solid #111; padding-top: 1mm; font-size: 9pt; }
  .printed { font-size: 8pt; color: #555; }
  .hall-link { display: flex; gap: 5mm; align-items: center; margin-top: 6mm; page-break-inside: avoid; }
  .hall-link img { width: 30mm; height: 30mm; }
  .hall-link p { margin: 0; font-size: 10pt; }
`;

/** The sheet a document needs: landscape and a smaller type for wide tables (a 20-player crosstable). */
export interface SheetOptions {
  orientation?: 'portrait' | 'landscape';
  density?: 'normal' | 'compact' | 'dense';
}

export interface PageInput extends SheetOptions {
  tournament: TournamentDetail;
  labels: PrintLabels;
  title: string;
  body: ReactNode;
  printedAt: string;
}

/** What a tournament's document says of it under its name: venue, dates, variant, rules, scoring, time control. */
export function tournamentFacts(tournament: TournamentDetail, labels: PrintLabels): string[] {
  const dates = formatDates(tournament.startDate, tournament.endDate, labels.lang);
  return [
    tournament.venue ? `${labels.venue}: ${tournament.venue}` : '',
    dates ? `${labels.dates}: ${dates}` : '',
    labels.variants[tournament.variant],
    labels.ruleSets[tournament.ruleSet],
    // How a game counts and the clock: what the numbers and the adjourned games below rest on.
    labels.scoring(tournament.settings.scoring),
    labels.timeControl(tournament.settings),
  ].filter(Boolean);
}

/** A tournament's document: its name, venue, dates, variant, rules, scoring and time control on top, the chief
 * arbiter at the bottom. */
export function page({ tournament, labels, ...content }: PageInput): string {
  const meta = tournamentFacts(tournament, labels);
  return sheet({
    ...content,
    lang: labels.lang,
    heading: tournament.name,
    meta,
    signer: `${labels.arbiter}: ${tournament.arbiter ?? ''}`,
    signature: labels.signature,
  });
}

export interface SheetInput extends SheetOptions {
  lang: string;
  /** The line on top (the tournament's or the register's name) and the facts under it, as plain text. */
  heading: string;
  meta: string[];
  title: string;
  body: ReactNode;
  /** Who signs, and the word under the line. */
  signer: string;
  signature: string;
  printedAt: string;
}

/** Any A4 document of the app, as a whole HTML file: heading, title, body, and a signature line. */
export function sheet({
  lang,
  heading,
  meta,
  title,
  body,
  signer,
  signature,
  printedAt,
  orientation = 'portrait',
  density = 'normal',
}: SheetInput): string {
  const margins = orientation === 'landscape' ? '12mm 14mm 12mm' : '16mm 14mm 18mm';
  // The style sheet is ours and constant; as the text of a <style> element it must not be escaped.
  const style = `@page { size: A4 ${orientation}; margin: ${margins}; }${STYLE}`;
  const markup = renderToStaticMarkup(
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content={withoutFrameAncestors(PRINTOUT_SECURITY_POLICY)} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${heading} — ${title}`}</title>
        <style dangerouslySetInnerHTML={{ __html: style }} />
      </head>
      <body className={`${orientation} ${density}`}>
        <div className="sheet">
          <header>
            <p className="event">{heading}</p>
            <p className="meta">{meta.join(' · ')}</p>
          </header>
          <h1>{title}</h1>
          {body}
          <footer>
            <div className="sign">
              {signer} <span className="small">({signature})</span>
            </div>
            <div className="printed">{writtenDateTime(printedAt.replace(' ', 'T'), lang)}</div>
          </footer>
        </div>
      </body>
    </html>,
  );
  return `<!doctype html>\n${markup}\n`;
}

/** A table's head row: each column's label, right-aligned (num), centred, or as a result cell where its cells are;
 * a short heading may carry its full name (`title`: "SB — Sonneborn-Berger"). */
export function Heads({
  columns,
}: {
  columns: readonly (string | { label: string; align?: 'num' | 'center' | 'cell'; title?: string })[];
}) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) =>
          typeof column === 'string' ? (
            <th key={index} scope="col">
              {column}
            </th>
          ) : (
            <th key={index} scope="col" className={column.align} title={column.title}>
              {column.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** Facts as a two-column table, each label beside its value (an envelope's, a player card's). */
export function FactsTable({
  facts,
  narrow = false,
}: {
  facts: readonly (readonly [string, string])[];
  narrow?: boolean;
}) {
  return (
    <table className="facts-table" style={narrow ? { width: 'auto' } : undefined}>
      <tbody>
        {facts.map(([label, value]) => (
          <tr key={label}>
            <th>{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
