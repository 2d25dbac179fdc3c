// The participants: added from the registry before the draw; after it, a player leaves only by withdrawal (§38).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player, TournamentDetail } from '#api/views';
import { MAX_PLAYERS, MIN_PLAYERS } from '#domain/vocabulary';
import { withdrawalRuleOf } from '#formats/citations';
import { nameHeading } from '#formats/name-style';
import { withdrawalDecisionText, withdrawalRuleParams } from '#formats/withdrawal-text';
import { useConnection } from '../../api/context';
import { useConfirmation } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { useFormErrors } from '../../components/form-errors';
import { Notice } from '../../components/Notice';
import { MOST_SHOWN, PlayerPicker } from '../../components/PlayerPicker';
import { RowAction } from '../../components/RowAction';
import type { TournamentCardProps } from './tournament-card';

const FIELDS = ['playerId', 'afterRound'] as const;

export function ParticipantsCard({ tournament, onChange }: TournamentCardProps) {
  const { t } = useTranslation();
  const { api, canWrite: connectionCanWrite } = useConnection();
  // A closed tournament is read-only here too: its withdrawals wait for a reopening.
  const canWrite = connectionCanWrite && tournament.closedAt === null;
  // How many players the registry holds (to say when all of them are in); the picker searches it page by page.
  const [registered, setRegistered] = useState<number | null>(null);
  /** What the last action did, and the tournament as it left it: once anything else changes the tournament (the
   * draw, another window), "… added" is no longer news and goes. */
  /** What the last change said, kept while the tournament's entries and withdrawals stand as that change left them —
   * not only while the same answer is shown: a tournament read again after a withdrawal decided anew still shows its
   * reasoning line. */
  const [done, setDone] = useState<{ text: string; after: string } | null>(null);
  const [withdrawing, setWithdrawing] = useState<{ playerId: number; name: string; afterRound: number } | null>(null);
  const confirmation = useConfirmation();
  const { errors, show, clear } = useFormErrors(FIELDS);
  const drawn = tournament.settings.drawnAt !== null;
  const rounds = Math.max(
    0,
    (tournament.participants.length % 2 === 0 ? tournament.participants.length - 1 : tournament.participants.length) *
      (tournament.settings.double ? 2 : 1),
  );

  const entered = useMemo(() => new Set(tournament.participants.map((p) => p.playerId)), [tournament]);
  useEffect(() => {
    void api.listPlayers({ limit: 1 }).then((page) => setRegistered(page.registered), show);
  }, [api, show, tournament]);
  const search = useCallback(
    async (text: string): Promise<Player[]> => {
      const page = await api.listPlayers({ search: text, limit: MOST_SHOWN + entered.size });
      return page.players.filter((player) => !entered.has(player.id));
    },
    [api, entered],
  );
  const everyoneIn = registered !== null && registered <= entered.size;

  const run = async (action: () => Promise<TournamentDetail>, message: string) => {
    setDone(null);
    try {
      const after = await action();
      onChange(after);
      clear();
      setDone({ text: message, after: entriesKey(after) });
    } catch (error) {
      show(error);
    }
  };

  const withdraw = async () => {
    if (!withdrawing) return;
    setDone(null);
    try {
      const outcome = await api.withdrawPlayer({
        tournamentId: tournament.id,
        playerId: withdrawing.playerId,
        afterRound: withdrawing.afterRound,
      });
      onChange(outcome.tournament);
      clear();
      setDone({
        text: outcome.decision
          ? withdrawalDecisionText(outcome.decision, t, tournament.ruleSet)
          : t('participants.withdrawn.redraw', { name: withdrawing.name, rule: withdrawalRuleOf(tournament) }),
        after: entriesKey(outcome.tournament),
      });
      setWithdrawing(null);
    } catch (error) {
      show(error);
    }
  };

  const count = tournament.participants.length;
  return (
    <div className="card" role="group" aria-labelledby="participants-heading">
      <h2 id="participants-heading">{t('participants.heading', { count })}</h2>
      {canWrite && !drawn ? (
        everyoneIn ? (
          <p className="muted">{registered === 0 ? t('players.empty') : t('participants.allIn')}</p>
        ) : (
          <PlayerPicker
            label={t('participants.choose')}
            search={search}
            onPick={(player) =>
              void run(
                () => api.addParticipant({ tournamentId: tournament.id, playerId: player.id }),
                t('participants.added', { name: player.name }),
              )
            }
            error={errors.byField.playerId}
          />
        )
      ) : null}
      <Notice
        text={errors.general ?? errors.byField.afterRound ?? (drawn ? errors.byField.playerId : undefined) ?? null}
        kind="error"
      />
      <Notice text={done?.after === entriesKey(tournament) ? done.text : null} kind="ok" />
      <DataTable
        label={t('participants.heading', { count })}
        columns={[
          { label: t('participants.lot'), align: 'num' },
          nameHeading(t, tournament.settings.nameStyle),
          ...['participants.rank', 'participants.club'].map((key) => t(key)),
          canWrite && { label: t('participants.actions'), hidden: true },
        ]}
        rows={tournament.participants}
        empty={t('participants.none')}
      >
        {(participant) => (
          <tr key={participant.playerId}>
            <td className="num">{participant.lotNo ?? '–'}</td>
            <td>
              {participant.name}
              {participant.withdrawal ? (
                <span className={`tag withdrawn ${participant.withdrawal.rule}`}>
                  {t(`participants.withdrewTag.${participant.withdrawal.rule}`, {
                    round: participant.withdrawal.afterRound,
                  })}
                </span>
              ) : null}
            </td>
            <td>{t(`rank.short.${participant.rank ?? 'none'}`)}</td>
            <td>{participant.club}</td>
            {canWrite ? (
              <td className="row-actions">
                {drawn && participant.withdrawal ? (
                  <RowAction
                    label={t('participants.cancelWithdrawal')}
                    of={participant.name}
                    onClick={() =>
                      confirmation.ask(
                        t('participants.confirmCancelWithdrawal', {
                          name: participant.name,
                          rule: withdrawalRuleOf(tournament),
                        }),
                        () =>
                          void run(
                            () =>
                              api.cancelWithdrawal({
                                tournamentId: tournament.id,
                                playerId: participant.playerId,
                                confirm: true,
                              }),
                            t('participants.withdrawalCancelled', { name: participant.name }),
                          ),
                      )
                    }
                  />
                ) : drawn ? (
                  <RowAction
                    label={t('participants.withdraw')}
                    of={participant.name}
                    onClick={() =>
                      setWithdrawing({ playerId: participant.playerId, name: participant.name, afterRound: 0 })
                    }
                  />
                ) : (
                  <RowAction
                    label={t('participants.remove')}
                    of={participant.name}
                    onClick={() =>
                      void run(
                        () => api.removeParticipant({ tournamentId: tournament.id, playerId: participant.playerId }),
                        t('participants.removed', { name: participant.name }),
                      )
                    }
                  />
                )}
              </td>
            ) : null}
          </tr>
        )}
      </DataTable>
      {withdrawing ? (
        <div
          className="inline-form"
          role="group"
          aria-label={t('participants.withdrawHeading', { name: withdrawing.name })}
        >
          <p>
            <strong>{t('participants.withdrawHeading', { name: withdrawing.name })}</strong>
          </p>
          <p className="muted small">
            {t(
              'participants.withdrawRule',
              withdrawalRuleParams(t, tournament.ruleSet, tournament.settings.withdrawalThreshold),
            )}
          </p>
          <label>
            {t('participants.afterRound')}{' '}
            <select
              value={withdrawing.afterRound}
              onChange={(e) => setWithdrawing({ ...withdrawing, afterRound: Number(e.target.value) })}
            >
              {Array.from({ length: rounds + 1 }, (_, round) => (
                <option key={round} value={round}>
                  {round === 0 ? t('participants.beforeStart') : round}
                </option>
              ))}
            </select>
          </label>
          <div className="actions">
            <button type="button" className="primary" onClick={() => void withdraw()}>
              {t('participants.confirmWithdraw')}
            </button>
            <button type="button" onClick={() => setWithdrawing(null)}>
              {t('players.cancel')}
            </button>
          </div>
        </div>
      ) : null}
      <p className="muted small">{t('participants.limit', { min: MIN_PLAYERS, max: MAX_PLAYERS })}</p>
      {confirmation.dialog}
    </div>
  );
}

/** The tournament's entries and withdrawals as one text: what a change to the participants leaves behind. */
function entriesKey(tournament: TournamentDetail): string {
  return JSON.stringify(tournament.participants.map((p) => [p.playerId, p.lotNo, p.withdrawal]));
}
