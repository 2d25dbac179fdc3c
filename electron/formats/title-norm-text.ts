// Today's title norms as the screens, the printed report and the command line say them (docs/ratings.md): the
// tournament's average rating and the players it counts, the row of the Estonian federation's Table 1 (EKL Lisa 2) it
// falls in and what that row asks, and each player's outcome — or why no norm can be read from the table.
import type { CrosstableView } from '#api/views';
import type { NormTableRow, RatingList } from '#domain/ratings';
import { inScale, type Scoring } from '#domain/results';
import type { Translate } from '#i18n/catalogue';

/** The points a norm of `percent` needs from `games` games, in the scale: at least percent × games × 2 / 100
 * half-points, rounded up. */
export function pointsForPercent(percent: number, games: number, scoring: Scoring): number {
  return inScale(Math.ceil((percent * games * 2) / 100), scoring);
}

/** The sentence under the heading: the average and its row of Table 1 — the men's, and the women's where the
 * tournament applies them to its women (`womenTitleNormRow`) —, or why there is no norm. */
export function titleNormSummary(
  t: Translate,
  table: Pick<CrosstableView, 'averageRating' | 'ratedPlayers' | 'titleNormRow' | 'womenTitleNormRow' | 'players'>,
  list: RatingList,
): string {
  if (table.averageRating === null) return t('titleNorms.nobodyRated', { list: t(`ratings.lists.${list}`) });
  const average = t('titleNorms.average', {
    average: table.averageRating,
    rated: table.ratedPlayers,
    players: table.players.length,
    list: t(`ratings.lists.${list}`),
  });
  const rows = [rowSentence(t, table.titleNormRow!, t('titleNorms.menRows'))];
  if (table.womenTitleNormRow) rows.push(rowSentence(t, table.womenTitleNormRow, t('titleNorms.womenRows')));
  return `${average} ${rows.join(' ')}`;
}

/** One row of Table 1 as a sentence: its range and the norms' percentages, or that the average is outside it. */
function rowSentence(t: Translate, row: NormTableRow, rows: string): string {
  if (row.kind === 'below') return t('titleNorms.below', { from: row.from, rows });
  if (row.kind === 'beyond') return t('titleNorms.beyond', { from: row.from, rows });
  const norms = [
    row.MS === null ? null : t('titleNorms.normOf', { title: 'MS', percent: row.MS }),
    row.SM === null ? null : t('titleNorms.normOf', { title: 'SM', percent: row.SM }),
  ]
    .filter(Boolean)
    .join(', ');
  return t('titleNorms.row', { from: row.from, to: row.to, rows, norms });
}
