// One invoice from a vendor to a store, in either portal: the vendor's /portal/invoice/:id and the store's
// /portal/vendor-invoice/:id. Its items (each naming the work it bills, linked to the work order where this
// portal has that page), the total, the vendor's payment terms, and the actions the invoice machine allows
// this user: the vendor owner sends a draft (the store sees it from then on) or voids it; the store pays it.
// Both download it as PDF (docs/product.md#documents-invoice).
import { Link as RouterLink } from 'react-router-dom';
import { useState } from 'react';
import {
  Alert,
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { invoiceMachine } from '../../shared/state-machines.ts';
import { Section } from './Section.tsx';
import { StatusChip } from './StatusChip.tsx';
import { TransitionButtons } from './TransitionButtons.tsx';
import { firstHundred, useGet } from '../../shell/data/use-load.ts';
import { usePortalKind } from '../resources/portal-kind.ts';
import { detailSegmentOf } from '../resources/registry.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { useRecordPage } from './use-record-page.tsx';
import { RecordLayout } from './RecordLayout.tsx';
import { AccessDenied, useBasename } from 'react-admin';
import { TableScroll } from './TableScroll.tsx';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { openPdf } from '../../shell/data/open-pdf.ts';
import { may } from '../../shared/permission-registry.ts';
import { useSession } from '../use-session.ts';

export function InvoicePage() {
  const basename = useBasename();
  const kind = usePortalKind();
  const { translate, shortDate, money: formatMoney } = usePortalWords();
  // The vendor reads its invoices from invoices, the store those sent to it from received-invoices.
  const { allowed, id, record: invoice, pending } = useRecordPage('invoice');
  const items = useGet('/api/v1/invoices/{id}/items', id ? { path: { id } } : null);
  // The other party's name: the store for the vendor, the vendor (with its terms) for the store.
  const stores = useGet('/api/v1/stores', kind === 'vendor' ? { query: firstHundred } : null);
  const vendor = useGet(
    '/api/v1/vendors/{id}',
    invoice.data ? { path: { id: invoice.data.vendor_id } } : null,
  );
  const workSegment = detailSegmentOf(kind, 'work_order');
  const session = useSession();
  const mayDownload = may(session?.role, 'invoices:document');
  const [pdfError, setPdfError] = useState<string | null>(null);
  if (!allowed) return <AccessDenied />;
  const inv = invoice.data;
  if (!inv) return pending();
  const refresh = () => {
    invoice.reload();
    items.reload();
  };
  const party =
    kind === 'vendor'
      ? translate('portal.orders.invoice.to_store', {
          name:
            stores.data?.find((s) => s.id === inv.store_id)?.name ??
            translate('portal.orders.work.store_number', { id: inv.store_id }),
        })
      : translate('portal.orders.invoice.from_vendor', {
          name: vendor.data?.name ?? translate('portal.orders.work.vendor_number', { id: inv.vendor_id }),
        });
  const terms = vendor.data?.invoice_terms_days;
  const dueAt = inv.sent_at && terms !== undefined ? dayjs(inv.sent_at).add(terms, 'day') : null;
  return (
    <RecordLayout
      testId="invoice-page"
      title={translate('portal.orders.invoice.title', { number: inv.invoice_no })}
      status={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {mayDownload ? (
            <Button
              size="small"
              variant="outlined"
              startIcon={<PictureAsPdf />}
              onClick={() =>
                void openPdf(`/invoices/${inv.id}/document`, `invoice-${inv.invoice_no}.pdf`).then(
                  setPdfError,
                )
              }
              data-testid="invoice-pdf"
            >
              {translate('portal.orders.invoice.download')}
            </Button>
          ) : null}
          <StatusChip status={inv.status} />
        </Stack>
      }
      maxWidth={960}
      figures={
        <>
          {pdfError ? (
            <Alert severity="error" sx={{ mb: 1.5 }}>
              {pdfError}
            </Alert>
          ) : null}
          <Typography sx={{ fontWeight: 600 }} data-testid="invoice-store">
            {party}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {translate('portal.orders.invoice.drafted', { date: shortDate(inv.created_at) })}
            {inv.sent_at
              ? translate('portal.orders.invoice.sent', { date: shortDate(inv.sent_at) })
              : translate('portal.orders.invoice.not_sent')}
            {dueAt && inv.status === 'sent'
              ? translate('portal.orders.invoice.due', { date: shortDate(dueAt) })
              : ''}
            {inv.paid_at ? translate('portal.orders.invoice.paid', { date: shortDate(inv.paid_at) }) : ''}
          </Typography>
          {inv.note ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1.5 }}>
              {inv.note}
            </Typography>
          ) : null}
        </>
      }
      actions={
        <TransitionButtons
          machine={invoiceMachine}
          path="invoices"
          id={inv.id}
          state={inv.status}
          facts={{ storeId: inv.store_id, vendorId: inv.vendor_id }}
          onDone={refresh}
          labels={{
            send: translate('portal.orders.invoice.send'),
            void: translate('portal.orders.invoice.void'),
            pay: translate('portal.orders.invoice.pay'),
          }}
        />
      }
    >
      <Section
        title={translate('portal.orders.invoice.items')}
        loading={items.loading}
        error={items.error}
        testId="invoice-items"
      >
        <TableScroll>
          <Table size="small" aria-label={translate('portal.orders.invoice.items_table')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('portal.orders.invoice.work')}</TableCell>
                <TableCell align="right">{translate('portal.orders.invoice.amount')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(items.data ?? []).map((item) => (
                <TableRow key={item.id}>
                  <TableCell>
                    {item.description}
                    {item.work_order_id && workSegment ? (
                      <>
                        {' · '}
                        <Link component={RouterLink} to={`${basename}/${workSegment}/${item.work_order_id}`}>
                          {translate('portal.orders.invoice.work_order')}
                        </Link>
                      </>
                    ) : null}
                  </TableCell>
                  <TableCell align="right">{formatMoney(item.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>{translate('portal.orders.invoice.total')}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="invoice-total">
                  {formatMoney(inv.total)}
                </TableCell>
              </TableRow>
            </TableFooter>
          </Table>
        </TableScroll>
      </Section>
    </RecordLayout>
  );
}
