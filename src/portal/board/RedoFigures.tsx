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
import { useBasename, useTranslate } from 'react-admin';
import { may } from '../../shared/permission-registry.ts';
import { intlTagOf, type AnyLocale } from '../../shared/i18n/locales.ts';
import { useGet, type GetData } from '../../shell/data/use-load.ts';
import { Section } from '../orders/Section.tsx';
import { useSession } from '../use-session.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';

type Rates = GetData<'/api/v1/custody/redo-rates'>;
type Row = NonNullable<Rates['by_service']>[number];

/** A rate with one decimal, in the language's way ("12.5 %", "12,5 %"). */
const percentIn = (locale: string) => {
  const number = new Intl.NumberFormat(intlTagOf(locale as AnyLocale), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (r: Row) => `${number.format(r.rate_percent ?? 0)} %`;
};

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
  const { translate, locale } = usePortalWords();
  const percent = percentIn(locale);
  if (!rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('portal.redo.none_completed')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={caption}>
      <TableHead>
        <TableRow>
          <TableCell>{first}</TableCell>
          <TableCell align="right">{base}</TableCell>
          <TableCell align="right">{translate('portal.redo.redos')}</TableCell>
          <TableCell align="right">{translate('portal.redo.rate')}</TableCell>
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

/** The store's two tables: one description each (its words' keys), laid out alike. */
const storeTables = [
  {
    key: 'by_service',
    words: {
      title: 'portal.redo.per_service',
      first: 'portal.redo.service',
      base: 'portal.redo.items_completed',
    },
    testId: 'redo-rate-service',
  },
  {
    key: 'by_vendor',
    words: {
      title: 'portal.redo.per_vendor',
      first: 'portal.redo.vendor',
      base: 'portal.redo.work_finished',
    },
    testId: 'redo-rate-vendor',
  },
] as const;

/** The store's redo rates: per service and per vendor, over the last `days`. */
export function StoreRedoRates({ days }: { days: number }) {
  const role = useSession()?.role;
  const translate = useTranslate();
  const allowed = may(role, 'custody:redo-rates');
  const rates = useGet('/api/v1/custody/redo-rates', allowed ? { query: { days } } : null);
  if (!allowed) return null;
  return (
    <Grid container spacing={2}>
      {storeTables.map((table) => (
        <Grid key={table.key} size={{ xs: 12, md: 6 }}>
          <Section
            title={translate(table.words.title)}
            loading={rates.loading}
            error={rates.error}
            onRetry={rates.reload}
            testId={table.testId}
          >
            {rates.data && (
              <RateTable
                rows={rates.data[table.key] ?? []}
                first={translate(table.words.first)}
                base={translate(table.words.base)}
                caption={translate(table.words.title)}
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
  const { translate, locale, shortDate } = usePortalWords();
  const percent = percentIn(locale);
  const mayRates = may(role, 'custody:redo-rates');
  const mayList = may(role, 'custody:redos');
  const rates = useGet('/api/v1/custody/redo-rates', mayRates ? { query: { days: 90 } } : null);
  const redos = useGet('/api/v1/custody/redos', mayList ? {} : null);
  if (!mayRates && !mayList) return null;
  const own = rates.data?.by_vendor?.[0];
  return (
    <Section
      title={translate('portal.redo.of_your_work')}
      loading={rates.loading || redos.loading}
      error={rates.error ?? redos.error}
      testId="vendor-redos"
    >
      {own ? (
        <Typography sx={{ mb: 1 }} data-testid="vendor-redo-rate">
          {translate('portal.redo.own_rate')} <strong>{percent(own)}</strong>{' '}
          {translate('portal.redo.own_counts', { redos: own.redos, smart_count: own.completed })}
        </Typography>
      ) : rates.data ? (
        <Typography sx={{ mb: 1 }} color="text.secondary">
          {translate('portal.redo.no_finished')}
        </Typography>
      ) : null}
      {redos.data && redos.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('portal.redo.none_of_yours')}
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
              secondary={[
                translate(`portal.orders.custody_actions.reasons.${r.reason}`, {
                  _: (r.reason ?? '').replace(/_/g, ' '),
                }),
                ' · ',
                translate(r.within_warranty ? 'portal.redo.within_warranty' : 'portal.redo.outside_warranty'),
                r.charged ? translate('portal.redo.charged') : '',
                ' · ',
                shortDate(r.created_at ?? ''),
                r.note ? ` — ${r.note}` : '',
              ].join('')}
            />
          </ListItem>
        ))}
      </List>
    </Section>
  );
}
