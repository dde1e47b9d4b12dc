// The one way an order detail page (sales order, work order, estimate, invoice) loads its record: the
// portal's detail page for the record kind, whether this user may open it, the id from the path, the
// record from the portal's own collection (store: work-orders, vendor: vendor-work-orders) typed from the
// contract, and the id for the record's other routes (items, timeline, transitions) — and what to show until
// the record is there (loading, "No such …", or the error with a retry).
import { useParams } from 'react-router-dom';
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { PortalPage } from '../../shared/declarations/portal-pages.ts';
import { detailPageOf } from '../resources/registry.ts';
import { usePortalKind, useSectionAccess } from '../resources/portal-kind.ts';
import { Section } from './Section.tsx';
import type { Schema } from '../../client/schemas.ts';
import { useGet, type ApiState, type GetPath } from '../../shell/data/use-load.ts';

type RecordKind = NonNullable<PortalPage['detailOf']>;

/** Each order record as the contract declares it (the vendor portal's collections answer the same shape). */
interface RecordOf {
  sales_order: Schema<'SalesOrder'>;
  work_order: Schema<'WorkOrder'>;
  estimate: Schema<'Estimate'>;
  invoice: Schema<'Invoice'>;
}

export interface RecordPage<T> {
  /** May this user open the page at all (its section's show permission)? */
  allowed: boolean;
  /** The record's id, for its other routes' path parameters; null when the id is not a record id. */
  id: number | null;
  record: ApiState<T>;
  /** The section and collection of this portal's page of the record kind. */
  page: { segment: string; collection: string } | null;
  /** May this user change it (its section's edit permission)? */
  mayEdit: boolean;
  /** The page shown until the record is there: loading, not found, or the error with a retry (the title in
   * the user's words). */
  pending: (title?: string) => React.ReactElement;
}

export function useRecordPage<K extends RecordKind>(record: K): RecordPage<RecordOf[K]> {
  const { id } = useParams();
  const kind = usePortalKind();
  const may = useSectionAccess();
  const translate = useTranslate();
  const recordId = Number(id);
  const page = detailPageOf(kind, record);
  const allowed = !!page && may(page.segment, 'show');
  const valid = allowed && Number.isInteger(recordId) && recordId > 0;
  // The collection comes from the declarations (store: work-orders, vendor: vendor-work-orders): the one
  // place a path is built rather than named, so its answer is typed by the record kind.
  const state = useGet(
    `/api/v1/${page?.collection ?? ''}/{id}` as GetPath & '/api/v1/sales-orders/{id}',
    valid ? { path: { id: recordId } } : null,
  ) as unknown as ApiState<RecordOf[K]>;
  return {
    allowed,
    id: valid ? recordId : null,
    record: state,
    page,
    mayEdit: !!page && may(page.segment, 'edit'),
    pending: (title = translate(`portal.orders.record.${record}`)) => (
      <Box sx={{ mt: 2 }}>
        <Title title={title} />
        <Section
          title={title}
          loading={state.loading}
          error={
            state.error ?? (valid ? null : translate('portal.orders.no_such', { what: title.toLowerCase() }))
          }
          onRetry={state.error ? state.reload : undefined}
        />
      </Box>
    ),
  };
}
