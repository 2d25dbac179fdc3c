// The teams of a team round robin (docs/teams.md): each entered before the draw with its name, club or city, captain
// and roster — players picked from the registry in board order, the reserves after the boards, moved up or down
// before it is saved. After the draw the teams stand with their numbers, each player with his.
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player, TeamTournamentView, TeamView, TournamentDetail } from '#api/views';
import { useConnection } from '../../api/context';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/form-errors';
import { FormEnd } from '../../components/FormEnd';
import { Notice } from '../../components/Notice';
import { MOST_SHOWN, PlayerPicker } from '../../components/PlayerPicker';

const FIELDS = ['name', 'club', 'captain', 'playerIds', 'teamId'] as const;

interface Draft {
  teamId?: number;
  name: string;
  club: string;
  captain: string;
  players: { id: number; name: string }[];
}

const EMPTY: Draft = { name: '', club: '', captain: '', players: [] };

export function TeamsCard({
  tournament,
  teams,
  onChange,
}: {
  tournament: TournamentDetail;
  teams: TeamTournamentView;
  onChange: (teams: TeamTournamentView) => void;
}) {
  const { t } = useTranslation();
  const { api, canWrite } = useConnection();
  const { errors, show, clear } = useFormErrors(FIELDS);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [done, setDone] = useState<string | null>(null);
  const drawn = teams.drawn;
  const { boards, womensBoards } = teams.settings;
  /** "(women's board)" beside the roster's player whose place is one. */
  const womensMark = (position: number) =>
    womensBoards.includes(position) ? <span className="muted small"> ({t('teams.womensBoard')})</span> : null;
  const taken = new Set([
    ...teams.teams.filter((team) => team.id !== draft.teamId).flatMap((team) => team.players.map((p) => p.playerId)),
    ...draft.players.map((p) => p.id),
  ]);
  const search = useCallback(
    async (text: string): Promise<Player[]> => {
      const page = await api.listPlayers({ search: text, limit: MOST_SHOWN + taken.size });
      return page.players.filter((player) => !taken.has(player.id));
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, [...taken].join()],
  );
  const move = (index: number, by: -1 | 1) => {
    const players = [...draft.players];
    const [moved] = players.splice(index, 1);
    players.splice(index + by, 0, moved!);
    setDraft({ ...draft, players });
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    try {
      const after = await api.saveTeam({
        tournamentId: tournament.id,
        ...(draft.teamId !== undefined ? { teamId: draft.teamId } : {}),
        name: draft.name,
        club: draft.club,
        captain: draft.captain,
        playerIds: draft.players.map((p) => p.id),
      });
      onChange(after);
      clear();
      setDone(t(draft.teamId === undefined ? 'teams.added' : 'teams.saved', { name: draft.name }));
      setDraft(EMPTY);
    } catch (error) {
      show(error);
    }
  };
  const edit = (team: TeamView) =>
    setDraft({
      teamId: team.id,
      name: team.name,
      club: team.club ?? '',
      captain: team.captain ?? '',
      players: team.players.map((p) => ({ id: p.playerId, name: p.name })),
    });
  const remove = async (team: TeamView) => {
    try {
      onChange(await api.removeTeam({ tournamentId: tournament.id, teamId: team.id }));
      setDone(t('teams.removed', { name: team.name }));
    } catch (error) {
      show(error);
    }
  };

  return (
    <div className="card" role="group" aria-labelledby="teams-heading">
      <h2 id="teams-heading">{t('teams.heading', { count: teams.teams.length })}</h2>
      <p className="muted small">
        {t('teams.help', { boards })}
        {womensBoards.length > 0 ? ` ${t('teams.womensBoardsHelp', { boards: womensBoards.join(', ') })}` : null}
      </p>
      <DataTable
        label={t('teams.heading', { count: teams.teams.length })}
        className="compact"
        empty={t('teams.none')}
        columns={[
          { label: t('teams.no'), align: 'num' },
          t('teams.name'),
          t('teams.roster'),
          canWrite ? { label: t('teams.actions'), hidden: true } : false,
        ]}
        rows={teams.teams}
      >
        {(team) => (
          <tr key={team.id}>
            <td className="num">{team.no ?? ''}</td>
            <td>
              <strong>{team.name}</strong>
              {team.club ? <div className="muted small">{team.club}</div> : null}
              {team.captain ? <div className="muted small">{t('teams.captainIs', { name: team.captain })}</div> : null}
            </td>
            <td>
              <ol className="roster">
                {team.players.map((p) => (
                  <li key={p.playerId} className={p.reserve ? 'reserve' : undefined}>
                    {/* The list's own number is the board; the player's number in the tournament follows his name
                        ("1. 4. Jaan Tamm" read as two places). */}
                    {p.name}
                    {p.no !== null ? <span className="muted small"> {t('teams.numberIs', { no: p.no })}</span> : null}
                    {p.reserve ? <span className="muted small"> ({t('teams.reserve')})</span> : womensMark(p.position)}
                  </li>
                ))}
              </ol>
            </td>
            {drawn && canWrite ? (
              <td className="actions">
                <TeamLeaving tournamentId={tournament.id} team={team} onChange={onChange} onError={show} />
              </td>
            ) : null}
            {!drawn && canWrite ? (
              <td className="actions">
                <button type="button" onClick={() => edit(team)}>
                  {t('teams.edit')}
                </button>
                <button type="button" onClick={() => void remove(team)}>
                  {t('teams.remove')}
                </button>
              </td>
            ) : null}
          </tr>
        )}
      </DataTable>
      <Notice text={done} kind="ok" />
      {!drawn && canWrite ? (
        <form className="form" onSubmit={save} aria-labelledby="team-form-heading" noValidate>
          <h3 id="team-form-heading">
            {draft.teamId === undefined ? t('teams.new') : t('teams.editing', { name: draft.name })}
          </h3>
          <Field label={t('teams.name')} error={errors.byField.name}>
            <input name="teamName" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          </Field>
          <Field label={t('teams.club')} error={errors.byField.club}>
            <input name="teamClub" value={draft.club} onChange={(e) => setDraft({ ...draft, club: e.target.value })} />
          </Field>
          <Field label={t('teams.captain')} error={errors.byField.captain}>
            <input
              name="teamCaptain"
              value={draft.captain}
              onChange={(e) => setDraft({ ...draft, captain: e.target.value })}
            />
          </Field>
          <ol className="roster editing" aria-label={t('teams.roster')}>
            {draft.players.map((p, index) => (
              <li key={p.id}>
                <span>
                  {index < boards ? t('teams.boardN', { board: index + 1 }) : t('teams.reserve')}
                  {index < boards ? womensMark(index + 1) : null}: {p.name}
                </span>{' '}
                <button
                  type="button"
                  aria-label={t('teams.up', { name: p.name })}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={t('teams.down', { name: p.name })}
                  disabled={index === draft.players.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  aria-label={t('teams.drop', { name: p.name })}
                  onClick={() => setDraft({ ...draft, players: draft.players.filter((q) => q.id !== p.id) })}
                >
                  ✕
                </button>
              </li>
            ))}
          </ol>
          <PlayerPicker
            label={t('teams.addPlayer', { next: draft.players.length + 1 })}
            search={search}
            onPick={(player) =>
              setDraft({ ...draft, players: [...draft.players, { id: player.id, name: player.name }] })
            }
            error={errors.byField.playerIds}
          />
          <FormEnd
            error={errors.general ?? errors.byField.teamId ?? null}
            submit={t(draft.teamId === undefined ? 'teams.add' : 'teams.save')}
          >
            {draft.teamId !== undefined ? (
              <button type="button" onClick={() => setDraft(EMPTY)}>
                {t('teams.cancel')}
              </button>
            ) : null}
          </FormEnd>
        </form>
      ) : null}
    </div>
  );
}

/** A team leaving after a round (§38 applied to teams), asked before it is recorded; or its leaving taken back. */
function TeamLeaving({
  tournamentId,
  team,
  onChange,
  onError,
}: {
  tournamentId: number;
  team: TeamView;
  onChange: (teams: TeamTournamentView) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const { api } = useConnection();
  const [afterRound, setAfterRound] = useState('');
  const [asking, setAsking] = useState<'leave' | 'cancel' | null>(null);
  const act = async () => {
    const what = asking;
    setAsking(null);
    try {
      onChange(
        what === 'cancel'
          ? await api.cancelTeamWithdrawal({ tournamentId, teamId: team.id, confirm: true })
          : await api.withdrawTeam({ tournamentId, teamId: team.id, afterRound: Number(afterRound) }),
      );
    } catch (error) {
      onError(error);
    }
  };
  return (
    <>
      {team.leftAfter !== null ? (
        <>
          <span className="muted small">{t('teams.leftAfter', { round: team.leftAfter })}</span>{' '}
          <button type="button" onClick={() => setAsking('cancel')}>
            {t('teams.cancelLeaving')}
          </button>
        </>
      ) : (
        <>
          <input
            className="number-input"
            inputMode="numeric"
            aria-label={t('teams.leavesAfter', { name: team.name })}
            placeholder={t('teams.afterRoundBox')}
            value={afterRound}
            onChange={(e) => setAfterRound(e.target.value)}
          />{' '}
          <button type="button" disabled={afterRound === ''} onClick={() => setAsking('leave')}>
            {t('teams.leaves')}
          </button>
        </>
      )}
      <ConfirmDialog
        message={
          asking === 'leave'
            ? t('teams.confirmLeaving', { name: team.name, round: afterRound })
            : asking === 'cancel'
              ? t('teams.confirmCancelLeaving', { name: team.name })
              : null
        }
        onConfirm={() => void act()}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
