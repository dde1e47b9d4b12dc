// /portal/estimate/:id — an estimate as the store prices it: the items the customer asked about, the price
// of each (the quote), sending it to a linked vendor to price, the customer's approval or decline, and
// converting it into a sales order — only the actions the machine allows this user in this state.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Link,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { AccessDenied, useBasename } from 'react-admin';
import { formatMoney, formatShortDate } from '../../shared/format.ts';
import { estimateMachine } from '../../shared/state-machines.ts';
import { detailSegmentOf } from '../resources/registry.ts';
import { usePortalKind } from '../resources/portal-kind.ts';
import { useRecordPage } from './use-record-page.tsx';
import { RecordLayout } from './RecordLayout.tsx';
import { Answers } from './OrderItems.tsx';
import { Section } from './Section.tsx';
import { StatusChip } from './StatusChip.tsx';
import { TransitionButtons } from './TransitionButtons.tsx';
import type { Schema } from '../../client/schemas.ts';
import { firstHundred, useGet } from '../../shell/data/use-load.ts';
import { TableScroll } from './TableScroll.tsx';
import { PrivateImage } from '../../shell/PrivateImage.tsx';

export function EstimatePage() {
  const basename = useBasename();
  const kind = usePortalKind();
  // The store reads the record from estimates, a vendor from vendor-estimates; items and transitions serve
  // both.
  const { allowed, id, record: estimate, mayEdit, pending } = useRecordPage('estimate');
  const items = useGet('/api/v1/estimates/{id}/items', id ? { path: { id } } : null);
  // The photos the customer sent with the request (docs/product.md#uploads-visibility): the store's to see.
  const photos = useGet('/api/v1/estimates/{id}/photos', id && kind === 'store' ? { path: { id } } : null);
  const vendors = useGet('/api/v1/vendors', mayEdit && kind === 'store' ? { query: firstHundred } : null);
  const stores = useGet('/api/v1/stores', kind === 'vendor' ? { query: firstHundred } : null);
  const salesOrderSegment = detailSegmentOf(kind, 'sales_order');
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [vendorId, setVendorId] = useState<number | ''>('');
  if (!allowed) return <AccessDenied />;
  const e = estimate.data;
  if (!e) return pending();
  const refresh = () => {
    estimate.reload();
    items.reload();
  };
  const quoting = e.status === 'requested' && mayEdit;
  // A price typed in wins over the one stored.
  const priceOf = (i: Schema<'EstimateItem'>) => prices[i.id] ?? i.unit_price?.toString() ?? '';
  const priced = (items.data ?? []).every((i) => priceOf(i) !== '' && Number(priceOf(i)) >= 0);
  const bodyOf = (action: string) => {
    if (action === 'send_to_vendor') return vendorId === '' ? undefined : { vendor_id: vendorId };
    if (action === 'quote')
      return priced
        ? { items: (items.data ?? []).map((i) => ({ id: i.id, unit_price: Number(priceOf(i)) })) }
        : undefined;
    return {};
  };
  return (
    <RecordLayout
      testId="estimate-page"
      title={`Estimate ${e.estimate_no}`}
      status={<StatusChip status={e.status} />}
      figures={
        <>
          <Typography sx={{ fontWeight: 600 }}>
            {kind === 'vendor'
              ? `For ${stores.data?.find((s) => s.id === e.store_id)?.name ?? `store ${e.store_id}`}`
              : e.customer_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Requested {formatShortDate(e.created_at)}
            {e.expires_at ? ` · expires ${formatShortDate(e.expires_at)}` : ''} · total {formatMoney(e.total)}
            {e.vendor_id && kind === 'store'
              ? ` · priced by ${vendors.data?.find((v) => v.id === e.vendor_id)?.name ?? `vendor ${e.vendor_id}`}`
              : ''}
            {e.sales_order_id && salesOrderSegment ? (
              <>
                {' · '}
                <Link component={RouterLink} to={`${basename}/${salesOrderSegment}/${e.sales_order_id}`}>
                  its sales order
                </Link>
              </>
            ) : null}
          </Typography>
          {kind === 'store' && (e.customer_email || e.customer_phone) ? (
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="estimate-contact">
              {e.customer_email ? <Link href={`mailto:${e.customer_email}`}>{e.customer_email}</Link> : null}
              {e.customer_email && e.customer_phone ? ' · ' : null}
              {e.customer_phone ? <Link href={`tel:${e.customer_phone}`}>{e.customer_phone}</Link> : null}
            </Typography>
          ) : null}
          {e.note ? <Typography variant="body2">{e.note}</Typography> : null}
        </>
      }
      side={
        kind === 'store' ? (
          <Section
            title="Photos from the customer"
            loading={photos.loading}
            error={photos.error}
            testId="estimate-photos"
          >
            {photos.data?.length ? (
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
                  gap: 1,
                  maxWidth: 640,
                }}
              >
                {photos.data.map((photo, i) => (
                  <PrivateImage key={photo.id} uploadId={photo.upload_id} alt={`Customer photo ${i + 1}`} />
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                No photos were sent with this request.
              </Typography>
            )}
          </Section>
        ) : null
      }
    >
      <Section title="Items" loading={items.loading} error={items.error} testId="estimate-items">
        <TableScroll>
          <Table size="small" aria-label="Estimate items">
            <TableHead>
              <TableRow>
                <TableCell>What</TableCell>
                <TableCell align="right">Qty</TableCell>
                <TableCell align="right">Unit price</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(items.data ?? []).map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    {item.description}
                    <Answers item={item} />
                  </TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">
                    {quoting ? (
                      <TextField
                        size="small"
                        type="number"
                        label={`Price of ${item.description}`}
                        value={priceOf(item)}
                        onChange={(ev) => setPrices((p) => ({ ...p, [item.id]: ev.target.value }))}
                        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
                        sx={{ width: 140 }}
                      />
                    ) : item.unit_price === null ? (
                      'Not priced'
                    ) : (
                      formatMoney(item.unit_price)
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </Section>
      <Section title="Next step">
        <TransitionButtons
          machine={estimateMachine}
          path="estimates"
          id={e.id}
          state={e.status}
          facts={{ storeId: e.store_id, vendorId: e.vendor_id }}
          onDone={refresh}
          bodyOf={bodyOf}
          labels={{
            quote: kind === 'vendor' ? 'Send quote to the store' : 'Send quote to customer',
            send_to_vendor: 'Send to vendor for a quote',
          }}
        >
          {e.status === 'requested' && mayEdit && kind === 'store' ? (
            <TextField
              select
              size="small"
              label="Vendor to price it"
              value={vendorId}
              onChange={(ev) => setVendorId(Number(ev.target.value))}
              sx={{ maxWidth: 320 }}
              helperText={vendors.error ?? undefined}
            >
              {(vendors.data ?? []).map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {v.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </TransitionButtons>
      </Section>
    </RecordLayout>
  );
}
