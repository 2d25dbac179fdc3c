// The papers of a team round robin (docs/teams.md): a round's pairings (each match with its boards, colours and
// players once the line-ups are given), the match sheets (one a page: teams, captains, boards, names, colours, a line
// for each result and the score, the captains' and the arbiter's signatures), and the team crosstable with its
// standings and the boards' tables — the board prizes.
import type { Language } from '#api/languages';
import type { MatchBoardView, TeamMatchView, TeamTournamentView } from '#api/views';
import { matchesSearch } from '#domain/names';
import { formatCoefficient } from '#domain/norms';
import { formatInScale, type Scoring } from '#domain/results';
import { formatPlace } from '#domain/standings';
import { firstTeamWhite } from '#domain/team-matches';
import { catalogue } from '#i18n/catalogue';
import { ratingText } from '../crosstable-layout';
import { formatResult } from '../numbers';
import { boardName, teamOrderNote, womensBoardsNote } from '../team-words';
import { Heads } from './page';
import { nameHeading, num, rankText, type Content, type PrintoutData } from './printout-data';

type Teams = TeamTournamentView;

const seat = (player: MatchBoardView['white'], empty: string) => (player ? `${player.no}. ${player.name}` : empty);

/** What a board is found by in the hall ("Find your board"): its players' names and both teams'. */
const namesOf = (match: TeamMatchView, board: MatchBoardView) =>
  [board.white?.name, board.black?.name, match.first.name, match.second.name].filter(Boolean).join(' ');

