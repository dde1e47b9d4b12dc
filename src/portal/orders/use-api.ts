// Reading and writing the order routes that are not a react-admin resource (an order's items, timeline,
// comments, payments, charges, transitions): one GET per hook with its loading, error and reload, and a
// POST that turns a refused request into its message (a 409 says why the state does not allow it).
import { useCallback, useEffect, useState } from 'react';
import { apiBase } from '../../client/api.ts';
import { httpClient } from '../providers/http-client.ts';

export interface ApiState<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/** GET /api/v1<path>; null path: nothing yet to fetch. */
export function useApi<T>(path: string | null): ApiState<T> {
  const [round, setRound] = useState(0);
  const key = path ? `${path}#${round}` : null;
  // What the last finished request was for: loading while it is not the current one.
  const [settled, setSettled] = useState<{ key: string; data?: T; error: string | null } | null>(null);
  useEffect(() => {
    if (!path || !key) return;
    let live = true;
    httpClient(`${apiBase}${path}`)
      .then((r) => live && setSettled({ key, data: r.json as T, error: null }))
      .catch((e: Error) => live && setSettled((s) => ({ key, data: s?.data, error: e.message })));
    return () => {
      live = false;
    };
  }, [path, key]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return {
    data: settled?.data,
    error: settled?.error ?? null,
    loading: key !== null && settled?.key !== key && settled?.data === undefined,
    reload,
  };
}

/** POST /api/v1<path> with a JSON body; resolves the answer's data, rejects with the server's message. */
export async function postApi<T = unknown>(
  path: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const r = await httpClient(`${apiBase}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: new Headers({ 'Content-Type': 'application/json', ...headers }),
  });
  return r.json as T;
}

/** A list route's records filtered by field (ra-data-simple-rest's query: filter, range, sort). */
export const listPath = (collection: string, filter: Record<string, unknown>, size = 100) =>
  `/${collection}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(
    JSON.stringify([0, size - 1]),
  )}`;
