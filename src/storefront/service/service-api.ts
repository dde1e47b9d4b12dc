// The storefront's service calls (docs/product.md#api-fixed-paths): one active service with its options
// (stores/:store/portal-services/:id), a page of a mass dropdown's values (option-value, page=1 first),
// an image upload for a logged-in customer, and add-to-carts.
import { api, call, type ApiResult } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { getSession } from '../../client/session.ts';
import type { OptionFormServices } from '../../option-form/index.ts';
import type { ServiceAnswers } from '../../shared/rules/index.ts';

export type StoreService = components['schemas']['StoreService'];
export type Cart = components['schemas']['Cart'];

export function loadPortalService(storeId: number, serviceId: number): Promise<ApiResult<StoreService>> {
  return call(
    api.GET('/api/v1/stores/{store}/portal-services/{id}', {
      params: { path: { store: storeId, id: serviceId } },
    }),
  );
}

export function addToCart(body: {
  store_id: number;
  service_id: number;
  quantity: number;
  answers: ServiceAnswers;
  cart_id?: string;
}): Promise<ApiResult<Cart>> {
  return call(
    api.POST('/api/v1/add-to-carts', {
      body: { ...body, answers: body.answers as components['schemas']['AddToCartRequest']['answers'] },
    }),
  );
}

async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const result = await call(
    api.POST('/api/v1/uploads', {
      body: { file: '' },
      bodySerializer: () => form,
    }),
  );
  if (!result.ok) throw new Error(result.error.message);
  return result.data.url;
}

/** The option form's services on the storefront: values paged from the API; uploads for a signed-in customer. */
export function storefrontFormServices(): OptionFormServices {
  return {
    async loadValues(optionId, page, search) {
      const result = await call(
        api.GET('/api/v1/option-value', {
          params: { query: { option_id: optionId, page, ...(search ? { search } : {}) } },
        }),
      );
      if (!result.ok) throw new Error(result.error.message);
      return {
        results: result.data.results.map((v, i) => ({ ...v, id: v.id ?? `page-${page}-${i}` })),
        next: result.data.next,
      };
    },
    ...(getSession()?.customer ? { uploadImage } : {}),
  };
}
