// The service editor's calls (docs/product.md#api-fixed-paths): read a service with its options, save it with
// its options,
// logics and logic rules in one PUT, delete a saved logic rule by id (the server renumbers the rest and
// removes a logic whose last rule goes) or a saved logic, and page a mass dropdown's values.
import { api, call, type ApiResult } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import type { ApiError } from '../../shared/errors.ts';
import { toServiceOptions, type OptionFormServices } from '../../option-form/index.ts';
import type { EditorService, ServicePayload } from './editor-model.ts';

export type StoreServiceRecord = components['schemas']['StoreService'];

export function toEditorService(record: StoreServiceRecord): EditorService {
  return {
    id: record.id,
    store_id: record.store_id,
    name: record.name,
    description: record.description ?? '',
    price: record.price ?? 0,
    is_active: record.is_active ?? true,
    deposit_rule: record.deposit_rule ?? 'store',
    deposit_amount: record.deposit_amount ?? 0,
    deposit_percent: record.deposit_percent ?? 0,
    version: record.version,
    images: (record.images ?? []).map((i) => ({ id: i.id, url: i.url, alt: i.alt ?? '' })),
    options: toServiceOptions(record.options ?? []),
  };
}

export async function loadStoreId(serviceId: number): Promise<ApiResult<number>> {
  const result = await call(api.GET('/api/v1/services/{id}', { params: { path: { id: serviceId } } }));
  return result.ok ? { ...result, data: result.data.store_id } : result;
}

export async function loadService(storeId: number, serviceId: number): Promise<ApiResult<EditorService>> {
  const result = await call(
    api.GET('/api/v1/stores/{store}/services/{id}', { params: { path: { store: storeId, id: serviceId } } }),
  );
  return result.ok ? { ...result, data: toEditorService(result.data) } : result;
}

export async function saveService(
  storeId: number,
  serviceId: number,
  payload: ServicePayload,
): Promise<ApiResult<EditorService>> {
  const result = await call(
    api.PUT('/api/v1/stores/{store}/services/{id}', {
      params: { path: { store: storeId, id: serviceId } },
      body: payload as components['schemas']['StoreServiceUpdate'],
    }),
  );
  return result.ok ? { ...result, data: toEditorService(result.data) } : result;
}

/** DELETE logic-rules/:id: the logic as the server now has it, or null when its last rule went. */
export async function deleteSavedRule(ruleId: number): Promise<ApiResult<unknown>> {
  return call(api.DELETE('/api/v1/logic-rules/{id}', { params: { path: { id: ruleId } } }));
}

export async function deleteSavedLogic(
  serviceId: number,
  optionId: number,
  logicId: number,
): Promise<ApiResult<unknown>> {
  return call(
    api.DELETE('/api/v1/store_services/{id}/options/{optionId}/logics/{logicId}', {
      params: { path: { id: serviceId, optionId, logicId } },
    }),
  );
}

/** option-value pages for the preview's mass dropdowns (saved options only). */
export const editorFormServices: OptionFormServices = {
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
};

/** The server's field errors of a refused save, as "where: message" lines. */
export function saveErrorLines(
  error: ApiError,
  service: EditorService,
  optionName: (n: number) => string = (n) => `Option ${n}`,
): string[] {
  if (!error.fields?.length) return [error.message];
  return error.fields.map(({ field, message }) => {
    const m = /^options\.(\d+)/.exec(field);
    const option = m ? service.options[Number(m[1])] : undefined;
    const where = option ? option.label.value || optionName(Number(m![1]) + 1) : field;
    return `${where}: ${message}`;
  });
}
