// The rank register's documents: the federation's rank list (players by rank, with the date and evidence of the
// last achievement or confirmation and the end of its three years) and a player's card (his rank and its history,
// his tournaments and matches). A4, in the three languages; the rank list also as CSV (formats/rank-list-csv.ts).
// React elements rendered to static markup (printouts/page.tsx), so every text is escaped by construction.
import type { PlayerCard, RankList } from '#api/views';
import type { Rank } from '#domain/vocabulary';
import type { RegistryNames } from '../name-style';
import { formatPoints } from '../numbers';
import { day, decimal, eventText, evidenceText, rankDay, registerRankText, standingDays } from '../register-text';
import { FactsTable, Heads, sheet } from './page';
import type { RegisterLabels } from './register-labels';

export interface RankListFilterText {
  rank?: Rank | undefined;
  club?: string | null | undefined;
  city?: string | null | undefined;
  lapsingBy?: string | null | undefined;
  undated?: boolean | undefined;
}

function filterLine(filter: RankListFilterText, labels: RegisterLabels): string[] {
  return [
    filter.rank ? `${labels.filters.rank}: ${registerRankText(filter.rank, labels)}` : '',
    filter.club ? `${labels.filters.club}: ${filter.club}` : '',
    filter.city ? `${labels.filters.city}: ${filter.city}` : '',
    filter.lapsingBy ? `${labels.filters.lapsingBy}: ${day(filter.lapsingBy, labels)}` : '',
    filter.undated ? labels.filters.undated : '',
  ].filter(Boolean);
}

const num = (label: string) => ({ label, align: 'num' as const });

export function rankListDocument(
  list: RankList,
  filter: RankListFilterText,
  labels: RegisterLabels,
  names: RegistryNames,
  printedAt: string,
): { title: string; html: string } {
  const body = list.rows.length ? (
    <table>
      <Heads
        columns={[
          labels.rank,
          names.heading,
          labels.club,
          labels.city,
          num(labels.born),
          num(labels.lastKept),
          num(labels.validUntil),
          labels.evidence,
        ]}
      />
      <tbody>
        {list.rows.map((row) => (
          <tr key={row.playerId}>
            <td className="strong">{registerRankText(row.rank, labels)}</td>
            <td className="name">{names.of(row)}</td>
            <td>{row.club ?? ''}</td>
            <td>{row.city ?? ''}</td>
            <td className="num">{row.birthYear ?? ''}</td>
            <td className="num">{standingDays(row, labels).lastKept}</td>
            <td className="num">
              {standingDays(row, labels).validUntil}
              {row.lapsed ? (
                <>
                  {' '}
                  <strong>({labels.lapsed})</strong>
                </>
              ) : null}
            </td>
            <td className="small">
              {row.keptBy ? (
                <>
                  {eventText(row.keptBy, labels)}
                  <br />
                  {evidenceText(row.keptBy, labels)}
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ) : (
    <p>{labels.noRows}</p>
  );
  const title = labels.titles.rankList;
  return {
    title,
    html: sheet({
      lang: labels.lang,
      heading: labels.register,
      meta: [`${labels.asOf} ${day(list.asOf, labels)}`, ...filterLine(filter, labels)],
      title,
      body,
      signer: labels.registrar,
      signature: labels.signature,
      printedAt,
      orientation: 'landscape',
      density: 'compact',
    }),
  };
}

export function playerCardDocument(card: PlayerCard, labels: RegisterLabels, names: RegistryNames, printedAt: string) {
  const { player, standing } = card;
  const facts: [string, string][] = [
    [labels.rank, registerRankText(standing.rank, labels)],
    [labels.since, standingDays(standing, labels).since],
    [labels.lastKept, standingDays(standing, labels).lastKept],
    [labels.validUntil, `${standingDays(standing, labels).validUntil}${standing.lapsed ? ` (${labels.lapsed})` : ''}`],
    [labels.club, player.club ?? ''],
    [labels.city, player.city ?? ''],
    [labels.born, player.birthYear === null ? '' : String(player.birthYear)],
  ];
  const body = (
    <>
      <FactsTable facts={facts} narrow />
      <p className="small">{labels.progress(card.progress.candidate, card.progress.championships)}</p>
      <h2>{labels.history}</h2>
      {card.history.length ? (
        <table>
          <Heads columns={[num(labels.date), labels.event, labels.evidence]} />
          <tbody>
            {card.history.map((e) => (
              <tr key={e.id}>
                <td className="num">{rankDay(e.date, labels)}</td>
                <td>{eventText(e, labels)}</td>
                <td>{evidenceText(e, labels)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{labels.noRows}</p>
      )}
      <h2>{labels.tournaments}</h2>
      {card.tournaments.length ? (
        <table>
          <Heads
            columns={[
              labels.tournament,
              num(labels.date),
              labels.rankAtStart,
              num(labels.games),
              num(labels.points),
              num(labels.percent),
              num(labels.place),
              labels.norm,
            ]}
          />
          <tbody>
            {card.tournaments.map((t) => (
              <tr key={t.tournamentId}>
                <td>
                  {t.name}
                  {t.nationalChampionship ? (
                    <>
                      {' '}
                      <span className="small">({labels.championship})</span>
                    </>
                  ) : null}
                </td>
                <td className="num">{day(t.endDate ?? t.startDate, labels)}</td>
                <td>{t.rankAtStart ? registerRankText(t.rankAtStart, labels) : ''}</td>
                <td className="num">{t.games}</td>
                <td className="num strong">{formatPoints(t.points)}</td>
                <td className="num">{t.percent === null ? '' : decimal(t.percent, 1, labels)}</td>
                <td className="num">{`${t.place ?? ''}${t.players ? ` / ${t.players}` : ''}`}</td>
                <td>
                  {t.norm.achieved
                    ? `${registerRankText(t.norm.achieved, labels)} — ${labels.statuses[t.norm.status!]}`
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{labels.noRows}</p>
      )}
      {card.matches.length ? (
        <>
          <h2>{labels.matches}</h2>
          <table>
            <Heads columns={[num(labels.date), labels.opponent, num(labels.points), '']} />
            <tbody>
              {card.matches.map((m) => (
                <tr key={m.id}>
                  <td className="num">{day(m.date, labels)}</td>
                  <td>{`${names.of(m.player)} – ${names.of(m.master)}`}</td>
                  <td className="num">{`${formatPoints(m.points)} : ${formatPoints(m.games - m.points)}`}</td>
                  <td>{m.won ? labels.won : labels.notWon}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </>
  );
  const title = `${labels.titles.playerCard}: ${names.of(player)}`;
  return {
    title,
    html: sheet({
      lang: labels.lang,
      heading: labels.register,
      meta: [names.of(player)],
      title,
      body,
      signer: labels.registrar,
      signature: labels.signature,
      printedAt,
    }),
  };
}
