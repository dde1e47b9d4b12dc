// Loads a store's services for the storefront (GET stores/:id/portal-services, customer side, partial),
// optionally filtered by a search, with loading, success and failure states and a retry. While a new search
// loads, the previous results stay available.
import type { components } from '../../client/api-schema';
import { useGet } from '../../shell/data/use-load.ts';

export type PortalService = components['schemas']['PortalService'];

/** The store's services a customer may order, matching `search`; null store: nothing to load yet. */
export function useServices(storeId: number | null, search: string) {
  const query = { is_customer_side: true, is_partial: true, ...(search ? { search } : {}) };
  return useGet(
    '/api/v1/stores/{id}/portal-services',
    storeId === null ? null : { path: { id: storeId }, query },
  );
}
