// A player's card: his rank as the register's history decides it, with the end of its three years; the history
// itself (each event with what it rests on, removable when recorded by mistake); his tournaments with score,
// percent, place and norm; classification matches. The arbiter sets a rank by hand (a rank from before the app,
// with its date and a note) and records a 14-game classification match here. Printable and exportable.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player, PlayerCard } from '#api/views';
import { decimalIn } from '#formats/numbers';
import { registerLabels } from '#formats/printouts/register-labels';
import { eventText, evidenceText, rankDay, standingDays } from '#formats/register-text';
import { useConnection } from '../api/context';
import { printDocument, saveRegisterExport, type RegisterPrintoutRequest } from '../api/output';
import { useConfirmation } from '../components/ConfirmDialog';
import { DataTable } from '../components/DataTable';
import { DateInput } from '../components/DateInput';
import { errorText } from '../components/error-text';
import { Field } from '../components/Field';
import { useFormErrors } from '../components/form-errors';
import { onSubmitted, useFormState } from '../components/form-state';
import { FormEnd } from '../components/FormEnd';
import { Notice } from '../components/Notice';
import { PlayerPicker } from '../components/PlayerPicker';
import { RankSelect } from '../components/RankSelect';
import { useRegistryNames } from '../components/registry-names';
import { RowAction } from '../components/RowAction';
import { useAnswer } from '../components/use-answer';
import { formatDates } from '../format';
import { isLanguage } from '../i18n';
import { hrefOf } from '../router';
import { PlayerRatingsCard } from './PlayerRatingsCard';
import { formatPoints } from './tournament/use-crosstable';

const RANK_FIELDS = ['rank', 'date', 'note'] as const;
const MATCH_FIELDS = ['masterId', 'date', 'points', 'note'] as const;
const EMPTY_RANK = { rank: '', date: '', note: '' };
const EMPTY_MATCH = { date: '', points: '', note: '' };

