// Tournaments: the list, and the form that creates one. Opening a tournament leads to its own page.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentSummary } from '../../../electron/api/contract';
import { RULE_SETS, VARIANTS, type RuleSet, type Variant } from '../../../electron/domain/vocabulary';
import { useConnection } from '../api/context';
import { Field } from '../components/Field';
import { Notice } from '../components/Notice';
import { useFormErrors } from '../components/form-errors';
import { formatDates } from '../format';
import { navigate } from '../router';

const FIELDS = ['name', 'variant', 'ruleSet', 'venue', 'startDate', 'endDate', 'arbiter'] as const;

interface TournamentForm {
  name: string;
  variant: Variant;
  ruleSet: RuleSet;
  venue: string;
  startDate: string;
  endDate: string;
  arbiter: string;
}

const EMPTY_FORM: TournamentForm = { name: '', variant: 'russian', ruleSet: 'ussr1953', venue: '', startDate: '', endDate: '', arbiter: '' };

export function TournamentsScreen() {
  const { t, i18n } = useTranslation();
  const { api, canWrite } = useConnection();
  const [tournaments, setTournaments] = useState<TournamentSummary[] | null>(null);
  const [form, setForm] = useState<TournamentForm>(EMPTY_FORM);
  const { errors, show, clear } = useFormErrors(FIELDS);

  const reload = useCallback(() => api.listTournaments({}).then(setTournaments, show), [api, show]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const set = (field: 'name' | 'venue' | 'startDate' | 'endDate' | 'arbiter') => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const created = await api.createTournament(form);
      clear();
      setForm(EMPTY_FORM);
      navigate({ screen: 'tournament', id: created.id, tab: 'setup' });
    } catch (error) {
      show(error);
    }
  };

  return (
    <section className="screen" aria-labelledby="tournaments-heading">
      <h1 id="tournaments-heading">{t('tournaments.heading')}</h1>
      <div className="columns">
        {canWrite ? (
          <form className="card form" onSubmit={submit} aria-labelledby="tournament-form-heading" noValidate>
            <h2 id="tournament-form-heading">{t('tournaments.createHeading')}</h2>
            <Field label={t('tournaments.name')} error={errors.byField.name}>
              <input name="name" value={form.name} onChange={(e) => set('name')(e.target.value)} autoComplete="off" />
            </Field>
            <Field label={t('tournaments.variant')} error={errors.byField.variant}>
              <select name="variant" value={form.variant} onChange={(e) => setForm((current) => ({ ...current, variant: e.target.value as Variant }))}>
                {VARIANTS.map((variant) => (
                  <option key={variant} value={variant}>
                    {t(`variant.${variant}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('tournaments.ruleSet')} error={errors.byField.ruleSet}>
              <select name="ruleSet" value={form.ruleSet} onChange={(e) => setForm((current) => ({ ...current, ruleSet: e.target.value as RuleSet }))}>
                {RULE_SETS.map((ruleSet) => (
                  <option key={ruleSet} value={ruleSet}>
                    {t(`ruleSet.${ruleSet}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('tournaments.venue')} error={errors.byField.venue}>
              <input name="venue" value={form.venue} onChange={(e) => set('venue')(e.target.value)} autoComplete="off" />
            </Field>
            <div className="field-row">
              <Field label={t('tournaments.startDate')} error={errors.byField.startDate}>
                <input name="startDate" type="date" value={form.startDate} onChange={(e) => set('startDate')(e.target.value)} />
              </Field>
              <Field label={t('tournaments.endDate')} error={errors.byField.endDate}>
                <input name="endDate" type="date" value={form.endDate} onChange={(e) => set('endDate')(e.target.value)} />
              </Field>
            </div>
            <Field label={t('tournaments.arbiter')} error={errors.byField.arbiter}>
              <input name="arbiter" value={form.arbiter} onChange={(e) => set('arbiter')(e.target.value)} autoComplete="off" />
            </Field>
            <Notice text={errors.general} kind="error" />
            <div className="actions">
              <button type="submit" className="primary">
                {t('tournaments.create')}
              </button>
            </div>
          </form>
        ) : (
          <Notice text={errors.general} kind="error" />
        )}
        <div className="card list">
          {tournaments === null ? (
            <p className="muted">{t('app.loading')}</p>
          ) : tournaments.length === 0 ? (
            <p className="muted">{t('tournaments.empty')}</p>
          ) : (
            <table className="table" aria-label={t('tournaments.heading')}>
              <thead>
                <tr>
                  <th scope="col">{t('tournaments.name')}</th>
                  <th scope="col">{t('tournaments.variant')}</th>
                  <th scope="col">{t('tournaments.dates')}</th>
                  <th scope="col" className="num">{t('tournaments.players')}</th>
                </tr>
              </thead>
              <tbody>
                {tournaments.map((tournament) => (
                  <tr key={tournament.id}>
                    <td>
                      <a href={`#/tournaments/${tournament.id}`}>{tournament.name}</a>
                    </td>
                    <td>{t(`variant.${tournament.variant}`)}</td>
                    <td>{formatDates(tournament.startDate, tournament.endDate, i18n.language)}</td>
                    <td className="num">{tournament.participantCount}</td>
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
