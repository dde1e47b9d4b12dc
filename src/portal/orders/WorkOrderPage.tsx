// /portal/work-order/:id — the work on one item: in house or at a vendor, its state and the actions the
// machine allows this user (send asks for the vendor), work instructions, before/after photos, additional
// charges (requesting one holds the work and sends the customer the payment link) and the timeline.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Button,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { AccessDenied, useBasename } from 'react-admin';
import { Source } from '../../shared/roles.ts';
import { workOrderMachine } from '../../shared/state-machines.ts';
import { detailSegmentOf } from '../resources/registry.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { usePortalKind } from '../resources/portal-kind.ts';
import { useRecordPage } from './use-record-page.tsx';
import { RecordLayout } from './RecordLayout.tsx';
import { useAction } from './use-action.ts';
import { ChargeList } from './ChargeList.tsx';
import { ChargeForm } from './ExtraCharges.tsx';
import { Answers } from './OrderItems.tsx';
import { Section } from './Section.tsx';
import { StatusChip } from './StatusChip.tsx';
import { Timeline } from './Timeline.tsx';
import { WorkCustody } from './CustodyHistory.tsx';
import { TransitionButtons } from './TransitionButtons.tsx';
import { WorkImages } from './WorkImages.tsx';
import { api } from '../../client/api.ts';
import { send } from '../../shell/data/send.ts';
import { firstHundred, useGet } from '../../shell/data/use-load.ts';

