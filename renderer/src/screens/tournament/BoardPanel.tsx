// The arbiter's tools for one board of the round: adjourning the game with its sealed move (§34–§36), the envelope
// (print, open at the resumption), and incidents — illegal moves with the rule set's penalty, forfeits with reasons.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdjournmentView, IncidentView, ScheduledGame, TournamentDetail } from '../../../../electron/api/contract';
import { formatFen } from '../../../../electron/domain/draughts/notation';
import { diagramSvg } from '../../../../electron/formats/diagram';
import { startPosition } from '../../../../electron/domain/draughts/position';
import { useConnection } from '../../api/context';
import { printDocument, printoutUrl } from '../../api/output';
import { BoardEditor } from '../../components/BoardEditor';
import { Field } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { useFormErrors } from '../../components/form-errors';
import { isLanguage } from '../../i18n';

const SEAL_FIELDS = ['position', 'sealedMoveNumber', 'sealedMove', 'whiteUsed', 'blackUsed', 'resumeAt', 'resumePlace'] as const;
const INCIDENT_FIELDS = ['kind', 'side', 'moveNumber', 'move', 'note'] as const;

interface BoardPanelProps {
  tournament: TournamentDetail;
  game: ScheduledGame;
  onChanged: () => Promise<void>;
}

export function BoardPanel({ tournament, game, onChanged }: BoardPanelProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'envelope' | 'incident'>('envelope');
  return (
    <section className="card board-panel" aria-label={t('panel.heading', { board: game.board })}>
      <div className="round-head">
        <h3>{t('panel.heading', { board: game.board })}: {game.white.name} – {game.black.name}</h3>
        <div className="toggle" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'envelope'} className={tab === 'envelope' ? 'primary' : undefined} onClick={() => setTab('envelope')}>
            {t('panel.adjournment')}
          </button>
          <button type="button" role="tab" aria-selected={tab === 'incident'} className={tab === 'incident' ? 'primary' : undefined} onClick={() => setTab('incident')}>
            {t('panel.incidents')}
          </button>
        </div>
      </div>
      {tab === 'envelope' ? <EnvelopeTools tournament={tournament} game={game} onChanged={onChanged} /> : <IncidentTools tournament={tournament} game={game} onChanged={onChanged} />}
    </section>
  );
}

