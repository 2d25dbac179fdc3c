// Tie-break matches under the crosstable: the players still sharing a place after every tiebreak, the order a match
// put them in (the FMJD's round robin plays one for places 1–3, Lehmann–Georgiev), and the matches recorded, which
// decide those places on every table until cancelled.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrosstableView, TournamentDetail } from '#api/views';
import { playoffText } from '#formats/playoff-text';
import { useConnection } from '../../api/context';
import { useConfirmation } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { useFormErrors } from '../../components/form-errors';
import { FormEnd } from '../../components/FormEnd';
import { Notice } from '../../components/Notice';
import { RowAction } from '../../components/RowAction';

const FIELDS = ['numbers', 'note'] as const;
/** The FMJD's regulations play a match for places 1–3; from 4 the places are shared. */
const FMJD_LAST_PLACE_BY_MATCH = 3;

type Player = CrosstableView['players'][number];

/** The players who share a place ("2–3"), each group once, in place order. */
export function tiedGroups(players: readonly Player[]): { place: string; players: Player[] }[] {
  const groups = new Map<string, Player[]>();
  for (const player of players) {
    if (!player.place.includes('–')) continue;
    groups.set(player.place, [...(groups.get(player.place) ?? []), player]);
  }
  return [...groups].map(([place, tied]) => ({ place, players: tied }));
}

interface PlayoffCardProps {
  tournament: TournamentDetail;
  table: CrosstableView;
  onChange: (table: CrosstableView) => void;
}

export function PlayoffCard({ tournament, table, onChange }: PlayoffCardProps) {
  const { t } = useTranslation();
  const { api, canWrite: connectionCanWrite } = useConnection();
  const canWrite = connectionCanWrite && tournament.closedAt === null;
  const confirmation = useConfirmation();
  const { errors, show, clear } = useFormErrors(FIELDS);
  const [done, setDone] = useState<string | null>(null);
  const groups = tiedGroups(table.players).filter(
    (group) => tournament.ruleSet !== 'fmjd' || Number.parseInt(group.place, 10) <= FMJD_LAST_PLACE_BY_MATCH,
  );
  const [chosenPlace, setChosenPlace] = useState<string>('');
  const group = groups.find((g) => g.place === chosenPlace) ?? groups[0];
  /** The match's order as chosen, one player number a place; '' for a place not chosen yet. */
  const [order, setOrder] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const slots = group ? group.players.map((_, index) => order[index] ?? '') : [];

  const [unchosen, setUnchosen] = useState(false);
  const record = async () => {
    if (!group) return;
    setDone(null);
    setUnchosen(slots.includes(''));
    if (slots.includes('')) return;
    try {
      const numbers = slots.map(Number);
      const after = await api.recordPlayoff({ tournamentId: tournament.id, numbers, note });
      onChange(after);
      clear();
      setOrder([]);
      setNote('');
      setDone(t('playoff.recorded', { place: group.place }));
    } catch (error) {
      show(error);
    }
  };

  const cancel = (id: number) =>
    confirmation.ask(t('playoff.confirmCancel'), () => {
      setDone(null);
      api.cancelPlayoff({ tournamentId: tournament.id, playoffId: id, confirm: true }).then((after) => {
        onChange(after);
        setDone(t('playoff.cancelled'));
      }, show);
    });

  if (table.playoffs.length === 0 && (groups.length === 0 || !canWrite)) return null;
  return (
    <section className="playoffs" aria-labelledby="playoff-heading">
      <h3 id="playoff-heading">{t('playoff.heading')}</h3>
      {table.playoffs.length > 0 ? (
        <ul className="small">
          {table.playoffs.map((playoff) => (
            <li key={playoff.id}>
              {playoffText(playoff, t)}{' '}
              {canWrite ? (
                <RowAction
                  label={t('playoff.cancel')}
                  of={playoff.players[0]!.name}
                  onClick={() => cancel(playoff.id)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canWrite && group ? (
        <form
          className="form"
          aria-label={t('playoff.form')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void record();
          }}
        >
          <p className="muted small">{t(tournament.ruleSet === 'fmjd' ? 'playoff.helpFmjd' : 'playoff.help')}</p>
          <div className="field-row">
            {groups.length > 1 ? (
              <Field label={t('playoff.places')}>
                <select
                  value={group.place}
                  onChange={(event) => {
                    setChosenPlace(event.target.value);
                    setOrder([]);
                  }}
                >
                  {groups.map((g) => (
                    <option key={g.place} value={g.place}>
                      {t('playoff.placesOption', { place: g.place, names: g.players.map((p) => p.name).join(', ') })}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
            {slots.map((slot, index) => (
              <Field
                key={index}
                label={t('playoff.slot', { place: Number.parseInt(group.place, 10) + index })}
                error={index === 0 ? errors.byField.numbers : undefined}
              >
                <select
                  value={slot}
                  onChange={(event) => setOrder(slots.map((old, i) => (i === index ? event.target.value : old)))}
                >
                  <option value="">{t('playoff.choose')}</option>
                  {group.players.map((player) => (
                    <option key={player.no} value={String(player.no)}>
                      {player.no}. {player.name}
                    </option>
                  ))}
                </select>
              </Field>
            ))}
          </div>
          <Field label={t('playoff.note')} hint={t('playoff.noteHint')} error={errors.byField.note}>
            <input value={note} onChange={(event) => setNote(event.target.value)} />
          </Field>
          <FormEnd error={unchosen ? t('playoff.chooseEach') : errors.general} submit={t('playoff.record')} />
        </form>
      ) : null}
      <Notice text={done} kind="ok" />
      {confirmation.dialog}
    </section>
  );
}
