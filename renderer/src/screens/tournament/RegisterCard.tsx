// From the norm report to the register: what the tournament's results support (achieved II, confirmed III, a
// result counted toward candidate master…), applied all at once or one by one once the tournament is closed —
// confirmed, logged, and taken back one by one. Events whose support is gone (the tournament was reopened and
// changed) are listed to be taken back.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RankProposalView, TournamentDetail } from '#api/views';
import { nameHeading } from '#formats/name-style';
import { registerLabels } from '#formats/printouts/register-labels';
import { eventText } from '#formats/register-text';
import { useConnection } from '../../api/context';
import { useConfirmation } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { errorText } from '../../components/error-text';
import { useFormErrors } from '../../components/form-errors';
import { Notice } from '../../components/Notice';
import { RowAction } from '../../components/RowAction';
import { useAnswer } from '../../components/use-answer';
import { formatDates } from '../../format';
import { isLanguage } from '../../i18n';
import { hrefOf } from '../../router';
import { formatPoints } from './use-crosstable';

export function RegisterCard({ tournament }: { tournament: TournamentDetail }) {
  const { t, i18n } = useTranslation();
  const { api, canWrite } = useConnection();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const labels = registerLabels(lang);
  const [done, setDone] = useState<string | null>(null);
  const { errors, show } = useFormErrors([]);
  const confirmation = useConfirmation();

  const proposals = useAnswer(
    useCallback(() => api.getRankProposals({ tournamentId: tournament.id }), [api, tournament.id]),
  );
  const view = proposals.value;
  const setView = proposals.set;

  if (!view) return proposals.error ? <Notice text={errorText(proposals.error, t)} kind="error" /> : null;
  const pending = view.proposals.filter((p) => p.appliedEventId === null);
  const describe = (p: Pick<RankProposalView, 'kind' | 'rank' | 'basis'>) => eventText(p, labels);
  const apply = (keys: string[] | undefined, message: string) =>
    confirmation.ask(message, () => {
      void api
        .applyRankProposals({ tournamentId: tournament.id, confirm: true, ...(keys ? { keys } : {}) })
        .then((next) => {
          setView(next);
          setDone(t('register.applied', { count: keys?.length ?? pending.length }));
        }, show);
    });
  const takeBack = (eventId: number, what: string) =>
    confirmation.ask(t('register.confirmTakeBack', { event: what }), () => {
      void api
        .removeRankEvent({ id: eventId, confirm: true })
        .then(() => api.getRankProposals({ tournamentId: tournament.id }))
        .then((next) => {
          setView(next);
          setDone(t('register.takenBack'));
        }, show);
    });

  return (
    <div className="card">
      <div className="round-head">
        <h2>{t('register.heading')}</h2>
        {canWrite && view.closed && pending.length > 0 ? (
          <div className="actions">
            <button
              type="button"
              className="primary"
              onClick={() =>
                apply(
                  undefined,
                  t('register.confirmAll', { count: pending.length, date: formatDates(view.date, null, lang) }),
                )
              }
            >
              {t('register.applyAll', { count: pending.length })}
            </button>
          </div>
        ) : null}
      </div>
      <p className="muted small">
        {view.closed
          ? t('register.datedAt', { date: view.date ? formatDates(view.date, null, lang) : '–' })
          : t('register.closeFirst')}{' '}
        {view.candidateField ? t('register.candidateField') : null}{' '}
        {view.nationalChampionship ? t('register.championship') : null}
      </p>
      <DataTable
        label={t('register.heading')}
        columns={[
          { label: nameHeading(t, tournament.settings.nameStyle) },
          { label: t('card.rankAtStart') },
          { label: t('crosstable.points'), align: 'num' },
          { label: t('card.event') },
          { label: t('register.state'), hidden: true },
        ]}
        rows={view.proposals}
        empty={t('register.none')}
      >
        {(p) => (
          <tr key={p.key}>
            <td>
              <a href={hrefOf({ screen: 'player', id: p.playerId })}>{p.name}</a>
            </td>
            <td>{t(`rank.short.${p.rankAtStart ?? 'none'}`)}</td>
            <td className="num">
              {formatPoints(p.points)} / {formatPoints(p.possible)}
            </td>
            <td>
              {describe(p)}
              {p.count ? <span className="muted small"> ({labels.countOf(p.count.have, p.count.need)})</span> : null}
            </td>
            <td className="row-actions">
              {p.appliedEventId !== null ? (
                <>
                  <span className="ok-text">{t('register.isApplied')}</span>{' '}
                  {canWrite ? (
                    <RowAction
                      label={t('register.takeBack')}
                      of={`${p.name}, ${describe(p)}`}
                      onClick={() => takeBack(p.appliedEventId!, `${p.name}: ${describe(p)}`)}
                    />
                  ) : null}
                </>
              ) : canWrite && view.closed ? (
                <RowAction
                  label={t('register.apply')}
                  of={`${p.name}, ${describe(p)}`}
                  onClick={() => apply([p.key], t('register.confirmOne', { name: p.name, event: describe(p) }))}
                />
              ) : null}
            </td>
          </tr>
        )}
      </DataTable>
      {view.unsupported.length > 0 ? (
        <>
          <h3>{t('register.unsupported')}</h3>
          <ul>
            {view.unsupported.map((e) => (
              <li key={e.id}>
                {e.name}: {eventText(e, labels)}{' '}
                {canWrite ? (
                  <button
                    type="button"
                    className="link"
                    onClick={() => takeBack(e.id, `${e.name}: ${eventText(e, labels)}`)}
                  >
                    {t('register.takeBack')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Notice text={errors.general} kind="error" />
      <Notice text={done} kind="ok" />
      {confirmation.dialog}
    </div>
  );
}
