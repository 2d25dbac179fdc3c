// A player on the rating lists (docs/ratings.md), on his card: his federation, FMJD ID and name in Latin letters, and
// his rating and title on each list with the list's day and the file it came from. The arbiter types them where no
// list was imported (a national list on paper), or corrects who the player is.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayerRatingsView } from '#api/views';
import { FMJD_TITLES, RATING_LISTS, type FmjdTitle, type RatingList } from '#domain/ratings';
import { useConnection } from '../api/context';
import { Choice } from '../components/Choice';
import { DataTable } from '../components/DataTable';
import { DateInput } from '../components/DateInput';
import { errorText } from '../components/error-text';
import { Field } from '../components/Field';
import { useFormErrors } from '../components/form-errors';
import { onSubmitted, useFormState } from '../components/form-state';
import { FormEnd } from '../components/FormEnd';
import { Notice } from '../components/Notice';
import { formatDates } from '../format';
import { isLanguage } from '../i18n';

export function PlayerRatingsCard({ playerId }: { playerId: number }) {
  const { t, i18n } = useTranslation();
  const { api, canWrite } = useConnection();
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const [view, setView] = useState<PlayerRatingsView | null>(null);
  const [failed, setFailed] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    api.getPlayerRatings({ playerId }).then(setView, setFailed);
  }, [api, playerId]);
  const changed = useCallback((next: PlayerRatingsView, message: string) => {
    setView(next);
    setDone(message);
  }, []);

  if (failed) return <Notice text={errorText(failed, t)} kind="error" />;
  if (!view) return null;
  return (
    <div className="card" aria-labelledby="ratings-heading" role="region">
      <h2 id="ratings-heading">{t('ratings.heading')}</h2>
      <dl className="facts">
        <dt>{t('ratings.federation')}</dt>
        <dd>{view.federation ?? '–'}</dd>
        <dt>{t('ratings.fmjdId')}</dt>
        <dd>{view.fmjdId ?? '–'}</dd>
        <dt>{t('ratings.latinName')}</dt>
        <dd>{view.latinName ?? '–'}</dd>
        <dt>{t('ratings.sex')}</dt>
        <dd>{view.sex ? t(`ratings.sexes.${view.sex}`) : '–'}</dd>
      </dl>
      <DataTable
        label={t('ratings.heading')}
        columns={[
          { label: t('ratings.list') },
          { label: t('ratings.rating'), align: 'num' },
          { label: t('ratings.title') },
          { label: t('ratings.listDate') },
          { label: t('ratings.source') },
        ]}
        rows={view.ratings}
        empty={t('ratings.none')}
      >
        {(rating) => (
          <tr key={rating.list}>
            <td>{t(`ratings.lists.${rating.list}`)}</td>
            <td className="num strong">{rating.rating ?? '–'}</td>
            <td>{rating.title ?? ''}</td>
            <td className="nowrap">{formatDates(rating.listDate, null, lang)}</td>
            <td className="muted small">{rating.source ?? t('ratings.typed')}</td>
          </tr>
        )}
      </DataTable>
      <Notice text={done} kind="ok" />
      {canWrite ? (
        <div className="columns">
          <IdentityForm view={view} onDone={(next) => changed(next, t('ratings.identitySaved'))} />
          <RatingForm playerId={playerId} onDone={(next) => changed(next, t('ratings.ratingSaved'))} />
        </div>
      ) : null}
    </div>
  );
}

function IdentityForm({ view, onDone }: { view: PlayerRatingsView; onDone: (next: PlayerRatingsView) => void }) {
  const { t } = useTranslation();
  const { api } = useConnection();
  const { errors, show, clear, forget } = useFormErrors(['federation', 'fmjdId', 'latinName', 'sex']);
  const { form, text, set } = useFormState(
    {
      federation: view.federation ?? '',
      fmjdId: view.fmjdId === null ? '' : String(view.fmjdId),
      latinName: view.latinName ?? '',
      sex: view.sex ?? ('' as const),
    },
    forget,
  );
  const submit = onSubmitted(() =>
    api
      .setPlayerIdentity({
        playerId: view.playerId,
        federation: form.federation,
        fmjdId: form.fmjdId.trim() === '' ? null : form.fmjdId,
        latinName: form.latinName,
        sex: form.sex === '' ? null : form.sex,
      })
      .then((next) => {
        clear();
        onDone(next);
      }, show),
  );
  return (
    <form className="form" onSubmit={submit} aria-labelledby="identity-heading" noValidate>
      <h3 id="identity-heading">{t('ratings.identity')}</h3>
      <Field label={t('ratings.federation')} error={errors.byField.federation} hint={t('ratings.federationHint')}>
        <input name="federation" {...text('federation')} maxLength={3} autoComplete="off" />
      </Field>
      <Field label={t('ratings.fmjdId')} error={errors.byField.fmjdId}>
        <input name="fmjdId" {...text('fmjdId')} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field label={t('ratings.latinName')} error={errors.byField.latinName} hint={t('ratings.latinNameHint')} wide>
        <input name="latinName" {...text('latinName')} autoComplete="off" />
      </Field>
      {/* The women's rows of the title norms are a woman's (docs/ratings.md). */}
      <Field label={t('ratings.sex')} error={errors.byField.sex}>
        <Choice
          name="sex"
          value={form.sex}
          choices={['M', 'F'] as const}
          wordsFor={(sex) => t(`ratings.sexes.${sex}`)}
          none="–"
          onChange={(sex) => set('sex', sex)}
        />
      </Field>
      <FormEnd error={errors.general} submit={t('ratings.saveIdentity')} />
    </form>
  );
}

function RatingForm({ playerId, onDone }: { playerId: number; onDone: (next: PlayerRatingsView) => void }) {
  const { t } = useTranslation();
  const { api } = useConnection();
  const { errors, show, clear, forget } = useFormErrors(['list', 'rating', 'title', 'listDate']);
  const empty = { list: 'national', rating: '', title: '', listDate: '' };
  const { form, set, text, setForm } = useFormState(empty, forget);
  const submit = onSubmitted(() =>
    api
      .setPlayerRating({
        playerId,
        // The selects offer only the lists and titles there are: the service checks them again.
        list: form.list as RatingList,
        rating: form.rating.trim() === '' ? null : form.rating,
        title: form.title === '' ? null : (form.title as FmjdTitle),
        listDate: form.listDate,
      })
      .then((next) => {
        clear();
        setForm(empty);
        onDone(next);
      }, show),
  );
  return (
    <form className="form" onSubmit={submit} aria-labelledby="rating-heading" noValidate>
      <h3 id="rating-heading">{t('ratings.setRating')}</h3>
      <p className="muted small">{t('ratings.setRatingHelp')}</p>
      <Field label={t('ratings.list')} error={errors.byField.list}>
        <select name="list" {...text('list')}>
          {RATING_LISTS.map((list) => (
            <option key={list} value={list}>
              {t(`ratings.lists.${list}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('ratings.rating')} error={errors.byField.rating}>
        <input name="rating" {...text('rating')} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field label={t('ratings.title')} error={errors.byField.title}>
        <select name="title" {...text('title')}>
          <option value="">–</option>
          {FMJD_TITLES.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('ratings.listDate')} error={errors.byField.listDate}>
        <DateInput name="listDate" value={form.listDate} onChange={(date) => set('listDate', date)} />
      </Field>
      <FormEnd error={errors.general} submit={t('ratings.saveRating')} />
    </form>
  );
}