export function PlayerCardScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const names = useRegistryNames();
  const connection = useConnection();
  const { api, canWrite } = connection;
  const lang = isLanguage(i18n.language) ? i18n.language : 'en';
  const labels = registerLabels(lang);
  const answer = useAnswer(useCallback(() => api.getPlayerCard({ id }), [api, id]));
  const card = answer.value;
  const setCard = answer.set;
  const [done, setDone] = useState<string | null>(null);
  /** What a print, a save or a change of the card was refused with. */
  const refused = useFormErrors([]);
  const confirmation = useConfirmation();

  const changed = (next: PlayerCard, message: string) => {
    setCard(next);
    setDone(message);
  };
  const request: RegisterPrintoutRequest = { kind: 'playerCard', playerId: id, lang };
  const day = (iso: string | null) => (iso ? formatDates(iso, null, lang) : '–');

  if (!card)
    return answer.error ? (
      <Notice text={errorText(answer.error, t)} kind="error" />
    ) : (
      <p className="muted">{t('app.loading')}</p>
    );
  const { standing } = card;
  const titleNormed = card.tournaments.some((played) => played.titleNorm !== null);
  return (
    <section className="screen" aria-labelledby="card-heading">
      <p>
        <a href={hrefOf({ screen: 'players' })}>← {t('nav.players')}</a>
      </p>
      <div className="round-head">
        <h1 id="card-heading">{t('card.heading', { name: names.nameOf(card.player) })}</h1>
        <div className="actions">
          <button type="button" onClick={() => void printDocument(connection, request)}>
            {t('card.print')}
          </button>
          <button type="button" onClick={() => void saveRegisterExport(connection, request, 'pdf').catch(refused.show)}>
            {t('register.savePdf')}
          </button>
        </div>
      </div>
      <Notice text={refused.errors.general} kind="error" />
      <div className="columns">
        <div className="card">
          <h2>{t('card.rank')}</h2>
          <dl className="facts">
            <dt>{t('players.rank')}</dt>
            <dd className="strong">{t(`rank.${standing.rank ?? 'none'}`)}</dd>
            <dt>{t('card.since')}</dt>
            <dd className={standing.dateUnknown ? 'warn' : undefined}>{standingDays(standing, labels).since || '–'}</dd>
            <dt>{t('card.lastKept')}</dt>
            <dd>{standingDays(standing, labels).lastKept || '–'}</dd>
            <dt>{t('card.validUntil')}</dt>
            <dd>
              {standingDays(standing, labels).validUntil || '–'}{' '}
              {standing.lapsed ? <strong className="warn">{t('card.lapsed')}</strong> : null}
            </dd>
            <dt>{t('players.club')}</dt>
            <dd>{card.player.club ?? '–'}</dd>
            <dt>{t('players.city')}</dt>
            <dd>{card.player.city ?? '–'}</dd>
          </dl>
          <p className="muted small">
            {t('card.progress', { candidate: card.progress.candidate, championships: card.progress.championships })}
          </p>
          {canWrite && standing.dateUnknown ? (
            <RankDateForm playerId={id} onDone={(next) => changed(next, t('card.rankDated'))} />
          ) : null}
        </div>
        {canWrite ? (
          <div className="card stacked-forms">
            <SetRankForm
              playerId={id}
              onDone={(next) => changed(next, t('card.rankSet', { rank: t(`rank.${next.standing.rank ?? 'none'}`) }))}
            />
            <MatchForm player={card.player} onDone={(next) => changed(next, t('card.matchRecorded'))} />
          </div>
        ) : null}
      </div>
      <Notice text={done} kind="ok" />
      <PlayerRatingsCard playerId={id} />
      <div className="card">
        <h2>{t('card.history')}</h2>
        <p className="muted small">{t('card.historyOrder')}</p>
        <DataTable
          label={t('card.history')}
          columns={[
            ...['card.date', 'card.event', 'card.evidence'].map((key) => t(key)),
            canWrite && { label: t('card.remove'), hidden: true },
          ]}
          rows={card.history}
          empty={t('card.noHistory')}
        >
          {(event) => (
            <tr key={event.id}>
              <td className="nowrap">{rankDay(event.date, labels)}</td>
              <td>{eventText(event, labels)}</td>
              <td>
                {event.tournamentId ? (
                  <a href={hrefOf({ screen: 'tournament', id: event.tournamentId, tab: 'norms' })}>
                    {evidenceText(event, labels)}
                  </a>
                ) : (
                  evidenceText(event, labels)
                )}
              </td>
              {canWrite ? (
                <td className="row-actions">
                  <RowAction
                    label={t('card.remove')}
                    of={`${eventText(event, labels)} ${rankDay(event.date, labels)}`}
                    onClick={() =>
                      confirmation.ask(
                        t('card.confirmRemove', { event: eventText(event, labels) }),
                        () =>
                          void api
                            .removeRankEvent({ id: event.id, confirm: true })
                            .then((next) => changed(next, t('card.removed')), refused.show),
                      )
                    }
                  />
                </td>
              ) : null}
            </tr>
          )}
        </DataTable>
      </div>
      <div className="card">
        <h2>{t('card.tournaments')}</h2>
        <DataTable
          label={t('card.tournaments')}
          columns={[
            ...['card.tournament', 'card.date', 'card.rankAtStart'].map((key) => t(key)),
            { label: t('norms.games'), align: 'num' },
            { label: t('crosstable.points'), align: 'num' },
            { label: '%', align: 'num' },
            { label: t('crosstable.place'), align: 'num' },
            { label: t('norms.outcome') },
            // Today's title norms only where a tournament of his was rated (docs/ratings.md).
            titleNormed && { label: t('card.titleNorm') },
          ]}
          rows={card.tournaments}
          empty={t('card.noTournaments')}
        >
          {(played) => (
            <tr key={played.tournamentId}>
              <td>
                <a href={hrefOf({ screen: 'tournament', id: played.tournamentId, tab: 'crosstable' })}>{played.name}</a>
                {played.nationalChampionship ? <span className="muted small"> ({t('card.championship')})</span> : null}
              </td>
              <td className="nowrap">{day(played.endDate ?? played.startDate)}</td>
              <td>{t(`rank.short.${played.rankAtStart ?? 'none'}`)}</td>
              <td className="num">{played.games}</td>
              <td className="num strong">{formatPoints(played.points)}</td>
              <td className="num">{played.percent === null ? '' : decimalIn(String(played.percent), lang)}</td>
              <td className="num">{played.place ? `${played.place} / ${played.players}` : ''}</td>
              <td>
                {played.norm.achieved
                  ? t('norms.achieved', {
                      rank: played.norm.achieved,
                      status: t(`norms.status.${played.norm.status}`),
                    })
                  : ''}
              </td>
              {titleNormed ? <td className="strong">{played.titleNorm ?? ''}</td> : null}
            </tr>
          )}
        </DataTable>
        {titleNormed ? (
          <p className="muted small">
            {t('card.titleNorms', {
              since: day(card.titleNorms.since),
              sm: card.titleNorms.SM.norms,
              smGames: card.titleNorms.SM.games,
              ms: card.titleNorms.MS.norms,
              msGames: card.titleNorms.MS.games,
            })}
          </p>
        ) : null}
      </div>
      {card.matches.length > 0 ? (
        <div className="card">
          <h2>{t('card.matches')}</h2>
          <DataTable
            label={t('card.matches')}
            columns={[
              { label: t('card.date') },
              { label: t('card.match') },
              { label: t('crosstable.points'), align: 'num' },
              { label: t('norms.outcome') },
            ]}
            rows={card.matches}
          >
            {(match) => (
              <tr key={match.id}>
                <td className="nowrap">{day(match.date)}</td>
                <td>
                  {names.nameOf(match.player)} – {names.nameOf(match.master)}
                </td>
                <td className="num">
                  {formatPoints(match.points)} : {formatPoints(match.games - match.points)}
                </td>
                <td>{match.won ? t('card.matchWon') : t('card.matchNotWon')}</td>
              </tr>
            )}
          </DataTable>
        </div>
      ) : null}
      {confirmation.dialog}
    </section>
  );
}

