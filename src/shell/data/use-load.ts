// Loads one thing for a page and keeps its state (loading, failed with the server's message, ready), with a
// retry. The result is kept with the key it was loaded for, so a change of inputs shows loading at once and
// a late answer for old inputs is never shown.
import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from '../../client/api.ts';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string; httpStatus: number }
  | { status: 'ready'; data: T };

export function useLoad<T>(
  load: (() => Promise<ApiResult<T>>) | null,
  deps: readonly unknown[],
): [Loaded<T>, () => void, (data: T) => void] {
  const [attempt, setAttempt] = useState(0);
  const key = `${JSON.stringify(deps)}|${attempt}`;
  const [kept, setKept] = useState<{ key: string; state: Loaded<T> } | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    void load().then((result) => {
      if (!live) return;
      setKept({
        key,
        state: result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'failed', message: result.error.message, httpStatus: result.status },
      });
    });
    return () => {
      live = false;
    };
    // The caller's deps decide when to load again (the key carries them).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setKept({ key, state: { status: 'ready', data } }), [key]);
  return [kept?.key === key ? kept.state : { status: 'loading' }, retry, replace];
}
