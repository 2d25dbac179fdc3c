// The rank list of the 1953 classification, with "unranked" first.
import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { RANKS } from '#domain/vocabulary';

type RankSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: string;
  onChange: (rank: string) => void;
};

export function RankSelect({ value, onChange, ...rest }: RankSelectProps) {
  const { t } = useTranslation();
  return (
    <select {...rest} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('rank.none')}</option>
      {RANKS.map((rank) => (
        <option key={rank} value={rank}>
          {t(`rank.${rank}`)}
        </option>
      ))}
    </select>
  );
}