/** A change of the card as a form: `send` sends what is typed and answers the card as it now is; the form is then
 * empty again, and `onDone` has the card. */
function useCardForm<F extends object>(
  fields: readonly string[],
  empty: F,
  send: (form: F) => Promise<PlayerCard>,
  onDone: (card: PlayerCard) => void,
) {
  const { errors, show, clear, forget } = useFormErrors(fields);
  const state = useFormState(empty, forget);
  const submit = onSubmitted(() =>
    send(state.form).then((card) => {
      clear();
      state.setForm(empty);
      onDone(card);
    }, show),
  );
  return { ...state, errors, submit };
}

/** The day a rank of unknown date was achieved (typed into the registry without it, or brought by a tournament
 * file): from it the rank counts its three years. */
function RankDateForm({ playerId, onDone }: { playerId: number; onDone: (card: PlayerCard) => void }) {
  const { t } = useTranslation();
  const { api } = useConnection();
  const { form, set, errors, submit } = useCardForm(
    ['date'],
    { date: '' },
    (typed) => api.giveRankDate({ playerId, date: typed.date }),
    onDone,
  );
  return (
    <form className="form" onSubmit={submit} aria-labelledby="rank-date-heading" noValidate>
      <h3 id="rank-date-heading">{t('card.giveDate')}</h3>
      <p className="muted small">{t('card.giveDateHelp')}</p>
      <Field label={t('card.rankDate')} error={errors.byField.date}>
        <DateInput name="rankDate" value={form.date} onChange={(date) => set('date', date)} />
      </Field>
      <FormEnd error={errors.general} submit={t('card.giveDateButton')} />
    </form>
  );
}

/** A rank written by hand: a rank brought from before the app, or a correction, with its date and a note. */
function SetRankForm({ playerId, onDone }: { playerId: number; onDone: (card: PlayerCard) => void }) {
  const { t } = useTranslation();
  const { api } = useConnection();
  const { form, set, text, errors, submit } = useCardForm(
    RANK_FIELDS,
    EMPTY_RANK,
    (typed) => api.setPlayerRank({ playerId, ...typed }),
    onDone,
  );
  return (
    <form className="form" onSubmit={submit} aria-labelledby="set-rank-heading" noValidate>
      <h2 id="set-rank-heading">{t('card.setRank')}</h2>
      <p className="muted small">{t('card.setRankHelp')}</p>
      <Field label={t('players.rank')} error={errors.byField.rank}>
        <RankSelect name="rank" value={form.rank} onChange={(rank) => set('rank', rank)} />
      </Field>
      <Field label={t('card.rankDate')} error={errors.byField.date}>
        <DateInput name="date" value={form.date} onChange={(date) => set('date', date)} />
      </Field>
      <Field label={t('card.note')} error={errors.byField.note} wide>
        <input name="note" {...text('note')} />
      </Field>
      <FormEnd error={errors.general} submit={t('card.setRankButton')} />
    </form>
  );
}

/** "Meistersportlane": a 14-game classification match against a master; won with more than 7 points. */
function MatchForm({ player, onDone }: { player: Player; onDone: (card: PlayerCard) => void }) {
  const { t } = useTranslation();
  const names = useRegistryNames();
  const { api } = useConnection();
  const [master, setMaster] = useState<Player | null>(null);
  const search = useCallback(
    (text: string) =>
      api
        .listPlayers({ search: text, limit: 20 })
        .then((page) => page.players.filter((p) => p.rank === 'M' && p.id !== player.id)),
    [api, player.id],
  );
  const { form, set, text, errors, submit } = useCardForm(
    MATCH_FIELDS,
    EMPTY_MATCH,
    (typed) => api.recordClassificationMatch({ playerId: player.id, masterId: master?.id ?? 0, ...typed }),
    (card) => {
      setMaster(null);
      onDone(card);
    },
  );
  return (
    <form className="form" onSubmit={submit} aria-labelledby="match-heading" noValidate>
      <h2 id="match-heading">{t('card.recordMatch')}</h2>
      <p className="muted small">{t('card.matchHelp')}</p>
      {master ? (
        <p>
          {t('card.master')}: <strong>{names.nameOf(master)}</strong>{' '}
          <button type="button" className="link" onClick={() => setMaster(null)}>
            {t('card.changeMaster')}
          </button>
        </p>
      ) : (
        <PlayerPicker
          label={t('card.master')}
          search={search}
          onPick={setMaster}
          error={errors.byField.masterId}
          nothingToPick={t('card.noMasters')}
        />
      )}
      <Field label={t('card.matchDate')} error={errors.byField.date}>
        <DateInput name="matchDate" value={form.date} onChange={(date) => set('date', date)} />
      </Field>
      <Field label={t('card.matchPoints', { name: names.nameOf(player) })} error={errors.byField.points}>
        <input name="points" inputMode="decimal" {...text('points')} />
      </Field>
      <Field label={t('card.note')} error={errors.byField.note} wide>
        <input name="matchNote" {...text('note')} />
      </Field>
      <FormEnd error={errors.general} submit={t('card.recordMatchButton')} />
    </form>
  );
}
