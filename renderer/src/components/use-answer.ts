// An operation's answer as a screen keeps it: asked when the screen opens and whenever what it asks changes, asked
// again when the window is the arbiter's again (another window, or the command line, may have changed it), with its
// refusal kept to be shown and whether it is on its way. An answer that comes after a newer question was asked is
// dropped: the screen never shows what it asked about before.
import { useCallback, useEffect, useRef } from 'react';
import { useReloadOnReturn } from './reload-on-return';
import { useSelected, useValueStore, type ValueStore } from './value-store';

export interface AnswerState<T> {
  /** The latest answer; null until the first one comes. */
  value: T | null;
  /** The latest refusal or failure, cleared by the next answer. */
  error: unknown;
  loading: boolean;
}

/** What changes the answer, the same functions for the component's life. */
export interface AnswerControls<T> {
  /** Asks again. */
  reload: () => Promise<void>;
  /** Takes an answer the screen already has (the one a change gave back), instead of asking again. */
  set: (value: T) => void;
  /** Changes the latest answer in place (one game of a schedule a change gave back): applied to whatever is newest
   * when it runs, so that two changes in quick succession both stay. */
  update: (change: (value: T) => T) => void;
}

export type Answer<T> = AnswerState<T> & AnswerControls<T>;

/** The answer kept in a store, for a screen whose parts each show a part of it (`useSelected`): the screen itself is
 * not rendered again when the answer changes. `ask` is the screen's question, made with useCallback so that it
 * changes only when what it asks does. */
export function useAnswerStore<T>(ask: () => Promise<T>): AnswerControls<T> & { store: ValueStore<AnswerState<T>> } {
  const store = useValueStore<AnswerState<T>>(() => ({ value: null, error: null, loading: true }));
  const asked = useRef(0);
  const reload = useCallback(async () => {
    const question = ++asked.current;
    store.set((previous) => ({ ...previous, loading: true }));
    try {
      const value = await ask();
      if (question === asked.current) store.set({ value, error: null, loading: false });
    } catch (error) {
      if (question === asked.current) store.set((previous) => ({ ...previous, error, loading: false }));
    }
  }, [ask, store]);
  useEffect(() => {
    void reload();
  }, [reload]);
  useReloadOnReturn(reload);
  const set = useCallback(
    (value: T) => {
      asked.current += 1;
      store.set({ value, error: null, loading: false });
    },
    [store],
  );
  const update = useCallback(
    (change: (value: T) => T) => {
      asked.current += 1;
      store.set((previous) => ({ ...previous, value: previous.value === null ? null : change(previous.value) }));
    },
    [store],
  );
  return { store, reload, set, update };
}

/** The answer as the screen's own state: the screen is rendered again whenever it changes. */
export function useAnswer<T>(ask: () => Promise<T>): Answer<T> {
  const { store, reload, set, update } = useAnswerStore(ask);
  const state = useSelected(store, (whole) => whole);
  return { ...state, reload, set, update };
}
