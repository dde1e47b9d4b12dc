// Data hooks of the location resource. A super admin's create names its target store in the form
// (store_id), but the API takes it as the ?store_id= query parameter and refuses it in the body (store_id is
// read-only in the record schema): move it from the data to the request's meta.query.
import type { CreateParams, ResourceCallbacks } from 'react-admin';
import { locationResource } from './locations.ui.ts';

export const locationsLifecycle: ResourceCallbacks = {
  resource: locationResource,
  beforeCreate: async (params: CreateParams) => {
    const { store_id: storeId, ...data } = (params.data ?? {}) as Record<string, unknown>;
    if (storeId === undefined || storeId === null || storeId === '') return { ...params, data };
    const meta = (params.meta ?? {}) as { query?: Record<string, unknown> };
    return { ...params, data, meta: { ...meta, query: { ...meta.query, store_id: storeId } } };
  },
};
