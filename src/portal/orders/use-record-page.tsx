// The one way an order detail page (sales order, work order, estimate, invoice) loads its record: the
// portal's detail page for the record kind, whether this user may open it, the id from the path, the
// record from the portal's own collection (store: work-orders, vendor: vendor-work-orders) and the base path
// of the record's other routes (items, timeline, transitions) — and what to show until the record is there
// (loading, "No such …", or the error with a retry).
import { useParams } from 'react-router-dom';
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import type { PortalPage } from '../../shared/declarations/portal-pages.ts';
import { detailPageOf } from '../resources/registry.ts';
import { usePortalKind, useSectionAccess } from '../resources/portal-kind.ts';
import { Section } from './Section.tsx';
import { useApi, type ApiState } from './use-api.ts';

type RecordKind = NonNullable<PortalPage['detailOf']>;

export interface RecordPage<T> {
  /** May this user open the page at all (its section's show permission)? */
  allowed: boolean;
  /** `/<routes>/<id>` of the record's other routes; null when the id is not a record id. */
  base: string | null;
  record: ApiState<T>;
  /** The section and collection of this portal's page of the record kind. */
  page: { segment: string; collection: string } | null;
  /** May this user change it (its section's edit permission)? */
  mayEdit: boolean;
  /** The page shown until the record is there: loading, not found, or the error with a retry. */
  pending: (title: string) => React.ReactElement;
}

/** `routes` names the record's own routes (`work-orders`), which serve every portal alike. */
export function useRecordPage<T>(record: RecordKind, routes: string): RecordPage<T> {
  const { id } = useParams();
  const kind = usePortalKind();
  const may = useSectionAccess();
  const recordId = Number(id);
  const page = detailPageOf(kind, record);
  const allowed = !!page && may(page.segment, 'show');
  const valid = allowed && Number.isInteger(recordId) && recordId > 0;
  const base = valid ? `/${routes}/${recordId}` : null;
  const state = useApi<T>(valid ? `/${page.collection}/${recordId}` : null);
  return {
    allowed,
    base,
    record: state,
    page,
    mayEdit: !!page && may(page.segment, 'edit'),
    pending: (title) => (
      <Box sx={{ mt: 2 }}>
        <Title title={title} />
        <Section
          title={title}
          loading={state.loading}
          error={state.error ?? (base ? null : `No such ${title.toLowerCase()}.`)}
          onRetry={state.error ? state.reload : undefined}
        />
      </Box>
    ),
  };
}
