// Sealing an adjourned game's envelope (§34): the position on a diagram, the number of the sealed move, the move
// itself typed unseen (or left for the paper envelope), both clocks, the resumption. The sealed move is never shown
// (§36); the field says how many characters it holds and can be emptied, and a text that is no move at all is asked
// about before it is sealed — without showing it.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#api/errors';
import { sayParams } from '#api/messages';
import type { AdjournmentView, ScheduledGame, TournamentDetail } from '#api/views';
import { formatFen } from '#domain/draughts/notation';
import { startPosition } from '#domain/draughts/position';
import { ruleToken } from '#formats/citations';
import { useConnection } from '../../api/context';
import { BoardEditor } from '../../components/BoardEditor';
import { useConfirmation } from '../../components/ConfirmDialog';
import { DateInput } from '../../components/DateInput';
import { refusalKey } from '../../components/error-text';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/form-errors';
import { onSubmitted, useFormState } from '../../components/form-state';
import { FormEnd } from '../../components/FormEnd';
import { SecretInput } from '../../components/SecretInput';
import type { EnvelopeRequest } from './board-tools';

const SEAL_FIELDS = [
  'position',
  'sealedMoveNumber',
  'sealedMove',
  'whiteUsed',
  'blackUsed',
  'resumeAt',
  'resumePlace',
] as const;

/** What the arbiter has confirmed of this envelope so far: each question is asked once, then remembered. */
interface Confirmed {
  confirm?: boolean;
  confirmSealedMove?: boolean;
  confirmResumeAfterEnd?: boolean;
  confirmArbiterAdjournment?: boolean;
}

/** The question each refusal that the arbiter may override asks, and the confirmation that answers it. */
const QUESTIONS: Record<string, { question: string; confirms: keyof Confirmed }> = {
  adjournFinishedGame: { question: 'panel.confirmAdjournFinished', confirms: 'confirm' },
  sealedMoveNotNotation: { question: 'panel.confirmSealedMoveNotation', confirms: 'confirmSealedMove' },
  resumeAfterEnd: { question: 'panel.confirmResumeAfterEnd', confirms: 'confirmResumeAfterEnd' },
  noAdjournmentUnderIncrement: {
    question: 'errors.noAdjournmentUnderIncrement',
    confirms: 'confirmArbiterAdjournment',
  },
  noAdjournmentUnderBase: { question: 'errors.noAdjournmentUnderBase', confirms: 'confirmArbiterAdjournment' },
};

interface EnvelopeFormProps extends EnvelopeRequest {
  tournament: TournamentDetail;
  game: ScheduledGame;
  onSealed: (sealed: AdjournmentView) => Promise<void>;
}

export function EnvelopeForm({ tournament, game, onSealed, envelopeRequested, onEnvelopeShown }: EnvelopeFormProps) {
  const { t } = useTranslation();
  const { api } = useConnection();
  const { errors, show, forget } = useFormErrors(SEAL_FIELDS);
  const formState = useFormState(
    {
      position: formatFen(startPosition(tournament.variant)),
      sealedMoveNumber: '',
      sealedMove: '',
      whiteUsed: '',
      blackUsed: '',
      early: false,
      resumeAt: '',
      resumePlace: '',
      drawOfferPending: false,
    },
    forget,
  );
  const { form, set, text, check } = formState;
  const { ask, dialog } = useConfirmation();
  const [sealing, setSealing] = useState(false);
  // A game whose score sheet is kept: the position where it stops and the number of the move to seal, from the sheet
  // — nothing to set up on the diagram by hand (the arbiter may still change them).
  const [fromSheet, setFromSheet] = useState<number | null>(null);
  const { setForm } = formState;
  useEffect(() => {
    let current = true;
    void api.getGameRecord({ tournamentId: tournament.id, gameId: game.id }).then(
      (record) => {
        const last = record.moves.at(-1);
        if (!current || !record.recorded || !last) return;
        setForm((previous) => ({
          ...previous,
          position: last.after,
          sealedMoveNumber: String(last.side === 'white' ? last.number : last.number + 1),
        }));
        setFromSheet(record.moves.length);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api, tournament.id, game.id, setForm]);
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!envelopeRequested || !firstField.current) return;
    firstField.current.focus();
    onEnvelopeShown();
  }, [envelopeRequested, onEnvelopeShown]);

  const seal = async (confirmed: Confirmed = {}) => {
    // One seal at a time: a second Enter while the first is on its way would be refused as "already sealed".
    if (sealing) return;
    setSealing(true);
    try {
      const sealed = await api.adjournGame({ tournamentId: tournament.id, gameId: game.id, ...form, ...confirmed });
      await onSealed(sealed);
    } catch (error) {
      const key = refusalKey(error);
      const asked = key ? QUESTIONS[key] : undefined;
      if (asked) {
        // The refusal's own values (the result, the dates, the notation's example) word the question.
        const words = sayParams(t, error instanceof ApiError ? error.issues[0]?.params : undefined);
        ask(
          t(asked.question, { result: game.result, ...words }),
          () => void seal({ ...confirmed, [asked.confirms]: true }),
        );
        return;
      }
      show(error);
    } finally {
      setSealing(false);
    }
  };

  return (
    <form className="form" onSubmit={onSubmitted(seal)} noValidate aria-label={t('panel.adjournForm')}>
      <BoardEditor
        variant={tournament.variant}
        fen={form.position}
        onChange={(position) => set('position', position)}
        label={t('panel.position')}
      />
      {errors.byField.position ? <p className="field-error">{errors.byField.position}</p> : null}
      {fromSheet !== null ? <p className="muted small">{t('panel.fromSheet', { count: fromSheet })}</p> : null}
      <div className="field-row three">
        <Field label={t('panel.sealedMoveNumber')} error={errors.byField.sealedMoveNumber}>
          <input ref={firstField} inputMode="numeric" {...text('sealedMoveNumber')} />
        </Field>
        <Field label={t('panel.sealedMoveOptional')} error={errors.byField.sealedMove}>
          <SecretInput
            value={form.sealedMove}
            onChange={(move) => set('sealedMove', move)}
            clearLabel={t('panel.clearSealedMove')}
          />
        </Field>
      </div>
      <p className="muted small">{t('panel.sealedMoveHelp', { rule: ruleToken(tournament.ruleSet, 'sealedMove') })}</p>
      <div className="field-row">
        <Field label={t('panel.whiteUsed')} error={errors.byField.whiteUsed}>
          <input {...text('whiteUsed')} />
        </Field>
        <Field label={t('panel.blackUsed')} error={errors.byField.blackUsed}>
          <input {...text('blackUsed')} />
        </Field>
      </div>
      <p className="muted small">{t('panel.clockHelp')}</p>
      <label>
        <input type="checkbox" {...check('early')} />{' '}
        {t('panel.early', { rule: ruleToken(tournament.ruleSet, 'earlySealing') })}
      </label>
      <div className="field-row">
        <Field label={t('panel.resumeAt')} error={errors.byField.resumeAt}>
          <DateInput withTime value={form.resumeAt} onChange={(at) => set('resumeAt', at)} />
        </Field>
        <Field label={t('panel.resumePlace')} error={errors.byField.resumePlace}>
          <input {...text('resumePlace')} />
        </Field>
      </div>
      <label>
        <input type="checkbox" {...check('drawOfferPending')} /> {t('panel.drawOffer')}
      </label>
      <FormEnd error={errors.general} submit={t('panel.seal')} primary disabled={sealing} />
      {dialog}
    </form>
  );
}