function BoardsTable({
  match,
  boards = match.boards,
  teams,
  t,
  withResults,
}: {
  match: TeamMatchView;
  /** The boards shown: all, or those a search found. */
  boards?: readonly MatchBoardView[];
  teams: Teams;
  t: ReturnType<typeof catalogue>;
  withResults: boolean;
}) {
  const teamName = (first: boolean) => (first ? match.first.name : match.second.name);
  /** An empty board's forfeit always; a game's result where results are shown — an adjourned one said to be so, as
   * the individual rounds' hall says it — and a line to write it on the match sheet. */
  const resultText = (board: MatchBoardView) => {
    if (board.gameId === null) return formatResult(board.result, teams.scoring);
    if (!withResults || board.result === null) return '';
    return board.result === 'adjourned' ? t('hall.adjourned') : formatResult(board.result, teams.scoring);
  };
  return (
    <table>
      <Heads columns={[num(t('teamPrint.board')), t('teamPrint.white'), t('teamPrint.black'), t('teamPrint.result')]} />
      <tbody>
        {boards.map((board) => (
          <tr key={board.board} data-names={namesOf(match, board)}>
            <td className="num">{board.board}</td>
            <td>
              {seat(board.white, t('teamPrint.empty'))}
              <span className="small"> ({teamName(board.firstWhite)})</span>
            </td>
            <td>
              {seat(board.black, t('teamPrint.empty'))}
              <span className="small"> ({teamName(!board.firstWhite)})</span>
            </td>
            <td className="center result-line">{resultText(board)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Women's boards: 3." under a paper's boards, where a regulation reserves any (docs/teams.md). */
function WomensBoardNote({ teams, t }: { teams: Teams; t: ReturnType<typeof catalogue> }) {
  const note = womensBoardsNote(teams.settings, t);
  return note === null ? null : <p className="small">{note}</p>;
}

function roundOf(teams: Teams, round: number) {
  const found = teams.rounds.find((r) => r.round === round);
  if (!found) throw new Error(`round ${round} is not in the table`);
  return found;
}

/** A round's matches, each with its boards once the line-ups are given (the printed pairings, the hall's round).
 * `only`: the hall's "Find your board" typed without the script — the boards whose players' or teams' names hold it,
 * and the matches that have such a board. */
export function RoundMatches({
  teams,
  round,
  lang,
  only = null,
}: {
  teams: Teams;
  round: number;
  lang: Language;
  only?: string | null;
}) {
  const t = catalogue(lang);
  const r = roundOf(teams, round);
  const found = (match: TeamMatchView) =>
    only === null ? match.boards : match.boards.filter((board) => matchesSearch(only, [namesOf(match, board)]));
  const shown = r.matches.filter(
    (match) => only === null || found(match).length > 0 || matchesSearch(only, [match.first.name, match.second.name]),
  );
  return (
    <>
      {shown.map((match) => (
        <section key={match.pairing} className="match">
          <h3>
            {t('teamPrint.match', { n: match.pairing })}: {match.first.no}. {match.first.name} – {match.second.no}.{' '}
            {match.second.name}
          </h3>
          {match.withdrawal ? (
            <p className="small">
              {t(match.withdrawal.effect === 'forfeits' ? 'teamRounds.decidedForfeits' : 'teamRounds.decidedAnnulled', {
                team: match.withdrawal.team.name,
              })}
            </p>
          ) : null}
          {match.boards.length > 0 ? (
            <BoardsTable match={match} boards={found(match)} teams={teams} t={t} withResults />
          ) : match.withdrawal ? null : (
            <p className="small">{t('teamPrint.lineupsToCome')}</p>
          )}
        </section>
      ))}
      {only !== null && shown.length === 0 ? <p className="nothing">{t('hall.noMatch', { text: only })}</p> : null}
      {only === null ? <WomensBoardNote teams={teams} t={t} /> : null}
      {r.bye && only === null ? <p>{t('teamPrint.bye', { team: r.bye.name })}</p> : null}
    </>
  );
}

/** The list of participants of a team round robin: each team in the order of its number (of entry before the draw),
 * its club and captain, and its roster in board order — the boards' players, then the reserves. */
export function teamRosters(data: PrintoutData, teams: Teams): Content {
  const { labels, tournament } = data;
  const t = catalogue(labels.lang);
  const rated = teams.teams.some((team) => team.players.some((p) => p.rating !== null || p.title !== null));
  const ordered = [...teams.teams].sort((a, b) => (a.no ?? Infinity) - (b.no ?? Infinity));
  const body = (
    <>
      <WomensBoardNote teams={teams} t={t} />
      {ordered.map((team) => (
        <section key={team.id} className="round">
          <h3>
            {team.no === null ? '' : `${team.no}. `}
            {team.name}
            {team.club && team.club !== team.name ? <span className="small"> ({team.club})</span> : null}
          </h3>
          {team.captain ? (
            <p className="small">
              {t('teamPrint.captain')}: {team.captain}
            </p>
          ) : null}
          <table>
            <Heads
              columns={[
                num(t('teamPrint.board')),
                num(labels.no),
                nameHeading(labels, tournament.settings.nameStyle),
                labels.rank,
                ...(rated ? [num(t('titleNorms.rating'))] : []),
              ]}
            />
            <tbody>
              {team.players.map((p) => (
                <tr key={p.participantId}>
                  <td className="num">{p.reserve ? t('teamPrint.reserve') : p.position}</td>
                  <td className="num">{p.no ?? ''}</td>
                  <td>{p.name}</td>
                  <td>{rankText(p.rank, labels)}</td>
                  {rated ? <td className="num">{ratingText(p)}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
  return { title: labels.titles.participants, body, density: 'compact' };
}

export function teamPairings(data: PrintoutData, teams: Teams, round: number): Content {
  const t = catalogue(data.labels.lang);
  roundOf(teams, round);
  const body = <RoundMatches teams={teams} round={round} lang={data.labels.lang} />;
  return { title: t('teamPrint.pairingsTitle', { round }), body, density: 'compact' };
}

export function matchSheets(data: PrintoutData, teams: Teams, round: number): Content {
  const t = catalogue(data.labels.lang);
  const r = roundOf(teams, round);
  const captain = (id: number) => teams.teams.find((team) => team.id === id)?.captain ?? '';
  const body = (
    <>
      {r.matches.map((match, index) => (
        <section
          key={match.pairing}
          className="match-sheet"
          style={index < r.matches.length - 1 ? { breakAfter: 'page' } : undefined}
        >
          <h3>
            {t('teamPrint.sheetTitle', { round, n: match.pairing })}: {match.first.name} – {match.second.name}
          </h3>
          {match.boards.length > 0 ? (
            <BoardsTable match={match} teams={teams} t={t} withResults={false} />
          ) : (
            // Before the line-ups: a line for each board's names, each under the colour its team has there.
            <table>
              <Heads
                columns={[num(t('teamPrint.board')), t('teamPrint.white'), t('teamPrint.black'), t('teamPrint.result')]}
              />
              <tbody>
                {Array.from({ length: teams.settings.boards }, (_, i) => {
                  const firstWhite = firstTeamWhite(i + 1, 1);
                  return (
                    <tr key={i}>
                      <td className="num">{i + 1}</td>
                      <td className="write-line">
                        <span className="small">({(firstWhite ? match.first : match.second).name})</span>
                      </td>
                      <td className="write-line">
                        <span className="small">({(firstWhite ? match.second : match.first).name})</span>
                      </td>
                      <td className="result-line" />
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          <WomensBoardNote teams={teams} t={t} />
          <p>
            {t('teamPrint.score')}: {match.first.name} ______ : ______ {match.second.name}
          </p>
          <div className="signatures">
            <p>
              {t('teamPrint.captainOf', { team: match.first.name })}: {captain(match.first.id)} ____________________
            </p>
            <p>
              {t('teamPrint.captainOf', { team: match.second.name })}: {captain(match.second.id)} ____________________
            </p>
            <p>
              {t('teamPrint.arbiter')}: {data.tournament.arbiter ?? ''} ____________________
            </p>
          </div>
        </section>
      ))}
    </>
  );
  return { title: t('teamPrint.sheetsTitle', { round }), body };
}

export function teamCrosstable(data: PrintoutData, teams: Teams): Content {
  const t = catalogue(data.labels.lang);
  const body = <TeamTables teams={teams} lang={data.labels.lang} />;
  return {
    title: t('teamTable.heading'),
    body,
    orientation: teams.standings.length > 8 ? 'landscape' : 'portrait',
    density: teams.standings.length > 12 ? 'dense' : 'compact',
  };
}

/** The team crosstable of match scores, the standings with each board's points, and the boards' tables. */
export function TeamTables({ teams, lang }: { teams: Teams; lang: Language }) {
  const t = catalogue(lang);
  const scoring: Scoring = teams.scoring;
  const byNo = [...teams.standings].sort((a, b) => a.no - b.no);
  const against = (row: Teams['standings'][number], other: number) =>
    row.matches
      .filter((m) => m.opponent === other)
      .map((m) => `${formatInScale(m.score[0], scoring)}:${formatInScale(m.score[1], scoring)}`)
      .join(' ');
  const mp = (half: number) => formatInScale(half, teams.settings.matchPoints);
  const bp = (half: number) => formatInScale(half, scoring);
  return (
    <>
      <table className="crosstable">
        <Heads
          columns={[
            num(t('teamTable.no')),
            t('teamTable.team'),
            ...byNo.map((team) => ({ label: String(team.no), align: 'center' as const })),
            num(t('teamTable.matchPoints')),
            num(t('teamTable.boardPoints')),
            num(t('teamTable.place')),
          ]}
        />
        <tbody>
          {byNo.map((row) => (
            <tr key={row.no}>
              <td className="num">{row.no}</td>
              <td>{row.name}</td>
              {byNo.map((other) => (
                <td key={other.no} className={other.no === row.no ? 'self' : 'center'}>
                  {other.no === row.no ? '' : against(row, other.no)}
                </td>
              ))}
              <td className="num">
                <strong>{mp(row.matchPoints)}</strong>
              </td>
              <td className="num">{bp(row.boardPoints)}</td>
              <td className="num">{formatPlace(row.place)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('teamTable.standings')}</h3>
      <table>
        <Heads
          columns={[
            num(t('teamTable.place')),
            t('teamTable.team'),
            num(t('teamTable.matchPoints')),
            num(t('teamTable.boardPoints')),
            ...Array.from({ length: teams.settings.boards }, (_, i) => num(boardName(i + 1, teams.settings, t))),
            // As on the screen: the Tallinn clubs' last tiebreak (d) and the Russian practice's are these counts, and
            // a table that splits a tie by them shows them.
            num(t('teamTiebreak.matchWins')),
            num(t('teamTiebreak.gameWins')),
          ]}
        />
        <tbody>
          {teams.standings.map((row) => (
            <tr key={row.no}>
              <td className="num">{formatPlace(row.place)}</td>
              <td>{row.name}</td>
              <td className="num">{mp(row.matchPoints)}</td>
              <td className="num">{bp(row.boardPoints)}</td>
              {row.boardByBoard.map((points, i) => (
                <td key={i} className="num">
                  {bp(points)}
                </td>
              ))}
              <td className="num">{row.matchWins}</td>
              <td className="num">{row.gameWins}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small">{teamOrderNote(teams.settings, t)}</p>
      <h3>{t('teamTable.boardTables')}</h3>
      {teams.boardTables.map((table) => (
        <table key={table.board}>
          <caption>{boardName(table.board, teams.settings, t)}</caption>
          <Heads
            columns={[
              t('teamTable.player'),
              t('teamTable.team'),
              num(t('teamTable.games')),
              num(t('teamTable.points')),
              num('%'),
            ]}
          />
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.no}>
                <td>{row.name}</td>
                <td>{row.team}</td>
                <td className="num">{row.games}</td>
                <td className="num">{bp(row.points)}</td>
                <td className="num">{row.games === 0 ? '' : Math.round((row.points * 50) / row.games)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <p className="small">{t('teamTable.boardNote')}</p>
    </>
  );
}

/** The rank norm report of a team round robin: the reading it rests on and whether the arbiter confirmed it, then
 * each player's opponents' coefficient, games, points and the norm he met. */
export function teamNorms(data: PrintoutData, teams: Teams): Content {
  const t = catalogue(data.labels.lang);
  const { confirmedAt, rows } = teams.norms;
  const body = (
    <>
      <p>{t('teamNorms.reading')}</p>
      <p>
        <strong>
          {confirmedAt ? t('teamNorms.confirmed', { at: confirmedAt.slice(0, 10) }) : t('teamNorms.provisional')}
        </strong>
      </p>
      <table>
        <Heads
          columns={[
            num(t('teamTable.no')),
            t('teamTable.player'),
            t('teamTable.team'),
            t('norms.players'),
            num(t('teamTable.games')),
            num(t('teamTable.points')),
            num(t('teamNorms.coefficient')),
            t('printout.achieved'),
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.no}>
              <td className="num">{row.no}</td>
              <td>{row.name}</td>
              <td>{row.team}</td>
              <td>{row.rank ?? '–'}</td>
              <td className="num">{row.games}</td>
              <td className="num">{formatInScale(row.points, teams.scoring)}</td>
              <td className="num">{row.coefficient === null ? '' : formatCoefficient(row.coefficient)}</td>
              <td>{row.achieved ? `${row.achieved} (${t(`norms.status.${row.status}`)})` : t('norms.noNorm')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
  return { title: t('teamNorms.heading'), body, density: rows.length > 40 ? 'dense' : 'compact' };
}
