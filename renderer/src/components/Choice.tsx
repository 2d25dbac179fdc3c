// A drop-down of one value out of a list — a variant, a rule set, a rank, a tiebreak, moves an hour — each named in the
// arbiter's words, with an optional first choice for "none" (the empty value). The value comes back as the list has
// it: a number stays a number.
import type { SelectHTMLAttributes } from 'react';

interface ChoiceProps<V extends string | number> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  value: V | '';
  choices: readonly V[];
  /** The words for a value. */
  wordsFor: (value: V) => string;
  /** The words of the first choice, which is no value (''); without them every choice is a value. */
  none?: string;
  onChange: (value: V | '') => void;
}

export function Choice<V extends string | number>({
  value,
  choices,
  wordsFor,
  none,
  onChange,
  ...select
}: ChoiceProps<V>) {
  return (
    <select
      {...select}
      value={value}
      onChange={(event) => onChange(choices.find((choice) => String(choice) === event.target.value) ?? '')}
    >
      {none !== undefined ? <option value="">{none}</option> : null}
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {wordsFor(choice)}
        </option>
      ))}
    </select>
  );
}
