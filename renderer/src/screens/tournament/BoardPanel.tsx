// The arbiter's tools for one board of the round: adjourning the game with its sealed move (§34–§36), the envelope
// (print, open at the resumption), and incidents — illegal moves with the rule set's penalty, forfeits with reasons.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjournmentView, IncidentView, ScheduledGame, TournamentDetail } from '../../../../electron/api/contract';
import { formatFen } from '../../../../electron/domain/draughts/notation';
import { Diagram } from '../../../../electron/formats/diagram';
import { startPosition } from '../../../../electron/domain/draughts/position';
import { useConnection } from '../../api/context';
import { printDocument, printoutUrl } from '../../api/output';
import { ApiError } from '../../../../electron/api/errors';
import { BoardEditor } from '../../components/BoardEditor';
import { useConfirmation } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useFormErrors } from '../../components/form-errors';
import { isLanguage } from '../../i18n';
import { sayPhrase } from '../../i18n/phrases';
import { ColumnHeads } from '../../components/ColumnHeads';

const SEAL_FIELDS = [
  'position',
  'sealedMoveNumber',
  'sealedMove',
  'whiteUsed',
  'blackUsed',
  'resumeAt',
  'resumePlace',
] as const;
const OPEN_FIELDS = ['minutesLeftInSession', 'sealedMove'] as const;
const INCIDENT_FIELDS = ['kind', 'side', 'moveNumber', 'move', 'note'] as const;

interface BoardPanelProps {
  tournament: TournamentDetail;
  game: ScheduledGame;
  onChanged: () => Promise<void>;
}

/** The error's first message key, to tell a refusal that asks for confirmation from any other. */
function refusalKey(error: unknown): string | undefined {
  return error instanceof ApiError ? error.issues[0]?.key : undefined;
}

interface EnvelopeRequest {
  /** The key `a` in the round view asked for this game's envelope form (a game is adjourned only with one, §34). */
  envelopeRequested: boolean;
  /** Called once the form has the cursor. */
  onEnvelopeShown: () => void;
}

export function BoardPanel({
  tournament,
  game,
  onChanged,
  envelopeRequested,
  onEnvelopeShown,
}: BoardPanelProps & EnvelopeRequest) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'envelope' | 'incident'>('envelope');
  useEffect(() => {
    if (envelopeRequested) setTab('envelope');
  }, [envelopeRequested]);
  return (
    <section className="card board-panel" aria-label={t('panel.heading', { board: game.board })}>
      <div className="round-head">
        <h3>
          {t('panel.heading', { board: game.board })}: {game.white.name} – {game.black.name}
        </h3>
        <div className="toggle" role="tablist">
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'envelope'}
            className={tab === 'envelope' ? 'primary' : undefined}
            onClick={() => setTab('envelope')}
          >
            {t('panel.adjournment')}
          </button>
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'incident'}
            className={tab === 'incident' ? 'primary' : undefined}
            onClick={() => setTab('incident')}
          >
            {t('panel.incidents')}
          </button>
        </div>
      </div>
      {tab === 'envelope' ? (
        <EnvelopeTools
          tournament={tournament}
          game={game}
          onChanged={onChanged}
          envelopeRequested={envelopeRequested}
          onEnvelopeShown={onEnvelopeShown}
        />
      ) : (
        <IncidentTools tournament={tournament} game={game} onChanged={onChanged} />
      )}
    </section>
  );
}

