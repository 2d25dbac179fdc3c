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
    setStarts(Object.fromEntries(next.starts.map((start) => [start.round, start.startsAt])));
  }, []);
  useEffect(() => {
    void api.getSchedule({ tournamentId: tournament.id }).then(shown, () => {});
  }, [api, tournament.id, shown]);

  // Every round of the schedule by its number, those whose order is still to be drawn too.
  const rounds = Array.from({ length: schedule?.rounds.length ?? 0 }, (_, i) => i + 1);
  const stored = new Map((schedule?.starts ?? []).map((start) => [start.round, start.startsAt]));
  if (!tournament.settings.drawnAt || rounds.length === 0) return null;
  const changed = rounds
    .filter((round) => (starts[round] ?? '') !== (stored.get(round) ?? ''))
    .map((round) => ({ round, startsAt: starts[round] || null }));

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
    if (changed.length === 0) return;
    void answer(api.setRoundTimes({ tournamentId: tournament.id, rounds: changed }), t('roundTimes.saved'));
  };
  // What was typed and not saved is saved first: the filling then leaves it as typed.
  const fill = () =>
    void answer(
      (changed.length > 0
        ? api.setRoundTimes({ tournamentId: tournament.id, rounds: changed })
        : Promise.resolve(null)
      ).then(() => api.fillRoundTimes({ tournamentId: tournament.id, time })),
      t('roundTimes.filled'),
    );

  return (
    <div className="card" role="group" aria-labelledby="round-times-heading">
      <h2 id="round-times-heading">{t('roundTimes.heading')}</h2>
      <p className="muted small">{t('roundTimes.help')}</p>
      <form onSubmit={save}>
        <table className="round-times">
          <tbody>
            {rounds.map((round) => (
              <tr key={round}>
                <th scope="row">
                  <label htmlFor={`round-start-${round}`}>{t('rounds.round', { round })}</label>
                </th>
                <td>
                  <DateInput
                    id={`round-start-${round}`}
                    withTime
                    value={starts[round] ?? ''}
                    disabled={!canWrite}
                    onChange={(at) => setStarts((was) => ({ ...was, [round]: at }))}
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
              {t('roundTimes.fillAt')} <input value={time} size={6} onChange={(e) => setTime(e.target.value)} />
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
