// Whether the tournament is still being played or finished: "Close the tournament" when its games are done (results
// locked from then on), and a clear banner with "Reopen" (confirmed) once it is closed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#api/errors';
import { useConnection } from '../../api/context';
import { useConfirmation } from '../../components/ConfirmDialog';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';
import { formatDateTime } from '../../format';
import type { TournamentCardProps } from './tournament-card';

export function LifecycleBar({ tournament, onChange }: TournamentCardProps) {
  const { t, i18n } = useTranslation();
  const { api, canWrite } = useConnection();
  const { ask, dialog } = useConfirmation();
  const [error, setError] = useState<string | null>(null);

  const close = async (confirm: boolean) => {
    setError(null);
    try {
      onChange(await api.closeTournament({ id: tournament.id, confirm }));
    } catch (caught) {
      // Games still without a final result: the arbiter says whether to lock them as they are.
      if (caught instanceof ApiError && caught.issues[0]?.key === 'closeWithUnfinished') {
        ask(
          t('lifecycle.confirmCloseUnfinished', { count: Number(caught.issues[0].params?.count ?? 0) }),
          () => void close(true),
        );
        return;
      }
      setError(errorText(caught, t));
    }
  };

  const reopen = async () => {
    setError(null);
    try {
      onChange(await api.reopenTournament({ id: tournament.id, confirm: true }));
    } catch (caught) {
      setError(errorText(caught, t));
    }
  };

  if (tournament.closedAt) {
    return (
      <div className="lifecycle finished" role="status">
        <strong>{t('lifecycle.finished', { at: formatDateTime(tournament.closedAt, i18n.language) })}</strong>
        {tournament.settings.shownInHall ? <span>{t('lifecycle.finishedInHall')}</span> : null}
        {canWrite ? (
          <button
            type="button"
            onClick={() => ask(t('lifecycle.confirmReopen', { name: tournament.name }), () => void reopen())}
          >
            {t('lifecycle.reopen')}
          </button>
        ) : null}
        <Notice text={error} kind="error" />
        {dialog}
      </div>
    );
  }
  if (!canWrite || !tournament.settings.drawnAt) return null;
  return (
    <div className="lifecycle">
      <button
        type="button"
        onClick={() => ask(t('lifecycle.confirmClose', { name: tournament.name }), () => void close(false))}
      >
        {t('lifecycle.close')}
      </button>
      <Notice text={error} kind="error" />
      {dialog}
    </div>
  );
}
