// Redo figures on the dashboards (docs/product.md#custody-redo): the redo rate per service (redos over
// completed items) and per vendor (redos over its finished work) over a period — the store its own, a vendor
// only its own line — and, for a vendor, the redos of its work. Each shows only when the registry permits.
import { Link as RouterLink } from 'react-router-dom';
import {
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useBasename } from 'react-admin';
import { may } from '../../shared/permission-registry.ts';
import { formatShortDate } from '../../shared/format.ts';
import { useGet, type GetData } from '../../shell/data/use-load.ts';
import { Section } from '../orders/Section.tsx';
import { useSession } from '../use-session.ts';

type Rates = GetData<'/api/v1/custody/redo-rates'>;
type Row = NonNullable<Rates['by_service']>[number];

const percent = (r: Row) => `${(r.rate_percent ?? 0).toFixed(1)} %`;

function RateTable({
  rows,
  first,
  base,
  caption,
}: {
  rows: Row[];
  first: string;
  base: string;
  caption: string;
}) {
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing was completed in this period.
      </Typography>
    );
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>{first}</TableCell>
          <TableCell align="right">{base}</TableCell>
          <TableCell align="right">Redos</TableCell>
          <TableCell align="right">Redo rate</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={`${r.vendor_id ?? ''}:${r.name}`}>
            <TableCell>{r.name}</TableCell>
            <TableCell align="right">{r.completed}</TableCell>
            <TableCell align="right">{r.redos}</TableCell>
            <TableCell align="right" sx={{ color: r.redos ? 'warning.dark' : undefined, fontWeight: 600 }}>
              {percent(r)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The store's two tables: one description each, laid out alike. */
const storeTables = [
  {
    key: 'by_service',
    title: 'Redo rate per service',
    first: 'Service',
    base: 'Items completed',
    testId: 'redo-rate-service',
  },
  {
    key: 'by_vendor',
    title: 'Redo rate per vendor',
    first: 'Vendor',
    base: 'Work finished',
    testId: 'redo-rate-vendor',
  },
] as const;

/** The store's redo rates: per service and per vendor, over the last `days`. */
export function StoreRedoRates({ days }: { days: number }) {
  const role = useSession()?.role;
  const allowed = may(role, 'custody:redo-rates');
  const rates = useGet('/api/v1/custody/redo-rates', allowed ? { query: { days } } : null);
  if (!allowed) return null;
  return (
    <Grid container spacing={2}>
      {storeTables.map((table) => (
        <Grid key={table.key} size={{ xs: 12, md: 6 }}>
          <Section
            title={table.title}
            loading={rates.loading}
            error={rates.error}
            onRetry={rates.reload}
            testId={table.testId}
          >
            {rates.data && (
              <RateTable
                rows={rates.data[table.key] ?? []}
                first={table.first}
                base={table.base}
                caption={table.title}
              />
            )}
          </Section>
        </Grid>
      ))}
    </Grid>
  );
}

/** The vendor's own redo rate and the redos of its work (last 90 days). */
export function VendorRedos({ workSegment }: { workSegment: string | null }) {
  const role = useSession()?.role;
  const basename = useBasename();
  const mayRates = may(role, 'custody:redo-rates');
  const mayList = may(role, 'custody:redos');
  const rates = useGet('/api/v1/custody/redo-rates', mayRates ? { query: { days: 90 } } : null);
  const redos = useGet('/api/v1/custody/redos', mayList ? {} : null);
  if (!mayRates && !mayList) return null;
  const own = rates.data?.by_vendor?.[0];
  return (
    <Section
      title="Redos of your work"
      loading={rates.loading || redos.loading}
      error={rates.error ?? redos.error}
      testId="vendor-redos"
    >
      {own ? (
        <Typography sx={{ mb: 1 }} data-testid="vendor-redo-rate">
          Redo rate over 90 days: <strong>{percent(own)}</strong> ({own.redos} of {own.completed} finished
          jobs)
        </Typography>
      ) : rates.data ? (
        <Typography sx={{ mb: 1 }} color="text.secondary">
          No finished work in the last 90 days.
        </Typography>
      ) : null}
      {redos.data && redos.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          No redo of your work.
        </Typography>
      )}
      <List dense disablePadding>
        {(redos.data ?? []).map((r) => (
          <ListItem key={r.id} disableGutters divider>
            <ListItemText
              primary={
                workSegment && r.original_work_order_id ? (
                  <Link component={RouterLink} to={`${basename}/${workSegment}/${r.original_work_order_id}`}>
                    {r.original_item_number} · {r.service_name}
                  </Link>
                ) : (
                  `${r.original_item_number} · ${r.service_name}`
                )
              }
              secondary={`${(r.reason ?? '').replace(/_/g, ' ')} · ${r.within_warranty ? 'within the warranty' : 'outside the warranty'}${r.charged ? ', charged' : ''} · ${formatShortDate(r.created_at ?? '')}${r.note ? ` — ${r.note}` : ''}`}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
