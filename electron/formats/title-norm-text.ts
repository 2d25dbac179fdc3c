// Today's title norms as the screens, the printed report and the command line say them (docs/ratings.md): the
// tournament's average rating and the players it counts, the row of the Estonian federation's Table 1 (EKL Lisa 2) it
// falls in and what that row asks, and each player's outcome — or why no norm can be read from the table.
import type { CrosstableView } from '#api/views';
import type { RatingList } from '#domain/ratings';
import { inScale, type Scoring } from '#domain/results';
import type { Translate } from '#i18n/catalogue';

/** The points a norm of `percent` needs from `games` games, in the scale: at least percent × games × 2 / 100
 * half-points, rounded up. */
export function pointsForPercent(percent: number, games: number, scoring: Scoring): number {
  return inScale(Math.ceil((percent * games * 2) / 100), scoring);
}

/** The sentence under the heading: the average and its row of Table 1, or why there is no norm. */
export function titleNormSummary(
  t: Translate,
  table: Pick<CrosstableView, 'averageRating' | 'ratedPlayers' | 'titleNormRow' | 'players'>,
  list: RatingList,
  women: boolean,
): string {
  if (table.averageRating === null) return t('titleNorms.nobodyRated', { list: t(`ratings.lists.${list}`) });
  const average = t('titleNorms.average', {
    average: table.averageRating,
    rated: table.ratedPlayers,
    players: table.players.length,
    list: t(`ratings.lists.${list}`),
  });
  const rows = women ? t('titleNorms.womenRows') : t('titleNorms.menRows');
  const row = table.titleNormRow!;
  if (row.kind === 'below') return `${average} ${t('titleNorms.below', { from: row.from, rows })}`;
  if (row.kind === 'beyond') return `${average} ${t('titleNorms.beyond', { from: row.from, rows })}`;
  const norms = [
    row.MS === null ? null : t('titleNorms.normOf', { title: 'MS', percent: row.MS }),
    row.SM === null ? null : t('titleNorms.normOf', { title: 'SM', percent: row.SM }),
  ]
    .filter(Boolean)
    .join(', ');
  return `${average} ${t('titleNorms.row', { from: row.from, to: row.to, rows, norms })}`;
}
