// A board's incidents: illegal moves with the rule set's penalty (§12, FIDE, FMJD), forfeits with their reasons
// (§32), discipline decisions (§39) — recorded, listed, and the result they write entered at once.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { IncidentView } from '#api/views';
import type { RegulationTopic } from '#domain/regulations';
import { ruleToken } from '#formats/citations';
import { useConnection } from '../../api/context';
import { Check } from '../../components/Check';
import { useConfirmation } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { errorText, refusalKey } from '../../components/error-text';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/form-errors';
import { onSubmitted, useFormState } from '../../components/form-state';
import { FormEnd } from '../../components/FormEnd';
import { Notice } from '../../components/Notice';
import { useAnswer } from '../../components/use-answer';
import { sayPhrase } from '../../i18n/phrases';
import type { BoardToolsProps } from './board-tools';

const INCIDENT_FIELDS = ['kind', 'side', 'moveNumber', 'move', 'note'] as const;
const INCIDENT_COLUMNS = ['panel.kind', 'panel.side', 'panel.moveNumber', 'panel.move', 'panel.outcome', 'panel.note'];

const EMPTY_INCIDENT = {
  kind: 'illegalMove',
  side: 'white',
  moveNumber: '',
  move: '',
  foundDuring: 'game',
  opponentCanWin: true,
  note: '',
};

export function IncidentTools({ tournament, game, onChanged }: BoardToolsProps) {
  const { t } = useTranslation();
  // Each kind with the article of the tournament's own rules that decides it (§32 under 1953, FIDE 6.7.1, FMJD 5.2).
  const kindText = (kind: string) =>
    t(
      `panel.kinds.${kind}`,
      kind === 'illegalMove' ? {} : { rule: ruleToken(tournament.ruleSet, kind as RegulationTopic) },
    );
  const { api, canWrite } = useConnection();
  const { errors, show, clear, forget } = useFormErrors(INCIDENT_FIELDS);
  const { form, setForm, set, text } = useFormState(EMPTY_INCIDENT, forget);
  const [last, setLast] = useState<IncidentView | null>(null);
  const replacing = useConfirmation();

  const listed = useAnswer(
    useCallback(
      () => api.listIncidents({ tournamentId: tournament.id, gameId: game.id }),
      [api, game.id, tournament.id],
    ),
  );
  const incidents = listed.value ?? [];

  const record = async (confirm = false) => {
    try {
      const incident = await api.recordIncident({
        tournamentId: tournament.id,
        gameId: game.id,
        kind: form.kind as Exclude<IncidentView['kind'], 'adjudication'>,
        side: (form.kind === 'bothAbsent' ? 'both' : form.side) as IncidentView['side'],
        ...(form.moveNumber ? { moveNumber: form.moveNumber } : {}),
        move: form.move,
        foundDuring: form.foundDuring as 'game' | 'afterGame',
        opponentCanWin: form.opponentCanWin,
        note: form.note,
        confirm,
      });
      clear();
      // A recorded incident leaves an empty form: a second Enter does not record it twice.
      setForm(EMPTY_INCIDENT);
      setLast(incident);
      await listed.reload();
      await onChanged();
    } catch (error) {
      if (refusalKey(error) === 'resultOverwriteNeedsConfirm') {
        replacing.ask(t('panel.confirmIncidentReplaces', { result: game.result }), () => void record(true));
        return;
      }
      show(error);
    }
  };

  const describe = (incident: IncidentView) =>
    incident.penalty
      ? sayPhrase(t, incident.penalty.explanation)
      : t('panel.forfeitApplied', { result: incident.resultApplied ?? '' });

  return (
    <div>
      <p className="muted small">{t('panel.ruleSet', { ruleSet: t(`ruleSet.${tournament.ruleSet}`) })}</p>
      {canWrite ? (
        <form className="form" onSubmit={onSubmitted(record)} noValidate aria-label={t('panel.incidentForm')}>
          <div className="field-row">
            <Field label={t('panel.kind')} error={errors.byField.kind}>
              <select {...text('kind')}>
                {['illegalMove', 'noShow', 'bothAbsent', 'timeLoss', 'discipline'].map((kind) => (
                  <option key={kind} value={kind}>
                    {kindText(kind)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('panel.side')} error={errors.byField.side}>
              <select
                value={form.kind === 'bothAbsent' ? 'both' : form.side}
                disabled={form.kind === 'bothAbsent'}
                onChange={(e) => set('side', e.target.value)}
              >
                <option value="white">{`${t('rounds.white')} — ${game.white.name}`}</option>
                <option value="black">{`${t('rounds.black')} — ${game.black.name}`}</option>
                {form.kind === 'bothAbsent' ? <option value="both">{t('panel.both')}</option> : null}
              </select>
            </Field>
          </div>
          {form.kind === 'illegalMove' ? (
            <>
              <div className="field-row">
                <Field label={t('panel.moveNumber')} error={errors.byField.moveNumber}>
                  <input inputMode="numeric" {...text('moveNumber')} />
                </Field>
                <Field label={t('panel.move')} error={errors.byField.move}>
                  <input {...text('move')} />
                </Field>
              </div>
              <Check
                label={t('panel.afterGame')}
                checked={form.foundDuring === 'afterGame'}
                onChange={(checked) => set('foundDuring', checked ? 'afterGame' : 'game')}
              />
              <Check
                label={t('panel.opponentCannotWin')}
                checked={!form.opponentCanWin}
                onChange={(checked) => set('opponentCanWin', !checked)}
              />
            </>
          ) : null}
          <Field label={t('panel.note')} error={errors.byField.note}>
            <input {...text('note')} />
          </Field>
          <FormEnd error={errors.general} submit={t('panel.record')} primary />
        </form>
      ) : null}
      {last ? <Notice text={describe(last)} kind={last.penalty?.decides === 'loss' ? 'error' : 'ok'} /> : null}
      {listed.error ? <Notice text={errorText(listed.error, t)} kind="error" /> : null}
      {incidents.length > 0 ? (
        <DataTable
          label={t('panel.incidents')}
          className="compact"
          columns={INCIDENT_COLUMNS.map((key) => t(key))}
          rows={incidents}
        >
          {(incident) => (
            <tr key={incident.id}>
              <td>
                {/* The how-manieth, as each language writes an ordinal: «2-й неправильный ход», "2. reeglivastane käik". */}
                {incident.kind === 'illegalMove' && incident.count
                  ? t('panel.illegalMoveNumbered', { number: incident.count })
                  : kindText(incident.kind)}
              </td>
              <td>{incident.side === 'both' ? t('panel.both') : t(`rounds.${incident.side}`)}</td>
              <td>{incident.moveNumber ?? ''}</td>
              <td>{incident.move ?? ''}</td>
              <td>{describe(incident)}</td>
              <td>{incident.note ?? ''}</td>
            </tr>
          )}
        </DataTable>
      ) : null}
      {replacing.dialog}
    </div>
  );
}
