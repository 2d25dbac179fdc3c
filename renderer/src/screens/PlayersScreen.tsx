// The player registry: register, edit and find players. Enter saves; after a save the cursor is back in the
// name field, so a list of players can be typed in one go.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#api/errors';
import type { Player, PlayerPage } from '#api/views';
import { useConnection } from '../api/context';
import { Check } from '../components/Check';
import { Choice } from '../components/Choice';
import { useConfirmation } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { DateInput } from '../components/DateInput';
import { Field } from '../components/Field';
import { useFormErrors } from '../components/form-errors';
import { rebased } from '../components/form-rebase';
import { typedText, useFormState } from '../components/form-state';
import { FormEnd } from '../components/FormEnd';
import { NameStyleChoice } from '../components/NameStyleChoice';
import { Notice } from '../components/Notice';
import { RankSelect } from '../components/RankSelect';
import { useRegistryNames } from '../components/registry-names';
import { useReloadOnReturn } from '../components/reload-on-return';
import { RowAction } from '../components/RowAction';
import { ShowMore } from '../components/ShowMore';
import { hrefOf } from '../router';

const FIELDS = ['surname', 'givenNames', 'rank', 'rankSince', 'club', 'city', 'birthYear', 'sex'] as const;

interface PlayerForm {
  surname: string;
  /** The given names, a patronymic among them. */
  givenNames: string;
  rank: string;
  /** The day the rank was achieved, if the arbiter knows it (ISO once it reads as a date). */
  rankSince: string;
  club: string;
  city: string;
  birthYear: string;
  /** M, F or '' (not known): the women's rows of the title norms and a team's women's boards are a woman's. */
  sex: string;
}

const EMPTY_FORM: PlayerForm = {
  surname: '',
  givenNames: '',
  rank: '',
  rankSince: '',
  club: '',
  city: '',
  birthYear: '',
  sex: '',
};

function formOf(player: Player): PlayerForm {
  return typedText(player, FIELDS);
}

/** The player as the form was given him, to be compared with the stored one when saving. */
function shownOf(player: Player) {
  const { name, rank, club, city, birthYear, sex } = player;
  return { name, rank, club, city, birthYear, sex };
}

