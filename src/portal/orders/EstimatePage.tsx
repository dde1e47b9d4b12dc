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
import { estimateMachine } from '../../shared/state-machines.ts';
import { detailSegmentOf } from '../resources/registry.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
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
  const { translate, shortDate, money: formatMoney } = usePortalWords();
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
      title={translate('portal.orders.estimate.title', { number: e.estimate_no })}
      status={<StatusChip status={e.status} />}
      figures={
        <>
          <Typography sx={{ fontWeight: 600 }}>
            {kind === 'vendor'
              ? translate('portal.orders.estimate.for_store', {
                  name:
                    stores.data?.find((s) => s.id === e.store_id)?.name ??
                    translate('portal.orders.work.store_number', { id: e.store_id }),
                })
              : e.customer_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {translate('portal.orders.estimate.requested', { date: shortDate(e.created_at) })}
            {e.expires_at
              ? translate('portal.orders.estimate.expires', { date: shortDate(e.expires_at) })
              : ''}
            {translate('portal.orders.estimate.total', { amount: formatMoney(e.total) })}
            {e.vendor_id && kind === 'store'
              ? translate('portal.orders.estimate.priced_by', {
                  name:
                    vendors.data?.find((v) => v.id === e.vendor_id)?.name ??
                    translate('portal.orders.work.vendor_number', { id: e.vendor_id }),
                })
              : ''}
            {e.sales_order_id && salesOrderSegment ? (
              <>
                {' · '}
                <Link component={RouterLink} to={`${basename}/${salesOrderSegment}/${e.sales_order_id}`}>
                  {translate('portal.orders.work.its_sales_order')}
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
            title={translate('portal.orders.estimate.photos')}
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
                  <PrivateImage
                    key={photo.id}
                    uploadId={photo.upload_id}
                    alt={translate('portal.orders.estimate.photo', { n: i + 1 })}
                  />
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {translate('portal.orders.estimate.no_photos')}
              </Typography>
            )}
          </Section>
        ) : null
      }
    >
      <Section
        title={translate('portal.orders.estimate.items')}
        loading={items.loading}
        error={items.error}
        testId="estimate-items"
      >
        <TableScroll>
          <Table size="small" aria-label={translate('portal.orders.estimate.items_table')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('portal.orders.estimate.what')}</TableCell>
                <TableCell align="right">{translate('portal.orders.estimate.quantity')}</TableCell>
                <TableCell align="right">{translate('portal.orders.estimate.unit_price')}</TableCell>
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
                        label={translate('portal.orders.estimate.price_of', { item: item.description })}
                        value={priceOf(item)}
                        onChange={(ev) => setPrices((p) => ({ ...p, [item.id]: ev.target.value }))}
                        slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
                        sx={{ width: 140 }}
                      />
                    ) : item.unit_price === null ? (
                      translate('portal.orders.estimate.not_priced')
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
      <Section title={translate('portal.orders.estimate.next_step')}>
        <TransitionButtons
          machine={estimateMachine}
          path="estimates"
          id={e.id}
          state={e.status}
          facts={{ storeId: e.store_id, vendorId: e.vendor_id }}
          onDone={refresh}
          bodyOf={bodyOf}
          labels={{
            quote: translate(
              kind === 'vendor'
                ? 'portal.orders.estimate.quote_to_store'
                : 'portal.orders.estimate.quote_to_customer',
            ),
            send_to_vendor: translate('portal.orders.estimate.send_to_vendor'),
          }}
        >
          {e.status === 'requested' && mayEdit && kind === 'store' ? (
            <TextField
              select
              size="small"
              label={translate('portal.orders.estimate.vendor_to_price')}
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
