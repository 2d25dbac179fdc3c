// A value kept beside React rather than in a component's state, which the components showing it read in parts: each
// is rendered again only when its own part changes. The round screen keeps its schedule so (docs/performance.md): a
// result re-renders its board's row, its round's chip and the round's status line, not the screen around them.
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';

export interface ValueStore<T> {
  get(): T;
  /** A new value, or a change applied to whatever is newest when it runs. */
  set(next: T | ((previous: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      const changed = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      if (Object.is(changed, value)) return;
      value = changed;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const whole = <T>(value: T): T => value;

/** A store made once for the component's life. */
export function useValueStore<T>(initial: () => T): ValueStore<T> {
  return useState(() => createValueStore(initial()))[0];
}

/** The part `select` takes of the store's value, the component rendered again only when that part changes: by
 * identity, or by `same` for a part made anew at each reading (a summary, a list of ids). `select` may be written
 * inline: it is read again only when the store's value or the function itself changes. */
export function useSelected<T, S>(
  store: ValueStore<T>,
  select: (value: T) => S,
  same: (a: S, b: S) => boolean = Object.is,
): S {
  const last = useRef<{ value: T; select: (value: T) => S; selected: S } | null>(null);
  const snapshot = () => {
    const value = store.get();
    const previous = last.current;
    if (previous && previous.value === value && previous.select === select) return previous.selected;
    const fresh = select(value);
    const selected = previous && same(previous.selected, fresh) ? previous.selected : fresh;
    last.current = { value, select, selected };
    return selected;
  };
  return useSyncExternalStore(
    useCallback((listener) => store.subscribe(listener), [store]),
    snapshot,
  );
}

/** Renders nothing: runs `effect` before the browser paints each commit that shows a new value of the store (or of
 * the part `select` takes of it) — where the screen moves the cursor to go with what a change shows. `effect` and
 * `select` should be the same functions at every render. */
export function AfterStoreChange<T>({
  store,
  select = whole,
  effect,
}: {
  store: ValueStore<T>;
  select?: (value: T) => unknown;
  effect: () => void;
}): null {
  const value = useSelected(store, select);
  useLayoutEffect(() => effect(), [value, effect]);
  return null;
}
