// The draw: numbers 1..n at random (with a seed that is shown and reproduces the draw) or as drawn by hand in the
// hall. After the draw the numbered list can be printed.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentDetail } from '#api/views';
import { useConnection } from '../../api/context';
import { useFormErrors } from '../../components/form-errors';
import { Notice } from '../../components/Notice';
import { PrintButtons } from '../../components/PrintButtons';
import { isLanguage } from '../../i18n';
import { hrefOf } from '../../router';

const FIELDS = ['seed', 'numbers', 'teamNumbers'] as const;

/** What the lots number: the players, or — in a team round robin — the teams (their players are numbered after
 * them, team by team). */
export interface DrawnEntries {
  kind: 'players' | 'teams';
  entries: { id: number; name: string }[];
}

export function DrawCard({
  tournament,
  reload,
  drawing,
}: {
  tournament: TournamentDetail;
  reload: () => Promise<void>;
  drawing?: DrawnEntries;
}) {
  const { t, i18n } = useTranslation();
  const connection = useConnection();
  const { api, canWrite } = connection;
  const [method, setMethod] = useState<'random' | 'manual'>('random');
  const [seed, setSeed] = useState('');
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const { errors, show, clear } = useFormErrors(FIELDS);
  const drawn = tournament.settings.drawnAt !== null;
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const { kind, entries } = drawing ?? {
    kind: 'players' as const,
    entries: tournament.participants.map((p) => ({ id: p.playerId, name: p.name })),
  };
  useEffect(() => setNumbers({}), [entries.length]);

  const draw = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await api.drawLots({
        tournamentId: tournament.id,
        method,
        ...(method === 'random' && seed.trim() ? { seed: seed.trim() } : {}),
        ...(method === 'manual'
          ? {
              [kind === 'teams' ? 'teamNumbers' : 'numbers']: entries
                .filter((entry) => numbers[entry.id])
                .map((entry) => ({
                  [kind === 'teams' ? 'teamId' : 'playerId']: entry.id,
                  no: Number(numbers[entry.id]),
                })),
            }
          : {}),
      });
      clear();
      await reload();
    } catch (error) {
      show(error);
    }
  };

  if (drawn) {
    const request = { tournamentId: tournament.id, kind: 'participants' as const, lang };
    return (
      <div className="card" role="group" aria-labelledby="draw-heading">
        <h2 id="draw-heading">{t('draw.heading')}</h2>
        <p>
          {tournament.settings.drawMethod === 'random' ? (
            <>
              {t('draw.doneRandom')} <strong className="seed">{tournament.settings.drawSeed}</strong>
            </>
          ) : (
            t('draw.doneManual')
          )}
        </p>
        <div className="actions">
          <PrintButtons request={request} label={t('print.participants')} />
          <a className="button primary" href={hrefOf({ screen: 'tournament', id: tournament.id, tab: 'rounds' })}>
            {t('draw.toRounds')}
          </a>
        </div>
      </div>
    );
  }

  return (
    <form className="card form" onSubmit={draw} aria-labelledby="draw-heading" noValidate>
      <h2 id="draw-heading">{t('draw.heading')}</h2>
      <fieldset disabled={!canWrite} className="group">
        <legend>{t('draw.method')}</legend>
        {(['random', 'manual'] as const).map((way) => (
          <label key={way}>
            <input type="radio" name="method" value={way} checked={method === way} onChange={() => setMethod(way)} />{' '}
            {t(`draw.${way}`)}
          </label>
        ))}
      </fieldset>
      {method === 'random' ? (
        <div className="field">
          <label htmlFor="draw-seed">{t('draw.seed')}</label>
          <input
            id="draw-seed"
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            placeholder={t('draw.seedPlaceholder')}
            autoComplete="off"
            disabled={!canWrite}
          />
          <p className="muted small">{t('draw.seedHelp')}</p>
        </div>
      ) : (
        <table className="table compact" aria-label={t('draw.manualNumbers')}>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.name}</td>
                <td className="num">
                  <input
                    className="number-input"
                    aria-label={t('draw.numberOf', { name: entry.name })}
                    inputMode="numeric"
                    value={numbers[entry.id] ?? ''}
                    onChange={(e) => setNumbers({ ...numbers, [entry.id]: e.target.value })}
                    disabled={!canWrite}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Notice
        text={errors.general ?? errors.byField.numbers ?? errors.byField.teamNumbers ?? errors.byField.seed ?? null}
        kind="error"
      />
      <div className="actions">
        <button type="submit" className="primary" disabled={!canWrite}>
          {t('draw.submit')}
        </button>
      </div>
      <p className="muted small">{t(kind === 'teams' ? 'draw.helpTeams' : 'draw.help')}</p>
    </form>
  );
}
