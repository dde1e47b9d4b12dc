// Loads one thing for a page and keeps its state (loading, failed with the server's message, ready), with a
// retry. A newer load wins over an older one still in flight.
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
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return;
    let live = true;
    setState({ status: 'loading' });
    void load().then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'failed', message: result.error.message, httpStatus: result.status },
      );
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return [state, retry, replace];
}
