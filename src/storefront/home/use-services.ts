// Loads a store's services for the storefront (GET stores/:id/portal-services, customer side, partial),
// optionally filtered by a search, with loading, success and failure states and a retry. While a new search
// loads, the previous results stay available.
import { useCallback, useEffect, useState } from 'react';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';

export type PortalService = components['schemas']['PortalService'];

type Settled = { status: 'success'; services: PortalService[] } | { status: 'error'; message: string };
export type ServicesState = Settled | { status: 'loading'; previous: PortalService[] | null };

export function useServices(storeId: number | null, search: string) {
  const [attempt, setAttempt] = useState(0);
  const key = `${storeId}|${search}|${attempt}`;
  const [result, setResult] = useState<{ key: string; state: Settled } | null>(null);

  useEffect(() => {
    if (storeId === null) return;
    let current = true;
    const query = { is_customer_side: true, is_partial: true, ...(search ? { search } : {}) };
    void call(
      api.GET('/api/v1/stores/{id}/portal-services', { params: { path: { id: storeId }, query } }),
    ).then((outcome) => {
      if (!current) return;
      setResult({
        key,
        state: outcome.ok
          ? { status: 'success', services: outcome.data }
          : { status: 'error', message: outcome.error.message },
      });
    });
    return () => {
      current = false;
    };
  }, [storeId, search, key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ServicesState =
    result?.key === key
      ? result.state
      : { status: 'loading', previous: result?.state.status === 'success' ? result.state.services : null };
  return { state, retry };
}
