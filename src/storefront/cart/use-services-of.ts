// The service definitions of some items (for their option labels and choice names), loaded once per service.
import { useEffect, useState } from 'react';
import { loadPortalService, type StoreService } from '../service/service-api.ts';

export function useServicesOf(
  storeId: number | null,
  serviceIds: readonly number[],
): Map<number, StoreService> {
  const [services, setServices] = useState(() => new Map<number, StoreService>());
  const key = [...new Set(serviceIds)].sort().join(',');
  useEffect(() => {
    if (storeId === null || key === '') return;
    let live = true;
    const missing = key.split(',').map(Number);
    void Promise.all(missing.map((id) => loadPortalService(storeId, id))).then((results) => {
      if (!live) return;
      setServices((current) => {
        const next = new Map(current);
        results.forEach((r) => {
          if (r.ok) next.set(r.data.id, r.data);
        });
        return next;
      });
    });
    return () => {
      live = false;
    };
  }, [storeId, key]);
  return services;
}
