// A screen shown in one window goes stale while the arbiter works in another (or at the command line): when the
// window is his again — focused, or shown after being hidden — the screen reads what it shows once more.
import { useEffect } from 'react';

export function useReloadOnReturn(reload: () => unknown): void {
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [reload]);
}
