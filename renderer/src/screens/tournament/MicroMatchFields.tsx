// The settings of a round robin of micro-matches (docs/micro-matches.md): what orders the standings, the opening table
// and whether an opening is drawn for the round or for each match. Each choice says what it does to the table — the
// order decides which points the Riga coefficient multiplies and whether small points can split anyone (EKL 3.2.2).
import { useTranslation } from 'react-i18next';
import type { OpeningTableSummary } from '#api/views';
import { OPENING_DRAWS } from '#domain/opening-draw';
import { MATCH_ORDERS, MICRO_MATCH_DEFAULTS } from '#domain/standings';
import { openingTableWords } from '#formats/opening-table-words';
import { Choice } from '../../components/Choice';
import { Field } from '../../components/Field';
import { chosenTiebreaks, type SettingsForm } from './settings-form';

export function MicroMatchFields({
  form,
  set,
  tables,
  errors,
}: {
  form: SettingsForm;
  set: <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) => void;
  tables: OpeningTableSummary[];
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const regulations = chosenTiebreaks(form.tiebreaks).join() === MICRO_MATCH_DEFAULTS.tiebreaks.join();
  const hints = [
    t(`settings.matchOrder.means.${form.matchOrder}`),
    ...(regulations ? [] : [t('settings.matchOrder.notTheRegulations')]),
  ];
  return (
    <>
      <Field label={t('settings.matchOrder.label')} hint={hints.join(' ')} error={errors.matchOrder}>
        <Choice
          name="matchOrder"
          value={form.matchOrder}
          choices={MATCH_ORDERS}
          wordsFor={(order) => t(`settings.matchOrder.${order}`)}
          onChange={(order) => set('matchOrder', order || MICRO_MATCH_DEFAULTS.order)}
        />
      </Field>
      {/* The tables of the tournament's variant: the openings of its rounds are drawn from the one chosen. */}
      <Field label={t('settings.openingTable')} error={errors.openingTable}>
        <Choice
          name="openingTable"
          value={form.openingTable ?? ''}
          choices={tables.filter((table) => table.variant === form.variant).map((table) => table.id)}
          wordsFor={(id) => {
            const table = tables.find((one) => one.id === id);
            return table ? openingTableWords(table, t).name : id;
          }}
          none={t('settings.noOpeningTable')}
          onChange={(id) => set('openingTable', id || null)}
        />
      </Field>
      <Field label={t('settings.openingDraw.label')} error={errors.openingDraw}>
        <Choice
          name="openingDraw"
          value={form.openingDraw}
          choices={OPENING_DRAWS}
          wordsFor={(draw) => t(`settings.openingDraw.${draw}`)}
          onChange={(draw) => set('openingDraw', draw || 'perRound')}
        />
      </Field>
    </>
  );
}
