// The end of a list that comes a page at a time: how many are shown, and a button for the next page.
import { useTranslation } from 'react-i18next';

export function ShowMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  const { t } = useTranslation();
  if (shown >= total) return null;
  return (
    <button type="button" onClick={onMore}>
      {t('list.showMore', { shown, count: total })}
    </button>
  );
}
