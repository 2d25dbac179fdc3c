// Picking a player by typing part of the name: the list narrows as the arbiter types (the store searches the
// registry, however large), arrow keys move through it, Enter takes the highlighted player. Faster than a long
// drop-down when twenty names go in one after another. With nothing typed and no arrow pressed, Enter is the form's:
// the list shown then is only the registry's first names, and the arbiter who ends a roster with Enter means to
// save it, not to take whoever is first in the alphabet.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Player } from '#api/views';
import { useRegistryNames } from './registry-names';

export const MOST_SHOWN = 8;

interface PlayerPickerProps {
  label: string;
  /** The players matching what is typed, at most MOST_SHOWN, in the registry's order. */
  search: (text: string) => Promise<Player[]>;
  onPick: (player: Player) => void;
  error?: string | undefined;
  /** Said when nothing is typed and there is no one to pick (rather than "no player matches “”"). */
  nothingToPick?: string;
}

export function PlayerPicker({ label, search, onPick, error, nothingToPick }: PlayerPickerProps) {
  const { t } = useTranslation();
  const names = useRegistryNames();
  const id = useId();
  const [text, setText] = useState('');
  const [highlighted, setHighlighted] = useState(0);
  /** An arrow was pressed since the text last changed: the highlighted player was chosen, not just listed. */
  const [browsed, setBrowsed] = useState(false);
  const [found, setFound] = useState<{ text: string; players: Player[] } | null>(null);
  useEffect(() => {
    let current = true;
    // An answer to an earlier text that arrives late is dropped.
    void search(text).then((players) => current && setFound({ text, players: players.slice(0, MOST_SHOWN) }));
    return () => {
      current = false;
    };
  }, [search, text]);
  const shown = found?.players ?? [];
  const current = found !== null && found.text === text;
  // Enter typed faster than the search answers takes the first player of the answer for what was typed.
  const [enterWaiting, setEnterWaiting] = useState(false);
  const active = shown[Math.min(highlighted, shown.length - 1)];

  const pick = (player: Player | undefined) => {
    setEnterWaiting(false);
    if (!player) return;
    onPick(player);
    setText('');
    setHighlighted(0);
    setBrowsed(false);
  };
  useEffect(() => {
    if (enterWaiting && current) pick(shown[0]);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setBrowsed(true);
      if (event.key === 'ArrowDown') setHighlighted((i) => Math.min(i + 1, shown.length - 1));
      else setHighlighted((i) => Math.max(i - 1, 0));
    } else if (event.key === 'Enter' && text.trim() === '' && !browsed) return;
    else if (event.key === 'Enter') {
      if (current) pick(active);
      else setEnterWaiting(true);
    } else if (event.key === 'Escape') setText('');
    else return;
    event.preventDefault();
  };

  const optionId = (player: Player) => `${id}-option-${player.id}`;
  return (
    <div className={`field picker${error ? ' field-invalid' : ''}`}>
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={shown.length > 0}
        aria-controls={`${id}-list`}
        aria-activedescendant={active ? optionId(active) : undefined}
        aria-autocomplete="list"
        aria-invalid={error ? true : undefined}
        value={text}
        placeholder={t('participants.pickerPlaceholder')}
        onChange={(event) => {
          setText(event.target.value);
          setHighlighted(0);
          setBrowsed(false);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
      />
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul id={`${id}-list`} role="listbox" aria-label={label} className="picker-list">
          {shown.map((player) => (
            <li
              key={player.id}
              id={optionId(player)}
              role="option"
              aria-selected={player === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(player)}
            >
              <span className="picker-name">{names.nameOf(player)}</span>
              <span className="muted">
                {[player.rank ? t(`rank.short.${player.rank}`) : null, player.club, player.birthYear]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      ) : found && found.text === text ? (
        <p className="muted small">
          {text.trim() ? t('participants.noMatch', { text }) : (nothingToPick ?? t('participants.nobodyToPick'))}
        </p>
      ) : null}
    </div>
  );
}
