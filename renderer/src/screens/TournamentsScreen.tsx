// Tournaments: the list, and the form that creates one. Opening a tournament leads to its own page.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TournamentPage, TournamentSummary } from '#api/views';
import { useConnection } from '../api/context';
import { useConfirmation } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { useFormErrors } from '../components/form-errors';
import { FormEnd } from '../components/FormEnd';
import { Notice } from '../components/Notice';
import { useRegistryNames } from '../components/registry-names';
import { useReloadOnReturn } from '../components/reload-on-return';
import { RowAction } from '../components/RowAction';
import { ShowMore } from '../components/ShowMore';
import { DESCRIPTION_FIELDS, TournamentFields, type TournamentDescription } from '../components/TournamentFields';
import { formatDates } from '../format';
import { navigate } from '../router';
import { DataCard } from './DataCard';
import { HallCard } from './HallCard';
import { OpeningTablesCard } from './OpeningTablesCard';

const EMPTY_FORM: TournamentDescription = {
  name: '',
  variant: 'russian',
  ruleSet: 'ussr1953',
  venue: '',
  startDate: '',
  endDate: '',
  arbiter: '',
};

export function TournamentsScreen() {
  const { t, i18n } = useTranslation();
  const names = useRegistryNames();
  const { api, canWrite } = useConnection();
  // Newest first, a page at a time: the archive may hold thousands of tournaments.
  const [page, setPage] = useState<TournamentPage | null>(null);
  const tournaments = page?.tournaments ?? null;
  const [form, setForm] = useState<TournamentDescription>(EMPTY_FORM);
  const { errors, show, clear } = useFormErrors(DESCRIPTION_FIELDS);

  const reload = useCallback(() => api.listTournaments({}).then(setPage, show), [api, show]);
  // Read again when the window is the arbiter's again, or its server is back after a restart.
  useReloadOnReturn(reload);
  const showMore = () => {
    if (!page) return;
    void api
      .listTournaments({ offset: page.tournaments.length })
      .then((next) => setPage({ ...next, tournaments: [...page.tournaments, ...next.tournaments] }), show);
  };
  const confirmation = useConfirmation();
  const [deleted, setDeleted] = useState<string | null>(null);

  const remove = async (tournament: TournamentSummary) => {
    setDeleted(null);
    try {
      const { savedTo } = await api.deleteTournament({ id: tournament.id, confirm: true });
      setDeleted(t('lifecycle.deleted', { name: tournament.name, file: savedTo }));
      await reload();
    } catch (error) {
      show(error);
    }
  };
  const askToRemove = (tournament: TournamentSummary) =>
    confirmation.ask(t('lifecycle.confirmDelete', { name: tournament.name }), () => void remove(tournament));

  useEffect(() => {
    void reload();
  }, [reload]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const created = await api.createTournament({ ...form, nameStyle: names.style });
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
            <TournamentFields form={form} onChange={setForm} errors={errors.byField} />
            <FormEnd error={errors.general} submit={t('tournaments.create')} primary />
          </form>
        ) : (
          <Notice text={errors.general} kind="error" />
        )}
        <div className="stack">
          {canWrite ? <HallCard /> : null}
          <div className="card list">
            <Notice text={deleted} kind="ok" />
            {tournaments === null ? (
              <p className="muted">{t('app.loading')}</p>
            ) : tournaments.length === 0 ? (
              <p className="muted">{t('tournaments.empty')}</p>
            ) : (
              <DataTable
                label={t('tournaments.heading')}
                columns={[
                  ...['tournaments.name', 'tournaments.variant', 'tournaments.dates'].map((key) => t(key)),
                  { label: t('tournaments.players'), align: 'num' },
                  { label: t('lifecycle.stateHeading') },
                  canWrite && { label: t('lifecycle.delete'), hidden: true },
                ]}
                rows={tournaments}
              >
                {(tournament) => (
                  <tr key={tournament.id}>
                    <td>
                      <a href={`#/tournaments/${tournament.id}`}>{tournament.name}</a>
                    </td>
                    <td>{t(`variant.${tournament.variant}`)}</td>
                    <td>{formatDates(tournament.startDate, tournament.endDate, i18n.language)}</td>
                    <td className="num">{tournament.participantCount}</td>
                    <td>
                      {t(`lifecycle.state.${tournament.state.phase}`, {
                        round: tournament.state.round,
                        rounds: tournament.state.rounds,
                      })}
                    </td>
                    {canWrite ? (
                      <td className="row-actions">
                        <RowAction
                          label={t('lifecycle.delete')}
                          of={tournament.name}
                          onClick={() => askToRemove(tournament)}
                        />
                      </td>
                    ) : null}
                  </tr>
                )}
              </DataTable>
            )}
            {page ? <ShowMore shown={page.tournaments.length} total={page.total} onMore={showMore} /> : null}
          </div>
          <OpeningTablesCard />
          <DataCard />
        </div>
      </div>
      {confirmation.dialog}
    </section>
  );
}
