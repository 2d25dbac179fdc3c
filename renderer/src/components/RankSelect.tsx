// The rank list of the 1953 classification, with "unranked" first.
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { RANKS } from '#domain/vocabulary';
import { Choice } from './Choice';

type RankSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (rank: string) => void;
  /** The words of the first choice (a rank filter says "all ranks"). */
  none?: string;
};

export function RankSelect({ value, onChange, none, ...rest }: RankSelectProps) {
  const { t } = useTranslation();
  return (
    <Choice
      {...rest}
      value={value as (typeof RANKS)[number] | ''}
      choices={RANKS}
      wordsFor={(rank) => t(`rank.${rank}`)}
      none={none ?? t('rank.none')}
      onChange={onChange}
    />
  );
}