function EnvelopeTools({
  tournament,
  game,
  onChanged,
  envelopeRequested,
  onEnvelopeShown,
}: BoardPanelProps & EnvelopeRequest) {
  const { t, i18n } = useTranslation();
  const connection = useConnection();
  const { api, canWrite } = connection;
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const [envelope, setEnvelope] = useState<AdjournmentView | null>(null);
  const [minutesLeft, setMinutesLeft] = useState('');
  const [paperMove, setPaperMove] = useState('');
  const [form, setForm] = useState({
    position: formatFen(startPosition(tournament.variant)),
    sealedMoveNumber: '',
    sealedMove: '',
    whiteUsed: '',
    blackUsed: '',
    early: false,
    resumeAt: '',
    resumePlace: '',
    drawOfferPending: false,
  });
  const { errors, show, clear } = useFormErrors(SEAL_FIELDS);
  const opening = useFormErrors(OPEN_FIELDS);
  /** A refusal that the arbiter may override: replacing a final result, or resuming with less than an hour left. */
  const { ask, dialog } = useConfirmation();
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!envelopeRequested || !firstField.current) return;
    firstField.current.focus();
    onEnvelopeShown();
  }, [envelopeRequested, onEnvelopeShown]);

  const load = useCallback(async () => {
    if (game.result !== 'adjourned') {
      setEnvelope(null);
      return;
    }
    try {
      setEnvelope(await api.getAdjournment({ tournamentId: tournament.id, gameId: game.id }));
    } catch {
      setEnvelope(null);
    }
  }, [api, game.id, game.result, tournament.id]);
  useEffect(() => {
    void load();
  }, [load]);

  const seal = async (confirm = false) => {
    try {
      const sealed = await api.adjournGame({
        tournamentId: tournament.id,
        gameId: game.id,
        ...form,
        sealedMoveNumber: form.sealedMoveNumber,
        confirm,
      });
      clear();
      setEnvelope(sealed);
      await onChanged();
    } catch (error) {
      if (refusalKey(error) === 'adjournFinishedGame') {
        ask(t('panel.confirmAdjournFinished', { result: game.result }), () => void seal(true));
        return;
      }
      show(error);
    }
  };

  const open = async (confirmShortSession = false) => {
    try {
      setEnvelope(
        await api.openEnvelope({
          tournamentId: tournament.id,
          gameId: game.id,
          minutesLeftInSession: minutesLeft.trim(),
          confirmShortSession,
          ...(envelope?.sealedMoveTyped ? {} : { sealedMove: paperMove }),
        }),
      );
      opening.clear();
      await onChanged();
    } catch (error) {
      // §35: asked before the envelope is opened, never after.
      if (refusalKey(error) === 'resumeNeedsHour') {
        ask(t('panel.confirmShortSession', { minutes: minutesLeft.trim() }), () => void open(true));
        return;
      }
      opening.show(error);
    }
  };

  if (envelope) {
    const request = { tournamentId: tournament.id, kind: 'envelope' as const, gameId: game.id, lang };
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
              ? ` — ${t('panel.toNextControl', { minutes: envelope.toNextControl })}`
              : ''}
          </dd>
          <dt>{t('panel.resume')}</dt>
          <dd>{[envelope.resumeAt, envelope.resumePlace].filter(Boolean).join(', ') || '—'}</dd>
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
            <Field label={t('panel.minutesLeft')} error={opening.errors.byField.minutesLeftInSession}>
              <input value={minutesLeft} inputMode="numeric" onChange={(e) => setMinutesLeft(e.target.value)} />
            </Field>
            {envelope.sealedMoveTyped ? null : (
              <Field label={t('panel.paperMove')} error={opening.errors.byField.sealedMove}>
                <input value={paperMove} autoComplete="off" onChange={(e) => setPaperMove(e.target.value)} />
              </Field>
            )}
          </div>
        ) : null}
        <Notice text={opening.errors.general} kind="error" />
        <div className="actions wrap">
          <button type="button" onClick={() => void printDocument(connection, request)}>
            {t('panel.printEnvelope')}
          </button>
          {connection.bridge ? null : (
            <a className="button" href={printoutUrl(request)} target="_blank" rel="noreferrer">
              {t('print.open')}
            </a>
          )}
          {canWrite && !envelope.openedAt ? (
            <button type="button" className="primary" onClick={() => void open()}>
              {t('panel.openEnvelope')}
            </button>
          ) : null}
        </div>
        <p className="muted small">{t('panel.resumeHelp')}</p>
        {dialog}
      </div>
    );
  }

  if (!canWrite) return <p className="muted">{t('panel.notAdjourned')}</p>;
  return (
    <form
      className="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void seal();
      }}
      noValidate
      aria-label={t('panel.adjournForm')}
    >
      <BoardEditor
        variant={tournament.variant}
        fen={form.position}
        onChange={(position) => setForm({ ...form, position })}
        label={t('panel.position')}
      />
      {errors.byField.position ? <p className="field-error">{errors.byField.position}</p> : null}
      <div className="field-row three">
        <Field label={t('panel.sealedMoveNumber')} error={errors.byField.sealedMoveNumber}>
          <input
            ref={firstField}
            value={form.sealedMoveNumber}
            inputMode="numeric"
            onChange={(e) => setForm({ ...form, sealedMoveNumber: e.target.value })}
          />
        </Field>
        <Field label={t('panel.sealedMoveOptional')} error={errors.byField.sealedMove}>
          <input
            type="password"
            value={form.sealedMove}
            onChange={(e) => setForm({ ...form, sealedMove: e.target.value })}
            autoComplete="off"
          />
        </Field>
      </div>
      <p className="muted small">{t('panel.sealedMoveHelp')}</p>
      <div className="field-row">
        <Field label={t('panel.whiteUsed')} error={errors.byField.whiteUsed}>
          <input value={form.whiteUsed} onChange={(e) => setForm({ ...form, whiteUsed: e.target.value })} />
        </Field>
        <Field label={t('panel.blackUsed')} error={errors.byField.blackUsed}>
          <input value={form.blackUsed} onChange={(e) => setForm({ ...form, blackUsed: e.target.value })} />
        </Field>
      </div>
      <p className="muted small">{t('panel.clockHelp')}</p>
      <label>
        <input type="checkbox" checked={form.early} onChange={(e) => setForm({ ...form, early: e.target.checked })} />{' '}
        {t('panel.early')}
      </label>
      <div className="field-row">
        <Field label={t('panel.resumeAt')} error={errors.byField.resumeAt}>
          <input
            type="datetime-local"
            value={form.resumeAt}
            min={tournament.startDate ? `${tournament.startDate}T00:00` : undefined}
            max={tournament.endDate ? `${tournament.endDate}T23:59` : undefined}
            onChange={(e) => setForm({ ...form, resumeAt: e.target.value })}
          />
        </Field>
        <Field label={t('panel.resumePlace')} error={errors.byField.resumePlace}>
          <input value={form.resumePlace} onChange={(e) => setForm({ ...form, resumePlace: e.target.value })} />
        </Field>
      </div>
      <label>
        <input
          type="checkbox"
          checked={form.drawOfferPending}
          onChange={(e) => setForm({ ...form, drawOfferPending: e.target.checked })}
        />{' '}
        {t('panel.drawOffer')}
      </label>
      <Notice text={errors.general} kind="error" />
      <div className="actions">
        <button type="submit" className="primary">
          {t('panel.seal')}
        </button>
      </div>
      {dialog}
    </form>
  );
}

