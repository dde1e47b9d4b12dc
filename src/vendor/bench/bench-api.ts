// What the bench pages read and do, over the typed API client: one work order (the vendor's view), its
// timeline, instructions, photos and charges, and its state-machine transitions. The work order travels
// between the bench pages as ?wo=<id>, so a page reloads and a link shared at the bench opens the same job.
import { useSearchParams } from 'react-router-dom';
import { api, call, type ApiResult } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { useLoad } from '../../shell/data/use-load.ts';

export type WorkOrder = components['schemas']['WorkOrder'];
export type TimelineEntry = components['schemas']['TimelineEntry'];

/** The work order id a bench page is about (?wo=), or null when the link lacks it. */
export function useWorkOrderId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('wo'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A bench page for a work order; the order number rides along so "back" returns to the order's items. */
export function benchPath(page: string, workOrderId: number, orderNo?: string | null): string {
  return `${page}?wo=${workOrderId}${orderNo ? `&order=${encodeURIComponent(orderNo)}` : ''}`;
}

/** The order number the bench came from (?order=), for links back to its items. */
export function useOrderNo(): string | null {
  const [params] = useSearchParams();
  return params.get('order');
}

export const itemsPath = (orderNo: string | null) =>
  orderNo ? `/work-items?order=${encodeURIComponent(orderNo)}` : '/work-items';

export function useWorkOrder(id: number | null) {
  return useLoad(
    id ? () => call(api.GET('/api/v1/vendor-work-orders/{id}', { params: { path: { id } } })) : null,
    [id],
  );
}

export function useTimeline(id: number | null) {
  return useLoad(
    id ? () => call(api.GET('/api/v1/work-orders/{id}/timeline', { params: { path: { id } } })) : null,
    [id],
  );
}

export function useInstructions(id: number | null) {
  return useLoad(
    id ? () => call(api.GET('/api/v1/work-orders/{id}/instructions', { params: { path: { id } } })) : null,
    [id],
  );
}

export function useImages(id: number | null) {
  return useLoad(
    id ? () => call(api.GET('/api/v1/work-orders/{id}/images', { params: { path: { id } } })) : null,
    [id],
  );
}

/** One transition of the work-order machine; the answer is the work order as it is after it. */
export function transition(
  id: number,
  action: 'accept' | 'start' | 'record_work' | 'finish',
  body: components['schemas']['WorkOrderTransition'] = {},
): Promise<ApiResult<WorkOrder>> {
  return call(
    api.POST('/api/v1/work-orders/{id}/transitions/{action}', { params: { path: { id, action } }, body }),
  );
}

/** When the work started: the latest start on the timeline (a job can be held and resumed meanwhile). */
export function startedAt(timeline: readonly TimelineEntry[]): string | null {
  return (
    [...timeline].reverse().find((e) => e.entity === 'work_order' && e.action === 'start')?.created_at ?? null
  );
}
