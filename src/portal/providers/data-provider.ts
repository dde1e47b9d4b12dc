// The portal's react-admin data provider: ra-data-simple-rest over /api/v1 through the enveloping
// httpClient, with two small additions and the per-resource lifecycle callbacks.
//
// Resource names. The spec fixes the portal URL of locations as /portal/location (singular), while the API
// collection, the schema and the resource folder are `locations`. react-admin derives a resource's routes
// and links (list, create, edit, redirects after save, row clicks) from its name, so the clean way to
// honour the spec's URL without overriding every link is to name the react-admin Resource by its portal URL
// segment (`location`) and translate it to the API collection here, in one small map. Everything that
// talks to the server (this provider) uses the API name; everything on screen (routes, i18n keys
// resources.location.*, canAccess) uses the portal name.
import simpleRestProvider from 'ra-data-simple-rest';
import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import { apiBase } from '../../client/api.ts';
import { locationsLifecycle } from '../locations/locations.lifecycle.ts';
import { serviceApiResource, serviceResource } from '../services/services.ui.ts';
import { httpClient } from './http-client.ts';

/** react-admin resource (portal URL segment) → API collection, where the two differ. */
export const apiNameOf: Readonly<Record<string, string>> = {
  location: 'locations',
  [serviceResource]: serviceApiResource,
};

const apiName = (resource: string) => apiNameOf[resource] ?? resource;

/** Extra query parameters for create (the super admin's ?store_id=), passed as params.meta.query. */
type CreateMeta = { query?: Record<string, string | number> } | undefined;

function restProvider(apiUrl: string): DataProvider {
  const base = simpleRestProvider(apiUrl, httpClient);
  return {
    ...base,
    // ra-data-simple-rest's create ignores meta; the API takes the target store of a super admin's create
    // as a query parameter (the body is the record only), so this one method builds its own URL.
    create: async (resource, params) => {
      const query = (params.meta as CreateMeta)?.query;
      const search = query
        ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
        : '';
      const { json } = await httpClient(`${apiUrl}/${resource}${search}`, {
        method: 'POST',
        body: JSON.stringify(params.data),
      });
      return { data: json as never };
    },
  };
}

/** Calls the inner provider with the API collection name of each react-admin resource. */
function withApiNames(provider: DataProvider): DataProvider {
  return {
    getList: (resource, params) => provider.getList(apiName(resource), params),
    getOne: (resource, params) => provider.getOne(apiName(resource), params),
    getMany: (resource, params) => provider.getMany(apiName(resource), params),
    getManyReference: (resource, params) => provider.getManyReference(apiName(resource), params),
    create: (resource, params) => provider.create(apiName(resource), params),
    update: (resource, params) => provider.update(apiName(resource), params),
    updateMany: (resource, params) => provider.updateMany(apiName(resource), params),
    delete: (resource, params) => provider.delete(apiName(resource), params),
    deleteMany: (resource, params) => provider.deleteMany(apiName(resource), params),
  };
}

export const dataProvider: DataProvider = withLifecycleCallbacks(withApiNames(restProvider(apiBase)), [
  locationsLifecycle,
]);
