// The portal's react-admin data provider: ra-data-simple-rest over /api/v1 through the enveloping
// httpClient, with what the declarations add.
//
// Resource names. The spec fixes some portal URLs apart from their API collections (/portal/location for
// `locations`, /portal/store-services for `services`). react-admin derives a resource's routes and links
// from its name, so a react-admin Resource is named by its portal URL segment and translated to the API
// collection here, through the map derived from the declarations (resources/registry.ts: apiNamesOf).
//
// Tenants. A super admin's create names the target store (or vendor) in the form, but the API takes it as
// the ?store_id= (?vendor_id=) query parameter and refuses it in the body (it is read-only in the record
// schema): for every store- or vendor-owned resource it moves from the data to the request's query.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { apiBase } from '../../client/api.ts';
import type { PortalKind } from '../../shared/declarations/declare.ts';
import { declarationNamed } from '../../shared/declarations/index.ts';
import { apiName } from '../resources/registry.ts';
import { httpClient } from './http-client.ts';

function tenantParamOf(resource: string): 'store_id' | 'vendor_id' | null {
  // Called with API collection names (withApiNames translates first).
  const tenancy = declarationNamed(resource)?.tenancy;
  return tenancy === 'store' ? 'store_id' : tenancy === 'vendor' ? 'vendor_id' : null;
}

function restProvider(apiUrl: string): DataProvider {
  const base = simpleRestProvider(apiUrl, httpClient);
  return {
    ...base,
    // The super admin's store (vendor) filter is the list's ?store_id= (?vendor_id=), not a filter field.
    getList: async (resource, params) => {
      const param = tenantParamOf(resource);
      const tenant = param ? params.filter?.[param] : undefined;
      if (!param || tenant === undefined || tenant === null || tenant === '')
        return base.getList(resource, params);
      const { [param]: _tenant, ...filter } = params.filter as Record<string, unknown>;
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
      const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
      const query = new URLSearchParams({
        sort: JSON.stringify([field, order]),
        range: JSON.stringify([(page - 1) * perPage, page * perPage - 1]),
        filter: JSON.stringify(filter),
        [param]: String(tenant),
      });
      const { json, headers } = await httpClient(`${apiUrl}/${resource}?${query}`, { signal: params.signal });
      const range = headers.get('content-range');
      return {
        data: json as never,
        total: range ? Number(range.split('/').pop()) : (json as unknown[]).length,
      };
    },
    // ra-data-simple-rest's create cannot add a query; the tenant of a super admin's create goes there.
    create: async (resource, params) => {
      const param = tenantParamOf(resource);
      const { [param ?? '']: tenant, ...data } = (params.data ?? {}) as Record<string, unknown>;
      const named = param && tenant !== undefined && tenant !== null && tenant !== '';
      const search = named ? `?${new URLSearchParams({ [param]: String(tenant) })}` : '';
      const path = declarationNamed(resource)?.createdThrough ?? resource;
      const { json } = await httpClient(`${apiUrl}/${path}${search}`, {
        method: 'POST',
        body: JSON.stringify(param ? data : params.data),
      });
      return { data: json as never };
    },
  };
}

/** Calls the inner provider with the API collection name of each react-admin resource of one portal. */
function withApiNames(provider: DataProvider, kind: PortalKind): DataProvider {
  const name = (resource: string) => apiName(resource, kind);
  return {
    ...provider,
    getList: (resource, params) => provider.getList(name(resource), params),
    getOne: (resource, params) => provider.getOne(name(resource), params),
    getMany: (resource, params) => provider.getMany(name(resource), params),
    getManyReference: (resource, params) => provider.getManyReference(name(resource), params),
    create: (resource, params) => provider.create(name(resource), params),
    update: (resource, params) => provider.update(name(resource), params),
    updateMany: (resource, params) => provider.updateMany(name(resource), params),
    delete: (resource, params) => provider.delete(name(resource), params),
    deleteMany: (resource, params) => provider.deleteMany(name(resource), params),
  };
}

/** The data provider of one portal (segments are translated to that portal's API collections). */
export const dataProviderFor = (kind: PortalKind): DataProvider => withApiNames(restProvider(apiBase), kind);

export const dataProvider: DataProvider = dataProviderFor('store');

/** A declared resource's CSV export (GET /<name>/export with the list's query), for the export button. */
export const exportUrlOf = (name: string, query: URLSearchParams) => `${apiBase}/${name}/export?${query}`;
