// The printouts an arbiter hands out and sends to the federation: the numbered list after the draw, the pairings of
// a round, the schedule of all rounds, the crosstable and the rank norm report.
import { PRINTOUT_KINDS, type PrintoutKind } from '#api/operations';
import { catalogue } from '#i18n/catalogue';
import { NormCells, ResultCells, ScoreCells } from '../crosstable-cells';
import { crosstableLayout, hasZeroZero, ratingText, showsRatings, tiebreakText } from '../crosstable-layout';
import { microMatchNotes } from '../micro-match-notes';
import { decimalIn, formatPoints, normNoteParams } from '../numbers';
import { envelope, scoreSheet } from './game-documents';
import { Heads, page } from './page';
import { nameHeading, num, rankText, type Content, type PrintoutData } from './printout-data';
import { ratingReport } from './rating-report';
import { pairings, schedule } from './round-documents';
import { sheetFor, tableWidthMm, textColumn } from './sheet-fit';
import { matchSheets, teamCrosstable, teamNorms, teamPairings, teamRosters } from './team-documents';

export { PRINTOUT_KINDS, type PrintoutKind, type PrintoutData };

function participants({ tournament, labels }: PrintoutData): Content {
  const { drawMethod, drawSeed } = tournament.settings;
  const rated = tournament.participants.some((p) => p.rating !== null || p.title !== null);
  const t = catalogue(labels.lang);
  const body = (
    <>
      <table>
        <Heads
          columns={[
            num(labels.no),
            nameHeading(labels, tournament.settings.nameStyle),
            labels.rank,
            ...(rated ? [num(t('titleNorms.rating'))] : []),
            labels.club,
            labels.city,
          ]}
        />
        <tbody>
          {tournament.participants.map((p) => (
            <tr key={p.playerId}>
              <td className="num">{p.lotNo ?? ''}</td>
              <td>{p.name}</td>
              <td>{rankText(p.rank, labels)}</td>
              {rated ? <td className="num">{ratingText(p)}</td> : null}
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

/** The width of the crosstable as printed, every column in (sheet-fit.ts). */
function crosstableWidth(
  layout: ReturnType<typeof crosstableLayout>,
  labels: PrintoutData['labels'],
  nameHeader: string,
  double: boolean,
  /** The heading of the ratings' column, where the table shows one. */
  ratingHeader: string | null = null,
): number {
  const rows = layout.rows.map((row) => row.player);
  const column = textColumn;
  return tableWidthMm({
    textColumns: [
      column(
        labels.place,
        rows.map((p) => p.place),
      ),
      column(
        labels.no,
        rows.map((p) => String(p.no)),
      ),
      column(
        nameHeader,
        rows.map((p) => p.name),
      ),
      column(
        labels.rank,
        rows.map((p) => rankText(p.rank, labels)),
      ),
      ...(ratingHeader === null
        ? []
        : [
            column(
              ratingHeader,
              rows.map((p) => String(p.rating ?? '')),
            ),
          ]),
      column(
        labels.points,
        rows.map((p) => formatPoints(p.points)),
      ),
      ...layout.tiebreaks.map((tiebreak) =>
        column(
          labels.tiebreaks[tiebreak],
          rows.map((p) => tiebreakText(p, tiebreak)),
        ),
      ),
    ],
    resultColumns: layout.columns.length,
    gamesPerCell: double ? 2 : 1,
  });
}

function crosstable({ crosstable: table, tournament, labels }: PrintoutData): Content {
  // Printed by place, the result columns in the order of the rows (the diagonal stays the diagonal).
  const layout = crosstableLayout(table, 'place');
  const t = catalogue(labels.lang);
  const nameHeader = nameHeading(labels, tournament.settings.nameStyle);
  const pairGames = tournament.settings.double || tournament.settings.microMatch;
  // The ratings' column where the table still fits without the smallest type (a 20 players' double round robin
  // needs that type already, and the estimate has no margin left there): the rating report carries them in any case.
  const rated =
    showsRatings(table) &&
    sheetFor(crosstableWidth(layout, labels, nameHeader, pairGames, t('crosstable.ratingShort'))).density !== 'dense';
  // The legend says every short heading after the names: the match points too, where they are the score.
  const tiebreakNames = [...(layout.score === 'matchPoints' ? (['matchPoints'] as const) : []), ...layout.tiebreaks]
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
            // On paper the rating alone, under a short heading: a 20 players' double round robin's sheet has no room
            // for more (the titles are on the list of participants and the rating report).
            ...(rated ? [{ ...num(t('crosstable.ratingShort')), title: t('titleNorms.rating') }] : []),
            ...layout.columns.map((column) => ({ label: String(column), align: 'center' as const })),
            num(layout.score === 'points' ? labels.points : labels.tiebreaks.matchPoints),
            ...layout.tiebreaks.map((tiebreak) => num(labels.tiebreaks[tiebreak])),
          ]}
        />
        <tbody>
          {layout.rows.map(({ player: p, cells, matchCells }) => (
            <tr key={p.no}>
              <td className="num">{p.place}</td>
              <td className="num">{p.no}</td>
              <td className="name">{p.name}</td>
              <td>{rankText(p.rank, labels)}</td>
              {rated ? <td className="num nowrap">{ratingText(p)}</td> : null}
              <ResultCells cells={cells} matches={matchCells} />
              <ScoreCells player={p} score={layout.score} tiebreaks={layout.tiebreaks} />
            </tr>
          ))}
        </tbody>
      </table>
      {tiebreakNames ? <p className="small">{tiebreakNames}</p> : null}
      {microMatchNotes(table, t).map((note) => (
        <p key={note} className="small">
          {note}
        </p>
      ))}
      {rated ? <p className="small">{t('crosstable.averageRating', { average: table.averageRating ?? '' })}</p> : null}
      {hasZeroZero(table) ? <p className="small">{labels.zeroZero}</p> : null}
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
    ...sheetFor(crosstableWidth(layout, labels, nameHeader, pairGames, rated ? t('crosstable.ratingShort') : null)),
  };
}

function norms({ crosstable: table, tournament, labels, championship }: PrintoutData): Content {
  const counting = labels.rankCounting(
    table.rankCounting,
    table.players.map((p) => p.rank),
  );
  const ranks = table.norms.map((n) => n.rank);
  const coefficient = table.coefficient === null ? '–' : decimalIn(table.coefficient.toFixed(2), labels.lang);
  const masters = table.players.filter((p) => p.master);
  // The 1953 tables are the 1953 rules' classification: an event under today's rules classifies by rating (the rating
  // report), and its 1953 norms are given for the record, not as "not met" against every name.
  const of1953 = tournament.ruleSet === 'ussr1953';
  const body = (
    <>
      {of1953 ? null : (
        <p className="small">
          {catalogue(labels.lang)('norms.not1953', { rules: labels.ruleSets[tournament.ruleSet] })}
        </p>
      )}
      {/* The coefficient and the percentage each rank needs at it, on one line: the report and its signature fit one
          page for 20 players. */}
      <p>
        <strong>{`${labels.coefficient}: ${coefficient}`}</strong>
        {table.norms.length
          ? ` · ${labels.percent}: ${table.norms.map((n) => `${rankText(n.rank, labels)} ${n.percent} %`).join(', ')}`
          : null}
      </p>
      <p className="small">{counting}</p>
      {table.microMatch ? <p className="small">{catalogue(labels.lang)('norms.microMatchGames')}</p> : null}
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
              <td className="name">{p.name}</td>
              <td>{rankText(p.rank, labels)}</td>
              <NormCells player={p} ranks={ranks} />
              <td className="name">
                {p.norm.achieved
                  ? `${rankText(p.norm.achieved, labels)} — ${labels.statuses[p.norm.status!]}`
                  : of1953
                    ? labels.noNorm
                    : '–'}
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
  // Upright, each name and outcome on one line: a smaller type where the table needs it, and beyond 14 players so that
  // the report, its criteria and the signature stay on one page.
  const outcomes = table.players.map((p) =>
    p.norm.achieved ? `${rankText(p.norm.achieved, labels)} — ${labels.statuses[p.norm.status!]}` : labels.noNorm,
  );
  const sheet = sheetFor(
    tableWidthMm({
      textColumns: [
        textColumn(
          labels.place,
          table.players.map((p) => p.place),
        ),
        textColumn(
          nameHeading(labels, tournament.settings.nameStyle),
          table.players.map((p) => p.name),
        ),
        textColumn(
          labels.rank,
          table.players.map((p) => rankText(p.rank, labels)),
        ),
        textColumn(
          labels.games,
          table.players.map((p) => String(p.games)),
        ),
        textColumn(
          labels.points,
          table.players.map((p) => formatPoints(p.points)),
        ),
        ...ranks.map((rank) => textColumn(rankText(rank, labels), ['99½'])),
        textColumn(labels.outcome, outcomes),
      ],
      resultColumns: 0,
      gamesPerCell: 1,
    }),
    { upright: true },
  );
  const density = table.players.length > 14 && sheet.density === 'normal' ? 'compact' : sheet.density;
  return { title: labels.titles.norms, body, orientation: 'portrait', density };
}

/** The whole HTML document of a printout. `round` is needed for the pairings of one round. */
export function printout(kind: PrintoutKind, data: PrintoutData, round?: number): { title: string; html: string } {
  const teams = data.teams;
  const content =
    // A team round robin's participants, pairings, match sheets, crosstable and norms are its teams' and matches'
    // (team-documents.tsx).
    teams && kind === 'pairings'
      ? teamPairings(data, teams, round!)
      : teams && kind === 'matchSheets'
        ? matchSheets(data, teams, round!)
        : teams && kind === 'crosstable'
          ? teamCrosstable(data, teams)
          : teams && kind === 'norms'
            ? teamNorms(data, teams)
            : teams && kind === 'participants'
              ? teamRosters(data, teams)
              : kind === 'participants'
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
                          : kind === 'ratingReport'
                            ? ratingReport(data)
                            : norms(data);
  // The rating report is in 2–1–0 whatever the tournament counts in: its heading says so.
  const tournament =
    kind === 'ratingReport'
      ? { ...data.tournament, settings: { ...data.tournament.settings, scoring: '2-1-0' as const } }
      : data.tournament;
  return {
    title: content.title,
    html: page({ ...content, tournament, labels: data.labels, printedAt: data.printedAt }),
  };
}