function EnvelopeTools({ tournament, game, onChanged }: BoardPanelProps) {
  const { t, i18n } = useTranslation();
  const connection = useConnection();
  const { api, canWrite } = connection;
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const [envelope, setEnvelope] = useState<AdjournmentView | null>(null);
  const [minutesLeft, setMinutesLeft] = useState('');
  const [form, setForm] = useState({ position: formatFen(startPosition(tournament.variant)), sealedMoveNumber: '', sealedMove: '', whiteUsed: '', blackUsed: '', early: false, resumeAt: '', resumePlace: '', drawOfferPending: false });
  const { errors, show, clear } = useFormErrors(SEAL_FIELDS);

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

  const seal = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const sealed = await api.adjournGame({ tournamentId: tournament.id, gameId: game.id, ...form, sealedMoveNumber: form.sealedMoveNumber });
      clear();
      setEnvelope(sealed);
      await onChanged();
    } catch (error) {
      show(error);
    }
  };

  const open = async () => {
    try {
      setEnvelope(await api.openEnvelope({ tournamentId: tournament.id, gameId: game.id, ...(minutesLeft.trim() ? { minutesLeftInSession: minutesLeft.trim() } : {}) }));
    } catch (error) {
      show(error);
    }
  };

  if (envelope) {
    const request = { tournamentId: tournament.id, kind: 'envelope' as const, gameId: game.id, lang };
    return (
      <div className="envelope-view">
        <div
          className="diagram"
          role="img"
          aria-label={t('panel.position')}
          // The SVG is made by our own diagram function from a position the service has parsed; it holds no script.
          dangerouslySetInnerHTML={{ __html: diagramSvg(tournament.variant, envelope.positionAfter ?? envelope.position) }}
        />
        <dl className="facts">
          <dt>{t('panel.sealer')}</dt>
          <dd>{envelope.sealer === 'white' ? `${t('rounds.white')} — ${envelope.white.name}` : `${t('rounds.black')} — ${envelope.black.name}`}</dd>
          <dt>{t('panel.sealedMoveNumber')}</dt>
          <dd>{envelope.sealedMoveNumber}</dd>
          <dt>{t('panel.times')}</dt>
          <dd>
            {t('rounds.white')} {envelope.whiteUsed} · {t('rounds.black')} {envelope.blackUsed}
            {envelope.toNextControl !== null ? ` — ${t('panel.toNextControl', { minutes: envelope.toNextControl })}` : ''}
          </dd>
          <dt>{t('panel.resume')}</dt>
          <dd>{[envelope.resumeAt, envelope.resumePlace].filter(Boolean).join(', ') || '—'}</dd>
          <dt>{t('panel.sealedMove')}</dt>
          <dd data-testid="sealed-move">{envelope.sealedMove ?? t('panel.hidden')}</dd>
        </dl>
        {envelope.check ? (
          <Notice text={envelope.check.legal ? t('panel.checkLegal', { reading: envelope.check.reading }) + (envelope.check.clerical ? ` ${envelope.check.why}` : '') : envelope.check.why} kind={envelope.check.legal ? 'ok' : 'error'} />
        ) : null}
        {envelope.positionAfter ? <p className="small">{t('panel.positionAfter', { fen: envelope.positionAfter })}</p> : null}
        {envelope.warnings.map((warning) => (
          <Notice key={warning} text={warning} kind="error" />
        ))}
        {canWrite && !envelope.openedAt ? (
          <Field label={t('panel.minutesLeft')}>
            <input value={minutesLeft} inputMode="numeric" onChange={(e) => setMinutesLeft(e.target.value)} />
          </Field>
        ) : null}
        <Notice text={errors.general} kind="error" />
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
      </div>
    );
  }

  if (!canWrite) return <p className="muted">{t('panel.notAdjourned')}</p>;
  return (
    <form className="form" onSubmit={seal} noValidate aria-label={t('panel.adjournForm')}>
      <BoardEditor variant={tournament.variant} fen={form.position} onChange={(position) => setForm({ ...form, position })} label={t('panel.position')} />
      {errors.byField.position ? <p className="field-error">{errors.byField.position}</p> : null}
      <div className="field-row three">
        <Field label={t('panel.sealedMoveNumber')} error={errors.byField.sealedMoveNumber}>
          <input value={form.sealedMoveNumber} inputMode="numeric" onChange={(e) => setForm({ ...form, sealedMoveNumber: e.target.value })} />
        </Field>
        <Field label={t('panel.sealedMove')} error={errors.byField.sealedMove}>
          <input value={form.sealedMove} onChange={(e) => setForm({ ...form, sealedMove: e.target.value })} autoComplete="off" />
        </Field>
      </div>
      <div className="field-row">
        <Field label={t('panel.whiteUsed')} error={errors.byField.whiteUsed}>
          <input value={form.whiteUsed} placeholder="1:45" onChange={(e) => setForm({ ...form, whiteUsed: e.target.value })} />
        </Field>
        <Field label={t('panel.blackUsed')} error={errors.byField.blackUsed}>
          <input value={form.blackUsed} placeholder="1:50" onChange={(e) => setForm({ ...form, blackUsed: e.target.value })} />
        </Field>
      </div>
      <label>
        <input type="checkbox" checked={form.early} onChange={(e) => setForm({ ...form, early: e.target.checked })} /> {t('panel.early')}
      </label>
      <div className="field-row">
        <Field label={t('panel.resumeAt')} error={errors.byField.resumeAt}>
          <input value={form.resumeAt} placeholder="2026-03-15 10:00" onChange={(e) => setForm({ ...form, resumeAt: e.target.value })} />
        </Field>
        <Field label={t('panel.resumePlace')} error={errors.byField.resumePlace}>
          <input value={form.resumePlace} onChange={(e) => setForm({ ...form, resumePlace: e.target.value })} />
        </Field>
      </div>
      <label>
        <input type="checkbox" checked={form.drawOfferPending} onChange={(e) => setForm({ ...form, drawOfferPending: e.target.checked })} /> {t('panel.drawOffer')}
      </label>
      <Notice text={errors.general} kind="error" />
      <div className="actions">
        <button type="submit" className="primary">
          {t('panel.seal')}
        </button>
      </div>
    </form>
  );
}

