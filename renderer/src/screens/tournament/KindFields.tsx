// What the round robin is made of, chosen in one place (electron/domain/kinds.ts): single games, micro-matches
// (docs/micro-matches.md) or team matches (docs/teams.md). A team round robin says here how many boards a match has,
// how a match is scored, what orders its table and how ties are split — each preset citing its regulations.
import { useTranslation } from 'react-i18next';
import type { TeamSettings } from '#api/views';
import { tournamentKind, TOURNAMENT_KINDS, MAX_BOARDS } from '#domain/kinds';
import { SCORINGS } from '#domain/results';
import { TEAM_ORDERS, TEAM_TIEBREAK_PRESETS, TEAM_TIEBREAKS, type TeamTiebreak } from '#domain/team-standings';
import { Choice } from '../../components/Choice';
import { Field } from '../../components/Field';
import { withKind, withTeamBoards, type SettingsForm } from './settings-form';

export function KindFields({
  form,
  setForm,
  drawn,
  errors,
}: {
  form: SettingsForm;
  setForm: (form: SettingsForm) => void;
  drawn: boolean;
  errors: Partial<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const kind = tournamentKind(form);
  return (
    <>
      <Field label={t('settings.kind.label')} hint={t(`settings.kind.means.${kind}`)} error={errors.teams}>
        <Choice
          name="kind"
          value={kind}
          choices={TOURNAMENT_KINDS}
          disabled={drawn}
          wordsFor={(choice) => t(`settings.kind.${choice}`)}
          onChange={(choice) => setForm(withKind(form, choice || 'individual'))}
        />
      </Field>
      {form.teams ? <TeamFields teams={form.teams} drawn={drawn} set={(teams) => setForm({ ...form, teams })} /> : null}
    </>
  );
}

function TeamFields({
  teams,
  drawn,
  set,
}: {
  teams: TeamSettings;
  drawn: boolean;
  set: (teams: TeamSettings) => void;
}) {
  const { t } = useTranslation();
  const slots = Array.from({ length: TEAM_TIEBREAKS.length }, (_, i) => teams.tiebreaks[i] ?? '');
  const chosen = (slotsNow: (TeamTiebreak | '')[]) => {
    const end = slotsNow.indexOf('');
    const list = (end === -1 ? slotsNow : slotsNow.slice(0, end)) as TeamTiebreak[];
    return list.filter((tiebreak, index) => list.indexOf(tiebreak) === index);
  };
  return (
    <fieldset className="group">
      <legend>{t('settings.teams.heading')}</legend>
      <Field label={t('settings.teams.boards')} hint={t('settings.teams.boardsHint')}>
        <input
          type="number"
          name="boards"
          min={1}
          max={MAX_BOARDS}
          disabled={drawn}
          value={teams.boards}
          onChange={(e) => set(withTeamBoards(teams, Number(e.target.value)))}
        />
      </Field>
      <fieldset className="inline-checks" disabled={drawn}>
        <legend>{t('settings.teams.womensBoards')}</legend>
        {Array.from({ length: Math.max(0, Math.min(teams.boards, MAX_BOARDS)) }, (_, index) => index + 1).map(
          (board) => (
            <label key={board} className="check">
              <input
                type="checkbox"
                checked={teams.womensBoards.includes(board)}
                onChange={(e) =>
                  set({
                    ...teams,
                    womensBoards: e.target.checked
                      ? [...teams.womensBoards, board].sort((a, b) => a - b)
                      : teams.womensBoards.filter((b) => b !== board),
                  })
                }
              />{' '}
              {t('settings.teams.womensBoardOn', { board })}
            </label>
          ),
        )}
        <p className="muted small">{t('settings.teams.womensBoardHint')}</p>
      </fieldset>
      <Field label={t('settings.teams.matchPoints')} hint={t('settings.teams.matchPointsHint')}>
        <Choice
          name="teamMatchPoints"
          value={teams.matchPoints}
          choices={SCORINGS}
          wordsFor={(scoring) => t(`settings.teams.matchScoring.${scoring}`)}
          onChange={(scoring) => set({ ...teams, matchPoints: scoring || '2-1-0' })}
        />
      </Field>
      <Field label={t('settings.teams.order')} hint={t(`settings.teams.orderMeans.${teams.order}`)}>
        <Choice
          name="teamOrder"
          value={teams.order}
          choices={TEAM_ORDERS}
          wordsFor={(order) => t(`settings.teams.orders.${order}`)}
          onChange={(order) => set({ ...teams, order: order || 'matchPoints' })}
        />
      </Field>
      <p className="muted small">{t('settings.teams.tiebreaksHelp')}</p>
      <div className="actions wrap">
        {(Object.keys(TEAM_TIEBREAK_PRESETS) as (keyof typeof TEAM_TIEBREAK_PRESETS)[]).map((name) => {
          const preset = TEAM_TIEBREAK_PRESETS[name];
          const pressed = teams.order === preset.order && teams.tiebreaks.join() === preset.tiebreaks.join();
          return (
            <button
              key={name}
              type="button"
              aria-pressed={pressed}
              onClick={() => set({ ...teams, order: preset.order, tiebreaks: [...preset.tiebreaks] })}
            >
              {pressed ? <span aria-hidden="true">✓ </span> : null}
              {t(`settings.teams.presets.${name}`)}
            </button>
          );
        })}
      </div>
      <div className="tiebreak-slots">
        {slots.map((slot, index) => (
          <label key={index} className="slot">
            <span>{index + 1}.</span>
            <Choice
              aria-label={t('settings.teams.tiebreakSlot', { n: index + 1 })}
              value={slot}
              disabled={index > 0 && slots[index - 1] === ''}
              choices={TEAM_TIEBREAKS}
              wordsFor={(tiebreak) => t(`teamTiebreak.${tiebreak}`)}
              none={t('tiebreak.none')}
              onChange={(picked) =>
                set({ ...teams, tiebreaks: chosen(slots.map((old, i) => (i === index ? picked : old))) })
              }
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
