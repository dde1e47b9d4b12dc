// The one way the faces read from the API outside react-admin's data provider (portal, vendor app and
// storefront alike). `useGet` names a GET route of the typed client and gets its answer typed from the
// generated contract (src/client/api-schema.d.ts) — no hand-written response types; `useLoad` is the same
// hook for a page that composes several calls into one thing to show. Both keep the state of the last load
// (loading, failed with the server's message, ready) with a retry; the result is kept with the key it was
// loaded for, so a change of inputs shows loading at once and a late answer for old inputs is never shown.
// The pages show the states with PageStates.tsx (hand-built) or the portal's Section. A few dozen lines over
// openapi-fetch: light enough for the storefront's first route.
import { useCallback, useEffect, useState } from 'react';
import { api, call, type ApiResult } from '../../client/api.ts';
import type { paths } from '../../client/api-schema';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string; httpStatus: number }
  | { status: 'ready'; data: T };

interface Kept<T> {
  key: string;
  state: Loaded<T>;
  /** The last data loaded for any key: what a page keeps showing while it reloads (useGet's `data`). */
  last: T | undefined;
}

function useKeptLoad<T>(load: (() => Promise<ApiResult<T>>) | null, key: string) {
  const [attempt, setAttempt] = useState(0);
  const current = `${key}|${attempt}`;
  const [kept, setKept] = useState<Kept<T> | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    void load().then((result) => {
      if (!live) return;
      setKept((before) => ({
        key: current,
        state: result.ok
          ? { status: 'ready', data: result.data }
          : { status: 'failed', message: result.error.message, httpStatus: result.status },
        last: result.ok ? result.data : before?.last,
      }));
    });
    return () => {
      live = false;
    };
    // The key carries what the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback(
    (data: T) => setKept({ key: current, state: { status: 'ready', data }, last: data }),
    [current],
  );
  return { kept, current, retry, replace };
}

/** A composed load: `deps` decide when to load again; a null `load` waits (shows loading). */
export function useLoad<T>(
  load: (() => Promise<ApiResult<T>>) | null,
  deps: readonly unknown[],
): [Loaded<T>, () => void, (data: T) => void] {
  const { kept, current, retry, replace } = useKeptLoad(load, JSON.stringify(deps));
  return [kept?.key === current ? kept.state : { status: 'loading' }, retry, replace];
}

type Get<P extends keyof paths> = paths[P] extends { get: infer Operation } ? Operation : never;
type Success<D> = { content: { 'application/json': { status: 'success'; data: D } } };

/** The routes with a GET answering docs/product.md#api-envelope's envelope. */
export type GetPath = {
  [P in keyof paths]: Get<P> extends { responses: { 200: Success<unknown> } } ? P : never;
}[keyof paths];

/** What a GET route answers in its envelope's data, as the contract declares it. */
export type GetData<P extends GetPath> = Get<P> extends { responses: { 200: Success<infer D> } } ? D : never;

/** The path and query parameters a GET route takes. */
export type GetParams<P extends GetPath> =
  Get<P> extends { parameters: infer Q } ? Pick<Q, 'path' & keyof Q> & Pick<Q, 'query' & keyof Q> : never;

export interface ApiState<T> {
  /** The last data loaded (kept while a reload or a change of inputs is under way). */
  data: T | undefined;
  /** The last load's failure message, or null. */
  error: string | null;
  /** True until the first data for these inputs (or any before them) is there. */
  loading: boolean;
  reload: () => void;
  /** This load's state alone (no data kept from other inputs): for PageStates. */
  state: Loaded<T>;
  /** Shows data the page already has (the answer of a write) without loading again. */
  replace: (data: T) => void;
}

/** GET one route of the typed client; null params: nothing to fetch yet. */
export function useGet<P extends GetPath>(path: P, params: GetParams<P> | null): ApiState<GetData<P>> {
  const key = params ? JSON.stringify([path, params]) : '';
  const load = params
    ? () => call<GetData<P>>(api.GET(path as never, { params } as never) as never)
    : null;
  const { kept, current, retry, replace } = useKeptLoad(load, key);
  const state: Loaded<GetData<P>> = kept?.key === current ? kept.state : { status: 'loading' };
  return {
    data: kept?.last,
    error: kept?.state.status === 'failed' ? kept.state.message : null,
    loading: params !== null && kept?.key !== current && kept?.last === undefined,
    reload: retry,
    state,
    replace,
  };
}

/** A list route's query (ra-data-simple-rest: filter, range), for useGet's params. */
export const listQuery = (filter: Record<string, unknown> = {}, size = 100) => ({
  filter: JSON.stringify(filter),
  range: JSON.stringify([0, size - 1]),
});

/** A list route's first hundred records (the pickers' choices). */
export const firstHundred = { range: '[0,99]' };

/** The first hundred locations by name (the location pickers). */
export const locationsByName = { range: '[0,99]', sort: '["name","ASC"]' };

/**
 * A value that follows its input only after the input has been still for a moment: a read keyed by what is
 * being typed (a search, a slug to check) loads once the typing pauses. Here, beside useGet, so the
 * storefront's first route loads it in the same chunk.
 */
export function useDebouncedValue<T>(value: T, delayMilliseconds: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMilliseconds);
    return () => clearTimeout(timer);
  }, [value, delayMilliseconds]);
  return settled;
}