function IncidentTools({ tournament, game, onChanged }: BoardPanelProps) {
  const { t } = useTranslation();
  const { api, canWrite } = useConnection();
  const [incidents, setIncidents] = useState<IncidentView[]>([]);
  const [form, setForm] = useState({ kind: 'illegalMove', side: 'white', moveNumber: '', move: '', foundDuring: 'game', opponentCanWin: true, note: '' });
  const [last, setLast] = useState<IncidentView | null>(null);
  const { errors, show, clear } = useFormErrors(INCIDENT_FIELDS);

  const load = useCallback(() => api.listIncidents({ tournamentId: tournament.id, gameId: game.id }).then(setIncidents, show), [api, game.id, show, tournament.id]);
  useEffect(() => {
    void load();
  }, [load]);

  const record = async (event: FormEvent) => {
    event.preventDefault();
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
      });
      clear();
      setLast(incident);
      await load();
      await onChanged();
    } catch (error) {
      show(error);
    }
  };

  const describe = (incident: IncidentView) =>
    incident.penalty ? incident.penalty.explanation : t('panel.forfeitApplied', { result: incident.resultApplied ?? '' });

  return (
    <div>
      <p className="muted small">{t('panel.ruleSet', { ruleSet: t(`ruleSet.${tournament.ruleSet}`) })}</p>
      {canWrite ? (
        <form className="form" onSubmit={record} noValidate aria-label={t('panel.incidentForm')}>
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
              <select value={form.kind === 'bothAbsent' ? 'both' : form.side} disabled={form.kind === 'bothAbsent'} onChange={(e) => setForm({ ...form, side: e.target.value })}>
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
                  <input value={form.moveNumber} inputMode="numeric" onChange={(e) => setForm({ ...form, moveNumber: e.target.value })} />
                </Field>
                <Field label={t('panel.move')} error={errors.byField.move}>
                  <input value={form.move} onChange={(e) => setForm({ ...form, move: e.target.value })} />
                </Field>
              </div>
              <label>
                <input type="checkbox" checked={form.foundDuring === 'afterGame'} onChange={(e) => setForm({ ...form, foundDuring: e.target.checked ? 'afterGame' : 'game' })} /> {t('panel.afterGame')}
              </label>
              <label>
                <input type="checkbox" checked={!form.opponentCanWin} onChange={(e) => setForm({ ...form, opponentCanWin: !e.target.checked })} /> {t('panel.opponentCannotWin')}
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
          <thead>
            <tr>
              <th scope="col">{t('panel.kind')}</th>
              <th scope="col">{t('panel.side')}</th>
              <th scope="col">{t('panel.moveNumber')}</th>
              <th scope="col">{t('panel.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {incidents.map((incident) => (
              <tr key={incident.id}>
                <td>
                  {t(`panel.kinds.${incident.kind}`)}
                  {incident.count ? ` (${incident.count}.)` : ''}
                </td>
                <td>{incident.side === 'both' ? t('panel.both') : t(`rounds.${incident.side}`)}</td>
                <td>{incident.moveNumber ?? ''}</td>
                <td>{describe(incident)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
