// The fields that describe a tournament — name, variant, rule set, venue, dates, chief arbiter — shared by the form
// that creates a tournament and the settings of an existing one.
import { useTranslation } from 'react-i18next';
import { RULE_SETS, VARIANTS, type RuleSet, type Variant } from '#domain/vocabulary';
import { Choice } from './Choice';
import { DateInput } from './DateInput';
import { Field } from './Field';

/** The description's fields, as the contract names them (a message about one is said beside it). */
export const DESCRIPTION_FIELDS = ['name', 'variant', 'ruleSet', 'venue', 'startDate', 'endDate', 'arbiter'] as const;

export interface TournamentDescription {
  name: string;
  variant: Variant;
  ruleSet: RuleSet;
  venue: string;
  startDate: string;
  endDate: string;
  arbiter: string;
}

interface TournamentFieldsProps<T extends TournamentDescription> {
  form: T;
  onChange: (form: T) => void;
  errors: Record<string, string>;
  /** The variant is fixed once the lots are drawn. */
  variantLocked?: boolean;
}

export function TournamentFields<T extends TournamentDescription>({
  form,
  onChange,
  errors,
  variantLocked = false,
}: TournamentFieldsProps<T>) {
  const { t } = useTranslation();
  const set = <K extends keyof TournamentDescription>(field: K, value: TournamentDescription[K]) =>
    onChange({ ...form, [field]: value });
  return (
    <>
      <Field label={t('tournaments.name')} error={errors.name}>
        <input name="name" value={form.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
      </Field>
      {/* Each on a line of its own: a variant's and a rule set's names are too long to share a narrow form's line. */}
      <Field label={t('tournaments.variant')} error={errors.variant}>
        <Choice
          name="variant"
          value={form.variant}
          disabled={variantLocked}
          choices={VARIANTS}
          wordsFor={(variant) => t(`variant.${variant}`)}
          onChange={(variant) => set('variant', variant as Variant)}
        />
      </Field>
      <Field label={t('tournaments.ruleSet')} error={errors.ruleSet}>
        <Choice
          name="ruleSet"
          value={form.ruleSet}
          choices={RULE_SETS}
          wordsFor={(ruleSet) => t(`ruleSet.${ruleSet}`)}
          onChange={(ruleSet) => set('ruleSet', ruleSet as RuleSet)}
        />
      </Field>
      <Field label={t('tournaments.venue')} error={errors.venue}>
        <input name="venue" value={form.venue} onChange={(e) => set('venue', e.target.value)} autoComplete="off" />
      </Field>
      <div className="field-row">
        <Field label={t('tournaments.startDate')} error={errors.startDate}>
          <DateInput name="startDate" value={form.startDate} onChange={(date) => set('startDate', date)} />
        </Field>
        <Field label={t('tournaments.endDate')} error={errors.endDate}>
          <DateInput name="endDate" value={form.endDate} onChange={(date) => set('endDate', date)} />
        </Field>
      </div>
      <Field label={t('tournaments.arbiter')} error={errors.arbiter}>
        <input
          name="arbiter"
          value={form.arbiter}
          onChange={(e) => set('arbiter', e.target.value)}
          autoComplete="off"
        />
      </Field>
    </>
  );
}
