// Loads a store's services for the storefront (GET stores/:id/portal-services, customer side, partial),
// optionally filtered by a search, with loading, success and failure states and a retry. While a new search
// loads, the previous results stay available. Read through the faces' one hook (src/shell/data/use-load.ts).
import type { Schema } from '../../client/schemas.ts';
import { useGet } from '../../shell/data/use-load.ts';

export type PortalService = Schema<'PortalService'>;

type Settled = { status: 'success'; services: PortalService[] } | { status: 'error'; message: string };
export type ServicesState = Settled | { status: 'loading'; previous: PortalService[] | null };

export function useServices(storeId: number | null, search: string) {
  const services = useGet(
    '/api/v1/stores/{id}/portal-services',
    storeId === null
      ? null
      : {
          path: { id: storeId },
          query: { is_customer_side: true, is_partial: true, ...(search ? { search } : {}) },
        },
  );
  const { state: loaded } = services;
  const state: ServicesState =
    loaded.status === 'ready'
      ? { status: 'success', services: loaded.data }
      : loaded.status === 'failed'
        ? { status: 'error', message: loaded.message }
        : { status: 'loading', previous: services.data ?? null };
  return { state, retry: services.reload };
}
