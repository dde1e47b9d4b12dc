// /portal/sales-order/:id/ticket/:itemId — the printable job ticket of one item: order and item number,
// customer, due date, service with the customer's answers, work instructions, and a QR code of the vendor
// app's /scan-work-instructions/:store_id/:vendor_id/:order_no so the bench that gets the item can scan it.
// The item's intake (condition, declared value, photos as thumbnails) goes on it too: the ticket travels with
// the item, and whoever holds it sees the state it was handed in in.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import QRCode from 'qrcode';
import { AccessDenied, Title } from 'react-admin';
import { scanWorkInstructionsUrl, vendorOrigin } from '../../shared/hosts.ts';
import { readAppConfig } from '../../shell/app-config.ts';
import { canAccessSection } from '../resources/registry.ts';
import { useSession } from '../use-session.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { ItemIntake } from './ItemIntake.tsx';
import { Answers } from './OrderItems.tsx';
import { Section } from './Section.tsx';
import { listQuery, useGet } from '../../shell/data/use-load.ts';

export function JobTicketPage() {
  const { id, itemId } = useParams();
  const session = useSession();
  const { translate, shortDate } = usePortalWords();
  const allowed = canAccessSection(session?.role, 'sales-order', 'show');
  const order = useGet('/api/v1/sales-orders/{id}', allowed ? { path: { id: Number(id) } } : null);
  const items = useGet('/api/v1/sales-orders/{id}/items', allowed ? { path: { id: Number(id) } } : null);
  const work = useGet(
    '/api/v1/work-orders',
    allowed && canAccessSection(session?.role, 'work-orders', 'list')
      ? { query: listQuery({ sales_order_id: Number(id) }) }
      : null,
  );
  const item = items.data?.find((i) => i.id === Number(itemId));
  const workOrder = work.data?.find((w) => w.sales_order_item_id === item?.id);
  const instructions = useGet(
    '/api/v1/work-orders/{id}/instructions',
    workOrder ? { path: { id: workOrder.id } } : null,
  );
  const link =
    order.data &&
    scanWorkInstructionsUrl(
      vendorOrigin(window.location.protocol, window.location.host, readAppConfig().hostLabels),
      order.data.store_id,
      workOrder?.vendor_id ?? null,
      order.data.order_no,
    );
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (link) void QRCode.toDataURL(link, { margin: 1, width: 180 }).then(setQr);
  }, [link]);
  if (!allowed) return <AccessDenied />;
  const o = order.data;
  if (!o || !item)
    return (
      <Section
        title={translate('portal.orders.ticket.title')}
        loading={order.loading || items.loading}
        error={
          order.error ?? items.error ?? (items.data ? translate('portal.orders.ticket.no_such_item') : null)
        }
      />
    );
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('portal.orders.ticket.title_of', { number: item.item_number })} />
      <Button
        startIcon={<PrintOutlined />}
        variant="contained"
        onClick={() => window.print()}
        sx={{ mb: 2, '@media print': { display: 'none' } }}
      >
        {translate('portal.orders.ticket.print')}
      </Button>
      <Card variant="outlined" sx={{ maxWidth: 560 }} data-testid="job-ticket">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Box>
              <Typography variant="overline">{translate('portal.orders.ticket.title')}</Typography>
              <Typography variant="h5" component="h1" data-testid="ticket-item-number">
                {item.item_number}
              </Typography>
              <Typography>{translate('portal.orders.ticket.order', { number: o.order_no })}</Typography>
              <Typography>{o.customer_name}</Typography>
              <Typography>
                {translate('portal.orders.ticket.due', {
                  date: workOrder?.due_at
                    ? shortDate(workOrder.due_at)
                    : translate('portal.orders.ticket.not_set'),
                })}
              </Typography>
            </Box>
            {qr ? (
              <Box
                component="img"
                src={qr}
                alt={translate('portal.orders.ticket.qr', { link })}
                data-testid="ticket-qr"
                data-link={link ?? ''}
                sx={{ width: 140, height: 140 }}
              />
            ) : null}
          </Stack>
          <Typography sx={{ mt: 2, fontWeight: 600 }}>
            {item.service_name} × {item.quantity}
          </Typography>
          <Answers item={item} />
          <ItemIntake item={item} thumbnails />
          {instructions.data?.length ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2">{translate('portal.orders.ticket.instructions')}</Typography>
              {instructions.data.map((i) => (
                <Typography key={i.id} variant="body2">
                  {i.body}
                </Typography>
              ))}
            </Box>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
