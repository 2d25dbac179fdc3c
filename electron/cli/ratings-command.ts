// `kabe-arbiter --db FILE ratings import LIST [--list fmjd100|fmjd64|national] [--date YYYY-MM-DD] [--accept LINE=ID,…]
// [--accept-names] [--dry-run] [--json]`: a rating list into the registry (docs/ratings.md). The file is read here (FMJD's
// CSV, a national CSV or workbook), its rows go to the contract's `importRatings`, and what it found is told: each
// registered player found by his FMJD ID, each proposed by his name — stored only when accepted, by line
// (`--accept 2=15`) or all the single ones at once (`--accept-names`) — and every problem at its line and column.
import type { Language } from '#api/languages';
import type { RatingsImportRow, RatingsImportView } from '#api/views';
import { RATING_LISTS, type RatingList } from '#domain/ratings';
import { singlyNamed } from '#formats/rating-choices';
import { listDateOfFileName } from '#formats/rating-list';
import { catalogue, type Translate } from '#i18n/catalogue';
import { MAX_TABLE_BYTES, readTableBytes } from '#readers/door';
import type { Service } from '#service';
import { EXIT_OK, fileNeeded, languageOf, printJson, readBytes, usage, type Io } from './io';

export interface RatingsOptions {
  list?: string;
  date?: string;
  accept?: string;
  'accept-names'?: boolean;
  'remove-ratings'?: boolean;
  'dry-run'?: boolean;
  json?: boolean;
  lang?: string;
}

/** `--accept 2=15,14=15`: the rows found by name the arbiter takes, each with the player it goes to. */
function acceptedRows(text: string | undefined): { line: number; playerId: number }[] {
  if (text === undefined) return [];
  return text.split(',').map((pair) => {
    const match = /^\s*(\d{1,9})\s*=\s*(\d{1,9})\s*$/.exec(pair);
    if (!match) throw usage('ratingsAccept', { text: pair });
    return { line: Number(match[1]), playerId: Number(match[2]) };
  });
}

function rowLine(row: RatingsImportRow, t: Translate): string {
  const values = {
    line: row.line,
    listed: row.listed,
    rating: row.rating ?? '–',
    title: row.title ? ` ${row.title}` : '',
    was: row.was ?? '–',
  };
  if (row.match === 'fmjdId')
    return t('cli.ratings.byId', { ...values, name: row.candidates[0]!.name, id: row.fmjdId ?? '' });
  const names = row.candidates
    .map((c) =>
      c.birthYear === null
        ? t('cli.ratings.candidateUnknownYear', { name: c.name, id: c.playerId })
        : t('cli.ratings.candidate', { name: c.name, id: c.playerId, born: c.birthYear }),
    )
    .join('; ');
  if (row.playerId !== null) return t('cli.ratings.accepted', { ...values, name: names });
  return row.match === 'name'
    ? t('cli.ratings.byName', { ...values, name: names, id: row.candidates[0]!.playerId })
    : t('cli.ratings.several', { ...values, names });
}

/** What was read, in lines for a terminal. */
function report(view: RatingsImportView, t: Translate): string[] {
  return [
    t('cli.ratings.summary', {
      list: t(`ratings.lists.${view.list}`),
      date: view.listDate,
      source: view.source ?? '',
      ...view.counts,
    }),
    ...view.rows.map((row) => rowLine(row, t)),
    ...view.problems.map((problem) =>
      t('cli.ratings.problem', {
        line: problem.line,
        column: problem.column ?? '–',
        message: t(`ratingsImport.problems.${problem.code}`, { value: problem.value }),
      }),
    ),
    // The tournaments' entrants the list does not have, and the tournaments it could rate now (`retakeRatings`).
    ...(view.notListed.length > 0
      ? [
          t('ratingsImport.notListedHeading', { count: view.notListed.length }),
          ...view.notListed.map((player) => `  ${player.name}${player.tournament ? ` — ${player.tournament}` : ''}`),
        ]
      : []),
    // The ratings a row gives as none, kept unless --remove-ratings says to take them away.
    ...(view.takingAway.length > 0
      ? [
          t('ratingsImport.takingAwayHeading', { count: view.takingAway.length }),
          ...view.takingAway.map((player) => `  ${t('ratingsImport.takingAwayRow', { ...player })}`),
        ]
      : []),
    ...view.behind.map(
      (tournament) =>
        `${t('ratingsImport.behind', { name: tournament.name, count: tournament.changed })} — ${t('cli.ratings.retake', { id: tournament.tournamentId })}`,
    ),
  ];
}

export async function ratingsCommand(
  service: Service,
  args: string[],
  options: RatingsOptions,
  io: Io,
): Promise<number> {
  const lang: Language = languageOf(options.lang);
  const t = catalogue(lang);
  if (args[0] !== 'import') throw usage('ratingsWhat', { text: args[0] ?? '' });
  const file = args[1];
  const synopsis = 'kabe-arbiter --db FILE ratings import <V261001.DRA|list.csv|list.xlsx> [--list …] [--date …]';
  if (!file) throw fileNeeded('ratings import', 'ratingList', synopsis);
  // FMJD's file says its list and its day in its name; another needs them given.
  const fromName = listDateOfFileName(file);
  const list = options.list ?? (fromName ? 'fmjd100' : undefined);
  if (list === undefined || !(RATING_LISTS as readonly string[]).includes(list))
    throw usage('ratingsList', { text: options.list ?? '' });
  const listDate = options.date ?? fromName;
  if (!listDate) throw usage('ratingsDate');
  const table = await readTableBytes(readBytes(file, MAX_TABLE_BYTES));
  const input = {
    source: file,
    list: list as RatingList,
    listDate,
    rows: table.rows,
    accept: acceptedRows(options.accept),
  };
  const preview = service.call('importRatings', input);
  // --accept-names takes every row that names one registered player no other row proposes (singlyNamed), and was not
  // accepted otherwise.
  const accept = options['accept-names']
    ? [...input.accept, ...singlyNamed(preview.rows).filter((row) => !input.accept.some((a) => a.line === row.line))]
    : input.accept;
  if (options['dry-run']) {
    const shown = service.call('importRatings', { ...input, accept });
    if (options.json) printJson(io, shown);
    else io.out([...report(shown, t), t('cli.ratings.dryRun')].join('\n') + '\n');
    return EXIT_OK;
  }
  const stored = service.call('importRatings', {
    ...input,
    accept,
    confirm: true,
    removeRatings: options['remove-ratings'] ?? false,
  });
  if (options.json) printJson(io, stored);
  else io.out([...report(stored, t), t('cli.ratings.stored', { count: stored.stored ?? 0 })].join('\n') + '\n');
  return EXIT_OK;
}
