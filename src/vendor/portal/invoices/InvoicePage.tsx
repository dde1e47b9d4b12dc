// /portal/invoice/:id — one invoice to a store: its items (each naming the work it bills, linked to the work
// order), the total, the payment terms, and the actions the invoice machine allows this user: send a draft
// (the store sees it from then on and is notified), void it; the store pays it from its portal.
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  Box,
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
import { Title } from 'react-admin';
import dayjs from 'dayjs';
import { formatMoney, formatShortDate } from '../../../shared/format.ts';
import { invoiceMachine } from '../../../shared/state-machines.ts';
import { Section } from '../../../portal/orders/Section.tsx';
import { StatusChip } from '../../../portal/orders/StatusChip.tsx';
import { TransitionButtons } from '../../../portal/orders/TransitionButtons.tsx';
import { useApi } from '../../../portal/orders/use-api.ts';
import { detailSegmentOf } from '../../../portal/resources/registry.ts';
import { useSession } from '../../../portal/use-session.ts';

export interface Invoice {
  id: number;
  vendor_id: number;
  store_id: number;
  invoice_no: string;
  status: string;
  total: number;
  note?: string | null;
  sent_at?: string | null;
  paid_at?: string | null;
  created_at: string;
}

interface InvoiceItem {
  id: number;
  work_order_id: number | null;
  description: string;
  amount: number;
}

export function InvoicePage() {
  const { id } = useParams();
  const invoiceId = Number(id);
  const vendorId = useSession()?.user.vendor?.id;
  const valid = Number.isInteger(invoiceId) && invoiceId > 0;
  const base = valid ? `/invoices/${invoiceId}` : null;
  const invoice = useApi<Invoice>(base);
  const items = useApi<InvoiceItem[]>(base && `${base}/items`);
  const stores = useApi<{ id: number; name: string }[]>('/stores?range=[0,99]');
  const vendor = useApi<{ invoice_terms_days: number }>(vendorId ? `/vendors/${vendorId}` : null);
  const workSegment = detailSegmentOf('vendor', 'work_order');
  const inv = invoice.data;
  if (!inv)
    return (
      <Box sx={{ mt: 2 }}>
        <Title title="Invoice" />
        <Section
          title="Invoice"
          loading={invoice.loading}
          error={invoice.error ?? (valid ? null : 'No such invoice.')}
        />
      </Box>
    );
  const refresh = () => {
    invoice.reload();
    items.reload();
  };
  const storeName = stores.data?.find((s) => s.id === inv.store_id)?.name ?? `store ${inv.store_id}`;
  const terms = vendor.data?.invoice_terms_days;
  const dueAt = inv.sent_at && terms !== undefined ? dayjs(inv.sent_at).add(terms, 'day') : null;
  return (
    <Box sx={{ mt: 2, maxWidth: 960 }} data-testid="invoice-page">
      <Title title={`Invoice ${inv.invoice_no}`} />
      <Stack spacing={2}>
        <Section title={`Invoice ${inv.invoice_no}`} action={<StatusChip status={inv.status} />}>
          <Typography sx={{ fontWeight: 600 }} data-testid="invoice-store">
            To {storeName}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Drafted {formatShortDate(inv.created_at)}
            {inv.sent_at ? ` · sent ${formatShortDate(inv.sent_at)}` : ' · not sent yet'}
            {dueAt && inv.status === 'sent' ? ` · due ${formatShortDate(dueAt)}` : ''}
            {inv.paid_at ? ` · paid ${formatShortDate(inv.paid_at)}` : ''}
          </Typography>
          {inv.note ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mb: 1.5 }}>
              {inv.note}
            </Typography>
          ) : null}
          <TransitionButtons
            machine={invoiceMachine}
            path="invoices"
            id={inv.id}
            state={inv.status}
            facts={{ storeId: inv.store_id, vendorId: inv.vendor_id }}
            onDone={refresh}
            labels={{ send: 'Send to the store', void: 'Void invoice' }}
          />
        </Section>
        <Section title="Items" loading={items.loading} error={items.error} testId="invoice-items">
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Invoice items">
              <TableHead>
                <TableRow>
                  <TableCell>Work</TableCell>
                  <TableCell align="right">Amount</TableCell>
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
                          <Link component={RouterLink} to={`/${workSegment}/${item.work_order_id}`}>
                            work order
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
                  <TableCell sx={{ fontWeight: 700 }}>Total</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="invoice-total">
                    {formatMoney(inv.total)}
                  </TableCell>
                </TableRow>
              </TableFooter>
            </Table>
          </Box>
        </Section>
      </Stack>
    </Box>
  );
}