export function WorkOrderPage() {
  const basename = useBasename();
  const kind = usePortalKind();
  const { translate, shortDate, time } = usePortalWords();
  // The store reads the record from work-orders, a vendor from vendor-work-orders; the rest of the work
  // order's routes serve both.
  const { allowed, id, record: work, mayEdit, pending } = useRecordPage('work_order');
  const timeline = useGet('/api/v1/work-orders/{id}/timeline', id ? { path: { id } } : null);
  const charges = useGet('/api/v1/work-orders/{id}/additional-charges', id ? { path: { id } } : null);
  // Only a store chooses (and names) vendors; a vendor knows the store from the record.
  const vendors = useGet('/api/v1/vendors', mayEdit && kind === 'store' ? { query: firstHundred } : null);
  const stores = useGet('/api/v1/stores', kind === 'vendor' ? { query: firstHundred } : null);
  const salesOrderSegment = detailSegmentOf(kind, 'sales_order');
  const [vendorId, setVendorId] = useState<number | ''>('');
  if (!allowed) return <AccessDenied />;
  const w = work.data;
  if (!w) return pending();
  const refresh = () => {
    work.reload();
    timeline.reload();
    charges.reload();
  };
  // Work orders carry no location: the server decides their parties for the store as a whole.
  const facts = { storeId: w.store_id, locationId: w.location_id, source: w.source, vendorId: w.vendor_id };
  const external = w.source === Source.external;
  const vendorName = vendors.data?.find((v) => v.id === w.vendor_id)?.name;
  return (
    <RecordLayout
      testId="work-order-page"
      title={translate('portal.orders.work.title', { number: w.item_number })}
      status={<StatusChip status={w.status} />}
      figures={
        <>
          <Typography sx={{ fontWeight: 600 }}>{w.service_name}</Typography>
          <Answers item={w} />
          <Typography variant="body2" color="text.secondary" sx={{ my: 1.5 }}>
            {kind === 'vendor'
              ? translate('portal.orders.work.from_store', {
                  name:
                    stores.data?.find((s) => s.id === w.store_id)?.name ??
                    translate('portal.orders.work.store_number', { id: w.store_id }),
                })
              : external
                ? w.vendor_id
                  ? translate('portal.orders.work.at_vendor', {
                      name: vendorName ?? translate('portal.orders.work.vendor_number', { id: w.vendor_id }),
                    })
                  : translate('portal.orders.work.for_vendor_unsent')
                : translate('portal.orders.work.in_house')}
            {w.due_at ? translate('portal.orders.work.due', { date: shortDate(w.due_at) }) : ''}
            {translate('portal.orders.work.opened', {
              date: shortDate(w.created_at),
              time: time(w.created_at),
            })}
            {salesOrderSegment ? (
              <>
                {' · '}
                <Link component={RouterLink} to={`${basename}/${salesOrderSegment}/${w.sales_order_id}`}>
                  {translate('portal.orders.work.its_sales_order')}
                </Link>
              </>
            ) : null}
          </Typography>
        </>
      }
      actions={
        <TransitionButtons
          machine={workOrderMachine}
          path="work-orders"
          id={w.id}
          state={w.status}
          facts={facts}
          onDone={refresh}
          bodyOf={(action) =>
            action === 'send' && external ? (vendorId === '' ? undefined : { vendor_id: vendorId }) : {}
          }
        >
          {external && w.status === 'new' && mayEdit ? (
            <TextField
              select
              size="small"
              label={translate('portal.orders.work.send_to_vendor')}
              value={vendorId}
              onChange={(e) => setVendorId(Number(e.target.value))}
              sx={{ maxWidth: 320 }}
              error={!!vendors.error}
              helperText={
                vendors.error ??
                (vendors.data?.length === 0 ? translate('portal.orders.work.no_vendor_linked') : undefined)
              }
            >
              {(vendors.data ?? []).map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {v.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </TransitionButtons>
      }
      timeline={
        <Section
          title={translate('portal.orders.timeline')}
          loading={timeline.loading}
          error={timeline.error}
          testId="work-timeline"
        >
          <Timeline entries={timeline.data ?? []} />
        </Section>
      }
    >
      <Instructions workOrderId={w.id} mayAdd={mayEdit} />
      <WorkImages workOrderId={w.id} mayUpload={mayEdit} />
      <Section
        title={translate('portal.orders.work.additional_charges')}
        loading={charges.loading}
        error={charges.error}
        testId="additional-charges"
      >
        <ChargeList charges={charges.data ?? []} facts={facts} onDone={refresh} />
        {mayEdit && ['in_progress', 'on_hold'].includes(w.status) ? (
          <ChargeForm
            target={{ kind: 'work-order', id: w.id }}
            onDone={refresh}
            label={translate('portal.orders.work.request_charge')}
          />
        ) : null}
      </Section>
      <WorkCustody workOrderId={w.id} />
    </RecordLayout>
  );
}

function Instructions({ workOrderId, mayAdd }: { workOrderId: number; mayAdd: boolean }) {
  const { translate, shortDate, time } = usePortalWords();
  const list = useGet('/api/v1/work-orders/{id}/instructions', { path: { id: workOrderId } });
  const [body, setBody] = useState('');
  const { error, run } = useAction();
  const add = () =>
    run(async () => {
      await send(
        api.POST('/api/v1/work-orders/{id}/instructions', {
          params: { path: { id: workOrderId } },
          body: { body },
        }),
      );
      setBody('');
      list.reload();
    });
  return (
    <Section
      title={translate('portal.orders.work.instructions')}
      loading={list.loading}
      error={list.error}
      testId="work-instructions"
    >
      {list.data?.length ? (
        <List dense disablePadding>
          {list.data.map((i) => (
            <ListItem key={i.id} divider disableGutters>
              <ListItemText primary={i.body} secondary={`${shortDate(i.created_at)} ${time(i.created_at)}`} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('portal.orders.work.no_instructions')}
        </Typography>
      )}
      {mayAdd ? (
        <Stack
          component="form"
          spacing={1}
          sx={{ mt: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <TextField
            label={translate('portal.orders.work.new_instruction')}
            multiline
            minRows={2}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
          {error ? <Alert severity="error">{error}</Alert> : null}
          <Button type="submit" variant="outlined" disabled={!body.trim()} sx={{ alignSelf: 'flex-start' }}>
            {translate('portal.orders.work.add_instruction')}
          </Button>
        </Stack>
      ) : null}
    </Section>
  );
}
