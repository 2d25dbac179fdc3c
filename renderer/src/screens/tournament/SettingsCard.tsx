// The tournament's settings. What the schedule is made from (single/double, the swap, the drawn round order, the
// variant) is fixed by the draw; the tiebreak order can change later only with the arbiter's confirmation.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#api/errors';
import { sayMessage, type MessageKey } from '#api/messages';
import { MOVES_PER_HOUR } from '#api/operations';
import type { OpeningTableSummary } from '#api/views';
import { CLOCKS, FMJD_CONTROL } from '#domain/clocks';
import { NAME_STYLES } from '#domain/names';
import { youthCounting } from '#domain/norms';
import { RATING_LISTS } from '#domain/ratings';
import { defaultScoring, SCORINGS } from '#domain/results';
import { YOUTH_RANKS } from '#domain/vocabulary';
import { defaultWithdrawalThreshold, WITHDRAWAL_THRESHOLDS } from '#domain/withdrawal';
import { useConnection } from '../../api/context';
import { Check } from '../../components/Check';
import { Choice } from '../../components/Choice';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/form-errors';
import { changedFields, rebased } from '../../components/form-rebase';
import { useFormState } from '../../components/form-state';
import { FormEnd } from '../../components/FormEnd';
import { Notice } from '../../components/Notice';
import { TournamentFields } from '../../components/TournamentFields';
import { KindFields } from './KindFields';
import { MicroMatchFields } from './MicroMatchFields';
import { FIELDS, formOf, TIEBREAK_SLOTS, pick, settingsOfForm, type SettingsForm } from './settings-form';
import { isChosen, presetButtons, tiebreakChoices } from './tiebreak-presets';
import type { TournamentCardProps } from './tournament-card';

/** §32: a session lasts 4 to 6 hours. */
const SESSION_HOURS = [4, 5, 6] as const;

/** The refusals that are questions: the arbiter confirms them and the settings are saved. */
const QUESTIONS: MessageKey[] = [
  'tiebreakChangeNeedsConfirm',
  'timeControlChangeNeedsConfirm',
  'nationalChampionshipMeaning',
  'withdrawalThresholdChangeNeedsConfirm',
  'ratingListOtherVariant',
  'womenNormsOnAfterDraw',
  'womenNormsOffAfterDraw',
];

/** A message about a setting that has no field of its own to carry it (a check box, a group). */
function FieldError({ text }: { text: string | undefined }) {
  return text ? <p className="field-error">{text}</p> : null;
}

