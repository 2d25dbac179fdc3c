// A sealed envelope as the arbiter holds it (§34): the position, who sealed, the clocks, the resumption, the sealed
// move hidden until the opening (§36); printed for the players, and opened at the resumption (§35) — under the 1953
// rules asked first when less than an hour of the session is left. Each rule is cited as the tournament's rule set
// words it (FIDE's guidelines for adjourned games, an FMJD event's own regulations).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjournmentView, TournamentDetail } from '#api/views';
import { keepsSection35Limits } from '#domain/regulations';
import { ruleToken } from '#formats/citations';
import { formatLocalDateTime } from '#formats/dates';
import { Diagram } from '#formats/diagram';
import { useConnection } from '../../api/context';
import { useConfirmation } from '../../components/ConfirmDialog';
import { refusalKey } from '../../components/error-text';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/form-errors';
import { Notice } from '../../components/Notice';
import { PrintButtons } from '../../components/PrintButtons';
import { isLanguage } from '../../i18n';
import { sayPhrase } from '../../i18n/phrases';

const OPEN_FIELDS = ['minutesLeftInSession', 'sealedMove'] as const;

interface EnvelopeViewProps {
  tournament: TournamentDetail;
  envelope: AdjournmentView;
  onOpened: (opened: AdjournmentView) => Promise<void>;
}

export function EnvelopeView({ tournament, envelope, onOpened }: EnvelopeViewProps) {
  const { t, i18n } = useTranslation();
  const connection = useConnection();
  const { api, canWrite } = connection;
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const [minutesLeft, setMinutesLeft] = useState('');
  const [paperMove, setPaperMove] = useState('');
  const opening = useFormErrors(OPEN_FIELDS);
  const { ask, dialog } = useConfirmation();
  // §35's hour and rest are the 1953 rules' own (domain/regulations.ts).
  const hourRule = keepsSection35Limits(tournament.ruleSet);

  const open = async (confirmShortSession = false) => {
    try {
      const opened = await api.openEnvelope({
        tournamentId: tournament.id,
        gameId: envelope.gameId,
        ...(hourRule ? { minutesLeftInSession: minutesLeft.trim() } : {}),
        confirmShortSession,
        ...(envelope.sealedMoveTyped ? {} : { sealedMove: paperMove }),
      });
      opening.clear();
      await onOpened(opened);
    } catch (error) {
      // §35: asked before the envelope is opened, never after.
      if (refusalKey(error) === 'resumeNeedsHour') {
        ask(t('panel.confirmShortSession', { minutes: minutesLeft.trim() }), () => void open(true));
        return;
      }
      opening.show(error);
    }
  };

  const request = { tournamentId: tournament.id, kind: 'envelope' as const, gameId: envelope.gameId, lang };
  const resumption = [envelope.resumeAt ? formatLocalDateTime(envelope.resumeAt, lang) : null, envelope.resumePlace];
  return (
    <div className="envelope-view">
      <div className="diagram">
        <Diagram
          variant={tournament.variant}
          fen={envelope.positionAfter ?? envelope.position}
          label={t('panel.position')}
        />
      </div>
      <dl className="facts">
        <dt>{t('panel.sealer')}</dt>
        <dd>
          {envelope.sealer === 'white'
            ? `${t('rounds.white')} — ${envelope.white.name}`
            : `${t('rounds.black')} — ${envelope.black.name}`}
        </dd>
        <dt>{t('panel.sealedMoveNumber')}</dt>
        <dd>{envelope.sealedMoveNumber}</dd>
        <dt>{t('panel.times')}</dt>
        <dd>
          {t('rounds.white')} {envelope.whiteUsed} · {t('rounds.black')} {envelope.blackUsed}
          {envelope.toNextControl !== null
            ? ` — ${t('panel.toNextControl', { minutes: envelope.toNextControl, rule: ruleToken(tournament.ruleSet, 'earlySealing') })}`
            : ''}
        </dd>
        <dt>{t('panel.resume')}</dt>
        <dd data-testid="resumption">{resumption.filter(Boolean).join(', ') || '—'}</dd>
        <dt>{t('panel.sealedMove')}</dt>
        <dd data-testid="sealed-move">{envelope.sealedMove ?? t('panel.hidden')}</dd>
      </dl>
      {envelope.check ? (
        <Notice
          text={
            envelope.check.legal
              ? t('panel.checkLegal', { reading: envelope.check.reading }) +
                (envelope.check.clerical ? ` ${sayPhrase(t, envelope.check.why)}` : '')
              : sayPhrase(t, envelope.check.why)
          }
          kind={envelope.check.legal ? 'ok' : 'error'}
        />
      ) : null}
      {envelope.positionAfter ? (
        <p className="small">{t('panel.positionAfter', { fen: envelope.positionAfter })}</p>
      ) : null}
      {envelope.warnings.map((warning) => (
        <Notice
          key={`${warning.params.round}-${warning.params.board}-${warning.params.name}`}
          text={sayPhrase(t, warning)}
          kind="error"
        />
      ))}
      {canWrite && !envelope.openedAt ? (
        <div className="field-row">
          {hourRule ? (
            <Field label={t('panel.minutesLeft')} error={opening.errors.byField.minutesLeftInSession}>
              <input value={minutesLeft} inputMode="numeric" onChange={(e) => setMinutesLeft(e.target.value)} />
            </Field>
          ) : null}
          {envelope.sealedMoveTyped ? null : (
            <Field label={t('panel.paperMove')} error={opening.errors.byField.sealedMove}>
              <input value={paperMove} autoComplete="off" onChange={(e) => setPaperMove(e.target.value)} />
            </Field>
          )}
        </div>
      ) : null}
      <Notice text={opening.errors.general} kind="error" />
      <div className="actions wrap">
        <PrintButtons request={request} label={t('panel.printEnvelope')} />
        {canWrite && !envelope.openedAt ? (
          <button type="button" className="primary" onClick={() => void open()}>
            {t('panel.openEnvelope')}
          </button>
        ) : null}
      </div>
      <p className="muted small">
        {t('panel.resumeHelp', { rule: ruleToken(tournament.ruleSet, 'resumption') })}
        {hourRule ? ` ${t('panel.resumeLimits')}` : ''}
      </p>
      {dialog}
    </div>
  );
}
