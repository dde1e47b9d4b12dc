// The storefront's public reads: a store's settings and its active services, read-only in the store's scope.
import { ErrorCode } from '../../../shared/errors.ts';
import { inScope, type Database } from '../../db/database.ts';
import { ApiFailure, notFound } from '../../http-errors.ts';
import { loadServices } from '../../catalogue/service-tree.ts';
import { activeServices, settingsOf, storeById, type ServiceFilter } from './storefront.repository.ts';
import { presentPortalService, presentStoreSettings } from './storefront.presenters.ts';

export async function storeSettingsRecord(
  db: Database,
  store: Parameters<typeof presentStoreSettings>[0],
  publicDomain: string,
) {
  const settings = await inScope(db, { kind: 'store', storeId: store.id }, (tx) => settingsOf(tx, store.id), {
    readOnly: true,
  });
  return presentStoreSettings(store, settings, publicDomain);
}

/** The store's active services (404 for no store, STORE.INACTIVE for an inactive one). */
export async function portalServices(
  db: Database,
  storeId: number,
  query: ServiceFilter & { is_partial?: boolean },
) {
  const store = await inScope(db, { kind: 'platform' }, (tx) => storeById(tx, storeId), { readOnly: true });
  if (!store) throw notFound('Store not found.');
  if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
  const { rows, full } = await inScope(
    db,
    { kind: 'store', storeId },
    async (tx) => {
      const rows = await activeServices(tx, storeId, query);
      // The whole services (images, options) unless the caller asks for the partial list.
      const full = query.is_partial
        ? null
        : await loadServices(
            tx,
            storeId,
            rows.map((r) => r.id),
          );
      return { rows, full };
    },
    { readOnly: true },
  );
  return rows.map((s) => presentPortalService(s, full));
}