function IncidentTools({ tournament, game, onChanged }: BoardPanelProps) {
  const { t } = useTranslation();
  const { api, canWrite } = useConnection();
  const [incidents, setIncidents] = useState<IncidentView[]>([]);
  const emptyForm = {
    kind: 'illegalMove',
    side: 'white',
    moveNumber: '',
    move: '',
    foundDuring: 'game',
    opponentCanWin: true,
    note: '',
  };
  const [form, setForm] = useState(emptyForm);
  const [last, setLast] = useState<IncidentView | null>(null);
  const replacing = useConfirmation();
  const { errors, show, clear } = useFormErrors(INCIDENT_FIELDS);

  const load = useCallback(
    () => api.listIncidents({ tournamentId: tournament.id, gameId: game.id }).then(setIncidents, show),
    [api, game.id, show, tournament.id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const record = async (confirm = false) => {
    try {
      const incident = await api.recordIncident({
        tournamentId: tournament.id,
        gameId: game.id,
        kind: form.kind as IncidentView['kind'],
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
      setForm(emptyForm);
      setLast(incident);
      await load();
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
        <form
          className="form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void record();
          }}
          noValidate
          aria-label={t('panel.incidentForm')}
        >
          <div className="field-row">
            <Field label={t('panel.kind')} error={errors.byField.kind}>
              <select value={form.kind} onChange={(e) => setForm({ ...form, kind: e.target.value })}>
                {['illegalMove', 'noShow', 'bothAbsent', 'timeLoss', 'discipline'].map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`panel.kinds.${kind}`)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('panel.side')} error={errors.byField.side}>
              <select
                value={form.kind === 'bothAbsent' ? 'both' : form.side}
                disabled={form.kind === 'bothAbsent'}
                onChange={(e) => setForm({ ...form, side: e.target.value })}
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
                  <input
                    value={form.moveNumber}
                    inputMode="numeric"
                    onChange={(e) => setForm({ ...form, moveNumber: e.target.value })}
                  />
                </Field>
                <Field label={t('panel.move')} error={errors.byField.move}>
                  <input value={form.move} onChange={(e) => setForm({ ...form, move: e.target.value })} />
                </Field>
              </div>
              <label>
                <input
                  type="checkbox"
                  checked={form.foundDuring === 'afterGame'}
                  onChange={(e) => setForm({ ...form, foundDuring: e.target.checked ? 'afterGame' : 'game' })}
                />{' '}
                {t('panel.afterGame')}
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={!form.opponentCanWin}
                  onChange={(e) => setForm({ ...form, opponentCanWin: !e.target.checked })}
                />{' '}
                {t('panel.opponentCannotWin')}
              </label>
            </>
          ) : null}
          <Field label={t('panel.note')} error={errors.byField.note}>
            <input value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} />
          </Field>
          <Notice text={errors.general} kind="error" />
          <div className="actions">
            <button type="submit" className="primary">
              {t('panel.record')}
            </button>
          </div>
        </form>
      ) : null}
      {last ? <Notice text={describe(last)} kind={last.penalty?.decides === 'loss' ? 'error' : 'ok'} /> : null}
      {incidents.length > 0 ? (
        <table className="table compact" aria-label={t('panel.incidents')}>
          <ColumnHeads
            columns={[
              { label: t('panel.kind') },
              { label: t('panel.side') },
              { label: t('panel.moveNumber') },
              { label: t('panel.move') },
              { label: t('panel.outcome') },
              { label: t('panel.note') },
            ]}
          />
          <tbody>
            {incidents.map((incident) => (
              <tr key={incident.id}>
                <td>
                  {t(`panel.kinds.${incident.kind}`)}
                  {incident.count ? ` (${incident.count}.)` : ''}
                </td>
                <td>{incident.side === 'both' ? t('panel.both') : t(`rounds.${incident.side}`)}</td>
                <td>{incident.moveNumber ?? ''}</td>
                <td>{incident.move ?? ''}</td>
                <td>{describe(incident)}</td>
                <td>{incident.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {replacing.dialog}
    </div>
  );
}
