// The schedule of rounds: when each round starts (a date and a time on the hall's clock), typed round by round or
// filled from the tournament's days with a starting time; printed on the pairings and the schedule, shown on the round
// screen and in the hall.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schedule, TournamentDetail } from '#api/views';
import { useConnection } from '../../api/context';
import { DateInput } from '../../components/DateInput';
import { errorText } from '../../components/error-text';
import { Notice } from '../../components/Notice';

export function RoundTimesCard({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation();
  const { api, canWrite } = useConnection();
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [starts, setStarts] = useState<Record<number, string>>({});
  const [time, setTime] = useState('10:00');
  const [message, setMessage] = useState<{ text: string; kind: 'ok' | 'error' } | null>(null);

  const shown = useCallback((next: Schedule) => {
    setSchedule(next);
    setStarts(Object.fromEntries(next.rounds.filter((r) => r.round !== null).map((r) => [r.round!, r.startsAt ?? ''])));
  }, []);
  useEffect(() => {
    void api.getSchedule({ tournamentId: tournament.id }).then(shown, () => {});
  }, [api, tournament.id, shown]);

  const rounds = (schedule?.rounds ?? []).filter((r) => r.round !== null);
  if (!tournament.settings.drawnAt || rounds.length === 0) return null;

  const answer = async (work: Promise<Schedule>, done: string) => {
    try {
      shown(await work);
      setMessage({ text: done, kind: 'ok' });
    } catch (error) {
      setMessage({ text: errorText(error, t), kind: 'error' });
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const changed = rounds
      .filter((r) => (starts[r.round!] ?? '') !== (r.startsAt ?? ''))
      .map((r) => ({ round: r.round!, startsAt: starts[r.round!] || null }));
    if (changed.length === 0) return;
    void answer(api.setRoundTimes({ tournamentId: tournament.id, rounds: changed }), t('roundTimes.saved'));
  };
  const fill = () => void answer(api.fillRoundTimes({ tournamentId: tournament.id, time }), t('roundTimes.filled'));

  return (
    <div className="card" role="group" aria-labelledby="round-times-heading">
      <h2 id="round-times-heading">{t('roundTimes.heading')}</h2>
      <p className="muted small">{t('roundTimes.help')}</p>
      <form onSubmit={save}>
        <table className="round-times">
          <tbody>
            {rounds.map((r) => (
              <tr key={r.round}>
                <th scope="row">{t('rounds.round', { round: r.round })}</th>
                <td>
                  <DateInput
                    withTime
                    aria-label={t('roundTimes.startOf', { round: r.round })}
                    value={starts[r.round!] ?? ''}
                    disabled={!canWrite}
                    onChange={(at) => setStarts((was) => ({ ...was, [r.round!]: at }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {canWrite ? (
          <div className="actions wrap">
            <button type="submit">{t('roundTimes.save')}</button>
            <label>
              {t('roundTimes.fillAt')}{' '}
              <input
                value={time}
                size={6}
                onChange={(e) => setTime(e.target.value)}
                aria-label={t('roundTimes.time')}
              />
            </label>
            <button type="button" onClick={fill}>
              {t('roundTimes.fill')}
            </button>
          </div>
        ) : null}
      </form>
      <Notice text={message?.text ?? null} kind={message?.kind ?? 'ok'} />
    </div>
  );
}