export function PlayersScreen() {
  const { t } = useTranslation();
  const names = useRegistryNames();
  const { api, canWrite } = useConnection();
  // The registry a page at a time, searched by the store: it may hold a hundred thousand players.
  const [page, setPage] = useState<PlayerPage | null>(null);
  const players = page?.players ?? null;
  const { errors, show, clear, forget } = useFormErrors(FIELDS);
  const { form, setForm, set, text } = useFormState<PlayerForm>(EMPTY_FORM, forget);
  const [editing, setEditing] = useState<Player | null>(null);
  const [filter, setFilter] = useState('');
  /** Only the names the migration split and the arbiter has not checked. */
  const [unsureOnly, setUnsureOnly] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  const reload = useCallback(
    () => api.listPlayers({ search: filter, ...(unsureOnly ? { unsure: true } : {}) }).then(setPage, show),
    [api, show, filter, unsureOnly],
  );
  // Read again when the window is the arbiter's again, or its server is back after a restart.
  useReloadOnReturn(reload);
  useEffect(() => {
    void reload();
  }, [reload]);
  const showMore = () => {
    if (!page) return;
    void api
      .listPlayers({ search: filter, offset: page.players.length, ...(unsureOnly ? { unsure: true } : {}) })
      .then((next) => setPage({ ...next, players: [...page.players, ...next.players] }), show);
  };

  const startEditing = (player: Player) => {
    setEditing(player);
    setForm(formOf(player));
    clear();
    setDone(null);
    nameInput.current?.focus();
  };

  const stopEditing = () => {
    setEditing(null);
    setForm(EMPTY_FORM);
    clear();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save(false);
  };

  const save = async (confirmSameName: boolean) => {
    setDone(null);
    try {
      const saved = editing
        ? await api.updatePlayer({ ...form, id: editing.id, was: shownOf(editing) })
        : await api.createPlayer({ ...form, confirm: confirmSameName });
      clear();
      setDone(t(editing ? 'players.updated' : 'players.created', { name: saved.name }));
      setEditing(null);
      setForm(EMPTY_FORM);
      await reload();
      nameInput.current?.focus();
    } catch (error) {
      // Another player of the same name, a birth year missing: the arbiter says whether it is a different person.
      if (error instanceof ApiError && error.issues[0]?.key === 'maybeSamePlayer') {
        // What was wrong before (a birth year since corrected) no longer stands under its field while this is asked.
        clear();
        confirmation.ask(
          t('players.confirmSameName', {
            name: `${form.givenNames.trim()} ${form.surname.trim()}`.trim(),
            existing: String(error.issues[0].params?.existing ?? ''),
          }),
          () => void save(true),
        );
        return;
      }
      // Changed elsewhere since the form was opened: the fields the arbiter changed keep his typing, the others
      // take the stored values, and the form now starts from the stored player — saving again is a knowing choice.
      if (editing && error instanceof ApiError && error.issues[0]?.key === 'playerChangedElsewhere') {
        const stored = await api.getPlayerCard({ id: editing.id }).catch(() => null);
        if (stored) {
          setForm(rebased(form, formOf(editing), formOf(stored.player)));
          setEditing(stored.player);
        }
        await reload();
      }
      show(error);
    }
  };

  const confirmation = useConfirmation();
  const remove = async (player: Player) => {
    try {
      await api.deletePlayer({ id: player.id });
      await reload();
      setDone(t('lifecycle.playerDeleted', { name: player.name }));
    } catch (error) {
      show(error);
    }
  };
  const askToRemove = (player: Player) =>
    confirmation.ask(t('lifecycle.confirmDeletePlayer', { name: player.name }), () => void remove(player));

  return (
    <section className="screen" aria-labelledby="players-heading">
      <div className="round-head">
        <h1 id="players-heading">{t('players.heading')}</h1>
        {canWrite ? (
          <div className="actions">
            <a className="button" href={hrefOf({ screen: 'playerImport' })}>
              {t('playerImport.open')}
            </a>
            <a className="button" href={hrefOf({ screen: 'ratingsImport' })}>
              {t('ratingsImport.open')}
            </a>
          </div>
        ) : null}
      </div>
      <div className="columns">
        {canWrite ? (
          <form
            className="card form"
            onSubmit={submit}
            // Enter saves from any field, as from a text box: a list (the rank, the sex) would otherwise swallow it.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
                event.preventDefault();
                event.currentTarget.requestSubmit();
              }
            }}
            aria-labelledby="player-form-heading"
            noValidate
          >
            <h2 id="player-form-heading">
              {editing ? t('players.editHeading', { name: editing.name }) : t('players.addHeading')}
            </h2>
            <Field label={t('players.surname')} hint={t('players.nameHint')} error={errors.byField.surname}>
              <input ref={nameInput} name="surname" {...text('surname')} autoComplete="off" autoFocus />
            </Field>
            <Field label={t('players.givenNames')} error={errors.byField.givenNames}>
              <input name="givenNames" {...text('givenNames')} autoComplete="off" />
            </Field>
            {editing?.nameUnsure ? <p className="field-hint warn">{t('players.checkSplit')}</p> : null}
            <Field label={t('players.rank')} error={errors.byField.rank}>
              <RankSelect
                name="rank"
                value={form.rank}
                // Another rank is not achieved on the day the old one was: its date is asked anew.
                onChange={(rank) => setForm({ ...form, rank, rankSince: rank === form.rank ? form.rankSince : '' })}
              />
            </Field>
            {form.rank !== '' || form.rankSince !== '' ? (
              <Field label={t('players.rankSince')} hint={t('players.rankSinceHint')} error={errors.byField.rankSince}>
                <DateInput name="rankSince" value={form.rankSince} onChange={(date) => set('rankSince', date)} />
              </Field>
            ) : null}
            <Field label={t('players.club')} error={errors.byField.club}>
              <input name="club" {...text('club')} autoComplete="off" />
            </Field>
            <Field label={t('players.city')} error={errors.byField.city}>
              <input name="city" {...text('city')} autoComplete="off" />
            </Field>
            <Field label={t('players.birthYear')} error={errors.byField.birthYear}>
              <input name="birthYear" {...text('birthYear')} inputMode="numeric" autoComplete="off" maxLength={4} />
            </Field>
            <Field label={t('ratings.sex')} error={errors.byField.sex}>
              <Choice
                name="sex"
                value={form.sex as '' | 'M' | 'F'}
                choices={['M', 'F'] as const}
                wordsFor={(sex) => t(`ratings.sexes.${sex}`)}
                none="–"
                onChange={(sex) => set('sex', sex)}
              />
            </Field>
            <FormEnd error={errors.general} submit={editing ? t('players.save') : t('players.add')} primary>
              {editing ? (
                <button type="button" onClick={stopEditing}>
                  {t('players.cancel')}
                </button>
              ) : null}
            </FormEnd>
            <Notice text={done} kind="ok" />
          </form>
        ) : (
          <Notice text={errors.general} kind="error" />
        )}
        <div className="card list">
          <div className="list-head">
            <Field label={t('players.filter')}>
              <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
            </Field>
            <NameStyleChoice />
            {page ? (
              <span className="muted" role="status">
                {page.matched === page.registered
                  ? t('players.count', { count: page.registered })
                  : t('players.countFiltered', { count: page.matched, total: page.registered })}
              </span>
            ) : null}
            {page && (page.unsure > 0 || unsureOnly) ? (
              <Check
                name="unsure"
                label={t('players.unsureOnly', { count: page.unsure })}
                checked={unsureOnly}
                onChange={setUnsureOnly}
              />
            ) : null}
          </div>
          {unsureOnly ? <p className="muted small">{t('players.unsureHelp')}</p> : null}
          {page === null ? (
            <p className="muted">{t('app.loading')}</p>
          ) : page.registered === 0 ? (
            <p className="muted">{t('players.empty')}</p>
          ) : page.matched === 0 ? (
            <p className="muted">{t('players.noMatch', { text: filter })}</p>
          ) : (
            <DataTable
              label={t('players.heading')}
              columns={[
                names.heading,
                ...['players.rank', 'players.club', 'players.city'].map((key) => t(key)),
                { label: t('players.birthYear'), align: 'num' },
                canWrite && { label: t('players.edit'), hidden: true },
              ]}
              rows={players ?? []}
            >
              {(player) => (
                <tr key={player.id} className={editing?.id === player.id ? 'selected' : undefined}>
                  <td>
                    <a href={hrefOf({ screen: 'player', id: player.id })}>{names.nameOf(player)}</a>
                    {player.nameUnsure ? (
                      <span className="warn small" title={t('players.checkSplit')}>
                        {' '}
                        {t('players.splitMark', { surname: player.surname })}
                      </span>
                    ) : null}
                  </td>
                  <td>{t(`rank.short.${player.rank ?? 'none'}`)}</td>
                  <td>{player.club}</td>
                  <td>{player.city}</td>
                  <td className="num">{player.birthYear}</td>
                  {canWrite ? (
                    <td className="row-actions">
                      <RowAction
                        label={t('players.edit')}
                        of={names.nameOf(player)}
                        onClick={() => startEditing(player)}
                      />{' '}
                      <RowAction
                        label={t('lifecycle.delete')}
                        of={names.nameOf(player)}
                        onClick={() => askToRemove(player)}
                      />
                    </td>
                  ) : null}
                </tr>
              )}
            </DataTable>
          )}
          {page ? <ShowMore shown={page.players.length} total={page.matched} onMore={showMore} /> : null}
        </div>
      </div>
      {confirmation.dialog}
    </section>
  );
}
