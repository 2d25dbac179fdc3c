// An operation's answer as a screen keeps it: asked when the screen opens and whenever what it asks changes, asked
// again when the window is the arbiter's again (another window, or the command line, may have changed it), with its
// refusal kept to be shown and whether it is on its way. An answer that comes after a newer question was asked is
// dropped: the screen never shows what it asked about before.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useReloadOnReturn } from './reload-on-return';

export interface Answer<T> {
  /** The latest answer; null until the first one comes. */
  value: T | null;
  /** The latest refusal or failure, cleared by the next answer. */
  error: unknown;
  loading: boolean;
  /** Asks again. */
  reload: () => Promise<void>;
  /** Takes an answer the screen already has (the one a change gave back), instead of asking again. */
  set: (value: T) => void;
  /** Changes the latest answer in place (one game of a schedule a change gave back): applied to whatever is newest
   * when it runs, so that two changes in quick succession both stay. */
  update: (change: (value: T) => T) => void;
}

/** `ask` is the screen's question, made with useCallback so that it changes only when what it asks does. */
export function useAnswer<T>(ask: () => Promise<T>): Answer<T> {
  const [state, setState] = useState<{ value: T | null; error: unknown; loading: boolean }>({
    value: null,
    error: null,
    loading: true,
  });
  const asked = useRef(0);
  const reload = useCallback(async () => {
    const question = ++asked.current;
    setState((previous) => ({ ...previous, loading: true }));
    try {
      const value = await ask();
      if (question === asked.current) setState({ value, error: null, loading: false });
    } catch (error) {
      if (question === asked.current) setState((previous) => ({ ...previous, error, loading: false }));
    }
  }, [ask]);
  useEffect(() => {
    void reload();
  }, [reload]);
  useReloadOnReturn(reload);
  const set = useCallback((value: T) => {
    asked.current += 1;
    setState({ value, error: null, loading: false });
  }, []);
  const update = useCallback((change: (value: T) => T) => {
    asked.current += 1;
    setState((previous) => ({ ...previous, value: previous.value === null ? null : change(previous.value) }));
  }, []);
  return { ...state, reload, set, update };
}