export function SettingsCard({ tournament, onChange }: TournamentCardProps) {
  const { t } = useTranslation();
  const { api, canWrite } = useConnection();
  const { errors, show, clear, forget } = useFormErrors(FIELDS);
  const { form, setForm, set } = useFormState<SettingsForm>(() => formOf(tournament), forget);
  /** The stored settings the form was filled from: what the arbiter changed is measured against them. */
  const opened = useRef<SettingsForm>(formOf(tournament));
  const [confirming, setConfirming] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const drawn = tournament.settings.drawnAt !== null;
  /** The opening tables to choose from (a round robin of micro-matches). */
  const [tables, setTables] = useState<OpeningTableSummary[]>([]);
  useEffect(() => {
    if (tournament.settings.microMatch || form.microMatch) void api.listOpeningTables({}).then(setTables, () => {});
  }, [api, tournament.settings.microMatch, form.microMatch]);
  // The tournament read again (a result entered, another window's save): the arbiter's unsaved changes stay.
  useEffect(() => {
    const before = opened.current;
    const stored = formOf(tournament);
    opened.current = stored;
    setForm((typed) => rebased(typed, before, stored));
  }, [tournament, setForm]);

  const save = async (confirm: boolean) => {
    setDone(null);
    // Only what the arbiter changed is sent, with the values the form was given of it: a change another window
    // saved meanwhile to any other setting stays, and one to the same setting is refused rather than undone.
    const given = settingsOfForm(opened.current, drawn);
    // The numbers a kind of control does not use are left as stored: a drop-down turned and turned back changes
    // nothing (and asks nothing), and the tournament's own base time waits for the kind that uses it.
    const filled = settingsOfForm(form, drawn);
    const typed = {
      ...filled,
      ...(filled.clock === 'movesPerHour' ? { baseMinutes: given.baseMinutes } : {}),
      ...(filled.clock !== 'increment' ? { incrementSeconds: given.incrementSeconds } : {}),
    };
    const changed = changedFields(typed, given);
    if (changed.length === 0) {
      clear();
      setDone(t('settings.unchanged'));
      return;
    }
    try {
      const updated = await api.updateTournamentSettings({
        id: tournament.id,
        ...pick(typed, changed),
        was: pick(given, changed),
        confirm,
      });
      clear();
      opened.current = formOf(updated);
      setForm(formOf(updated));
      onChange(updated);
      setDone(t('settings.saved'));
    } catch (error) {
      // The questions the change asks, all at once, in the screen's words: one confirmation answers only what it showed.
      const questions = error instanceof ApiError && error.code === 'conflict' ? error.issues : [];
      if (questions.length > 0 && questions.every((found) => QUESTIONS.includes(found.key))) {
        setConfirming(questions.map((found) => sayMessage(t, found.key, found.params)).join(' '));
        return;
      }
      // Another window saved some of the same settings: the form takes the stored ones, keeping the arbiter's.
      if (error instanceof ApiError && error.issues[0]?.key === 'settingsChangedElsewhere') {
        const stored = await api.getTournament({ id: tournament.id }).catch(() => null);
        if (stored) onChange(stored);
      }
      show(error);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  /** §32: the time control (moves an hour) and the length of a session. */
  const clocks: {
    name: 'movesPerHour' | 'sessionHours';
    choices: readonly number[];
    wordsFor: (n: number) => string;
  }[] = [
    { name: 'movesPerHour', choices: MOVES_PER_HOUR, wordsFor: (moves) => t('settings.movesOption', { moves }) },
    { name: 'sessionHours', choices: SESSION_HOURS, wordsFor: (hours) => t('settings.hoursOption', { hours }) },
  ];
  /** A base time's fields, typed in whole minutes and seconds: the increment only with an increment. */
  const baseTime =
    form.clock === 'increment' ? (['baseMinutes', 'incrementSeconds'] as const) : (['baseMinutes'] as const);
  /** The settings that are a yes or a no; the draw fixes those that shape it. */
  const checks: {
    name: 'double' | 'swapLastTwoRounds' | 'drawRoundOrder' | 'nationalChampionship' | 'shownInHall' | 'womenNorms';
    label: string;
    disabled: boolean;
  }[] = [
    { name: 'double', label: 'settings.double', disabled: drawn },
    { name: 'swapLastTwoRounds', label: 'settings.swap', disabled: drawn || !form.double },
    // A team round robin plays the table's rounds in order.
    { name: 'drawRoundOrder', label: 'settings.drawRoundOrder', disabled: drawn || form.teams !== null },
    { name: 'nationalChampionship', label: 'settings.nationalChampionship', disabled: false },
    { name: 'shownInHall', label: 'settings.shownInHall', disabled: false },
    // Today's title norms from the women's rows of the federation's table (docs/ratings.md).
    { name: 'womenNorms', label: 'settings.womenNorms', disabled: false },
  ];

  return (
    <form className="card form" onSubmit={submit} aria-labelledby="settings-heading" noValidate>
      <h2 id="settings-heading">{t('settings.heading')}</h2>
      <fieldset disabled={!canWrite}>
        <TournamentFields
          form={form}
          // Another rule set brings its own scoring (FMJD 2–1–0, 1953 and FIDE 1–½–0) and withdrawal threshold; the
          // arbiter may change them after.
          onChange={(next) =>
            setForm(
              next.ruleSet === form.ruleSet
                ? next
                : {
                    ...next,
                    scoring: defaultScoring(next.ruleSet),
                    withdrawalThreshold: defaultWithdrawalThreshold(next.ruleSet),
                  },
            )
          }
          errors={errors.byField}
          variantLocked={drawn}
        />
        <Field label={t('settings.clock')} hint={t('settings.clockHint')} error={errors.byField.clock}>
          <Choice
            name="clock"
            value={form.clock}
            choices={CLOCKS}
            wordsFor={(clock) => t(`settings.clocks.${clock}`)}
            onChange={(clock) =>
              setForm({
                ...form,
                clock: clock || form.clock,
                // A base time comes with the FMJD's numbers to start from when none are typed yet.
                baseMinutes: form.baseMinutes || String(FMJD_CONTROL.baseMinutes),
                incrementSeconds: form.incrementSeconds || String(FMJD_CONTROL.incrementSeconds),
              })
            }
          />
        </Field>
        <div className="field-row">
          {form.clock === 'movesPerHour'
            ? clocks.map(({ name, choices, wordsFor }) => (
                <Field key={name} label={t(`settings.${name}`)} error={errors.byField[name]}>
                  <Choice
                    name={name}
                    value={form[name]}
                    choices={choices}
                    wordsFor={wordsFor}
                    onChange={(value) => set(name, Number(value))}
                  />
                </Field>
              ))
            : baseTime.map((name) => (
                <Field key={name} label={t(`settings.${name}`)} error={errors.byField[name]}>
                  <input
                    name={name}
                    inputMode="numeric"
                    value={form[name]}
                    onChange={(e) => set(name, e.target.value)}
                  />
                </Field>
              ))}
        </div>
        <Field label={t('settings.scoring')} hint={t('settings.scoringHint')} error={errors.byField.scoring}>
          <Choice
            name="scoring"
            value={form.scoring}
            choices={SCORINGS}
            wordsFor={(scoring) => t(`settings.scorings.${scoring === '2-1-0' ? 'twoOneZero' : 'oneHalfZero'}`)}
            onChange={(scoring) => set('scoring', scoring || form.scoring)}
          />
        </Field>
        <Field
          label={t('settings.withdrawalThreshold')}
          hint={t('settings.withdrawalThresholdHint')}
          error={errors.byField.withdrawalThreshold}
        >
          <Choice
            name="withdrawalThreshold"
            value={form.withdrawalThreshold}
            choices={WITHDRAWAL_THRESHOLDS}
            wordsFor={(threshold) => t(`settings.withdrawalThresholds.${threshold}`)}
            onChange={(threshold) => set('withdrawalThreshold', threshold || form.withdrawalThreshold)}
          />
        </Field>
        <Field label={t('settings.ratingList')} hint={t('settings.ratingListHint')} error={errors.byField.ratingList}>
          <Choice
            name="ratingList"
            value={form.ratingList}
            choices={RATING_LISTS}
            disabled={drawn}
            wordsFor={(list) => t(`ratings.lists.${list}`)}
            onChange={(list) => set('ratingList', list || form.ratingList)}
          />
        </Field>
        <Field label={t('settings.nameStyle')} error={errors.byField.nameStyle}>
          <Choice
            name="nameStyle"
            value={form.nameStyle}
            choices={NAME_STYLES}
            wordsFor={(style) => t(`settings.nameStyles.${style}`)}
            onChange={(style) => set('nameStyle', style || 'givenFirst')}
          />
        </Field>
        {/* Single games, micro-matches or teams: choosing one proposes its regulations' order (EKL 3.1, 3.2.2). */}
        <KindFields form={form} setForm={setForm} drawn={drawn} errors={errors.byField} />
        <div className="checks">
          {checks.map(({ name, label, disabled }) => (
            <Check
              key={name}
              name={name}
              label={t(label)}
              checked={form[name]}
              disabled={disabled}
              onChange={(checked) => set(name, checked)}
              error={errors.byField[name]}
            />
          ))}
          {drawn ? <p className="muted small">{t('settings.lockedByDraw')}</p> : null}
        </div>
        {form.microMatch ? <MicroMatchFields form={form} set={set} tables={tables} errors={errors.byField} /> : null}
        {/* A team table's tiebreaks are its own (KindFields). */}
        {form.teams === null ? (
          <fieldset className="group">
            <legend>{t('settings.tiebreaks')}</legend>
            <p className="muted small">{t('settings.tiebreaksHelp')}</p>
            <div className="actions wrap">
              {presetButtons(form.microMatch).map(({ label, order }) => (
                <button
                  key={label}
                  type="button"
                  aria-pressed={isChosen(form.tiebreaks, order)}
                  onClick={() =>
                    set(
                      'tiebreaks',
                      Array.from({ length: TIEBREAK_SLOTS }, (_, i) => order[i] ?? ''),
                    )
                  }
                >
                  {/* The mark for the eye; a screen reader hears "pressed" (aria-pressed), not a tick as well. */}
                  {isChosen(form.tiebreaks, order) ? <span aria-hidden="true">✓ </span> : null}
                  {t(label)}
                </button>
              ))}
            </div>
            <div className="tiebreak-slots">
              {form.tiebreaks.map((slot, index) => (
                <label key={index} className="slot">
                  <span>{index + 1}.</span>
                  <Choice
                    aria-label={t('settings.tiebreakSlot', { n: index + 1 })}
                    value={slot}
                    disabled={index > 0 && form.tiebreaks[index - 1] === ''}
                    choices={tiebreakChoices(form.microMatch)}
                    wordsFor={(tiebreak) => t(`tiebreak.${tiebreak}`)}
                    none={t('tiebreak.none')}
                    onChange={(chosen) =>
                      set(
                        'tiebreaks',
                        form.tiebreaks.map((old, i) => (i === index ? chosen : old)),
                      )
                    }
                  />
                </label>
              ))}
            </div>
            <FieldError text={errors.byField.tiebreaks} />
          </fieldset>
        ) : null}
        <fieldset className="group">
          <legend>{t('settings.rankCounting')}</legend>
          <p className="muted small">{t('settings.rankCountingHelp')}</p>
          <div className="counting">
            {(['M', 'CM', 'unranked', ...YOUTH_RANKS] as const).map((key) => (
              <Field key={key} label={t(`settings.counting.${key}`)}>
                <input
                  type="number"
                  min={0}
                  max={9}
                  value={{ ...form.rankCounting, ...youthCounting(form.rankCounting) }[key]}
                  onChange={(e) => set('rankCounting', { ...form.rankCounting, [key]: Number(e.target.value) })}
                />
              </Field>
            ))}
          </div>
          <FieldError text={errors.byField.rankCounting} />
        </fieldset>
        <FormEnd error={errors.general} submit={t('settings.save')} primary />
        <Notice text={done} kind="ok" />
      </fieldset>
      <ConfirmDialog
        message={confirming}
        onConfirm={() => {
          setConfirming(null);
          void save(true);
        }}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
