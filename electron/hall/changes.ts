// Whether anything was committed to the database, by any connection of any process: SQLite's `data_version` on the
// hall's own connection changes exactly then. Asked a few times a second, it costs the arbiter nothing — a read of
// a counter on another connection, no lock held.
import type { Store } from '#db/open';

export function watchChanges(store: Store, onChange: () => void, everyMs: number): { stop(): void } {
  const client = store.db.$client;
  const versionNow = () => client.pragma('data_version', { simple: true }) as number;
  let seen = versionNow();
  const timer = setInterval(() => {
    let now: number;
    try {
      now = versionNow();
    } catch {
      // The file is busy or gone for a moment: asked again at the next tick.
      return;
    }
    if (now !== seen) {
      seen = now;
      onChange();
    }
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
