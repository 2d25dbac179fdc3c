// One tournament: its settings and its participants, added from the player registry.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player, TournamentDetail } from '../../../electron/api/contract';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../../electron/domain/vocabulary';
import { useConnection } from '../api/context';
import { Notice } from '../components/Notice';
import { PlayerPicker } from '../components/PlayerPicker';
import { useFormErrors } from '../components/form-errors';
import { formatDates } from '../format';

const FIELDS = ['playerId'] as const;

export function TournamentScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { api, canWrite } = useConnection();
  const [tournament, setTournament] = useState<TournamentDetail | null>(null);
  const [registry, setRegistry] = useState<Player[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const { errors, show, clear } = useFormErrors(FIELDS);

  const reload = useCallback(async () => {
    try {
      const [detail, players] = await Promise.all([api.getTournament({ id }), api.listPlayers({})]);
      setTournament(detail);
      setRegistry(players);
    } catch (error) {
      show(error);
    }
  }, [api, id, show]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const available = useMemo(() => {
    const inTournament = new Set(tournament?.participants.map((p) => p.playerId));
    return registry.filter((player) => !inTournament.has(player.id));
  }, [registry, tournament]);

  const add = async (player: Player) => {
    setDone(null);
    try {
      setTournament(await api.addParticipant({ tournamentId: id, playerId: player.id }));
      clear();
      setDone(t('participants.added', { name: player.name }));
    } catch (error) {
      show(error);
    }
  };

  const remove = async (playerId: number, name: string) => {
    setDone(null);
    try {
      setTournament(await api.removeParticipant({ tournamentId: id, playerId }));
      clear();
      setDone(t('participants.removed', { name }));
    } catch (error) {
      show(error);
    }
  };

  if (!tournament) {
    return (
      <section className="screen">
        <p>
          <a href="#/tournaments">← {t('tournaments.back')}</a>
        </p>
        <Notice text={errors.general} kind="error" />
        {errors.general ? null : <p className="muted">{t('app.loading')}</p>}
      </section>
    );
  }

  const count = tournament.participants.length;
  return (
    <section className="screen" aria-labelledby="tournament-heading">
      <p>
        <a href="#/tournaments">← {t('tournaments.back')}</a>
      </p>
      <h1 id="tournament-heading">{tournament.name}</h1>
      <dl className="facts">
        <dt>{t('tournaments.variant')}</dt>
        <dd>{t(`variant.${tournament.variant}`)}</dd>
        <dt>{t('tournaments.ruleSet')}</dt>
        <dd>{t(`ruleSet.${tournament.ruleSet}`)}</dd>
        {tournament.venue ? (
          <>
            <dt>{t('tournaments.venue')}</dt>
            <dd>{tournament.venue}</dd>
          </>
        ) : null}
        {tournament.startDate || tournament.endDate ? (
          <>
            <dt>{t('tournaments.dates')}</dt>
            <dd>{formatDates(tournament.startDate, tournament.endDate, i18n.language)}</dd>
          </>
        ) : null}
        {tournament.arbiter ? (
          <>
            <dt>{t('tournaments.arbiter')}</dt>
            <dd>{tournament.arbiter}</dd>
          </>
        ) : null}
      </dl>
      <div className="columns">
        {canWrite ? (
          <div className="card form" role="group" aria-labelledby="participant-form-heading">
            <h2 id="participant-form-heading">{t('participants.add')}</h2>
            {available.length === 0 ? (
              <p className="muted">{registry.length === 0 ? t('players.empty') : t('participants.allIn')}</p>
            ) : (
              <PlayerPicker label={t('participants.choose')} players={available} onPick={(player) => void add(player)} error={errors.byField.playerId} />
            )}
            <Notice text={errors.general} kind="error" />
            <Notice text={done} kind="ok" />
            <p className="muted small">{t('participants.limit', { min: MIN_PLAYERS, max: MAX_PLAYERS })}</p>
          </div>
        ) : null}
        <div className="card list">
          <h2>{t('participants.heading', { count })}</h2>
          {count === 0 ? (
            <p className="muted">{t('participants.none')}</p>
          ) : (
            <table className="table" aria-label={t('participants.heading', { count })}>
              <thead>
                <tr>
                  <th scope="col" className="num">{t('participants.lot')}</th>
                  <th scope="col">{t('participants.name')}</th>
                  <th scope="col">{t('participants.rank')}</th>
                  <th scope="col">{t('participants.club')}</th>
                  {canWrite ? <th scope="col"><span className="visually-hidden">{t('participants.remove')}</span></th> : null}
                </tr>
              </thead>
              <tbody>
                {tournament.participants.map((participant) => (
                  <tr key={participant.playerId}>
                    <td className="num">{participant.lotNo ?? '–'}</td>
                    <td>{participant.name}</td>
                    <td>{t(`rank.short.${participant.rank ?? 'none'}`)}</td>
                    <td>{participant.club}</td>
                    {canWrite ? (
                      <td className="row-actions">
                        <button type="button" className="link" onClick={() => void remove(participant.playerId, participant.name)} aria-label={`${t('participants.remove')}: ${participant.name}`}>
                          {t('participants.remove')}
                        </button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </section>
  );
}
