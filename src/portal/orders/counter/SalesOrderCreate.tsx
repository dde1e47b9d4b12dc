// /portal/sales-orders/create — a new sales order at the counter (module 5): the customer (found or entered
// new), the location, services with their options through the storefront's option form, a note, and the
// payment: taken now on the built-in provider, a deposit now (the order's Payments panel opens for it:
// docs/product.md#payments-deposits) or left for later. The server applies the option rules again and
// records order and payment in one transaction (POST /sales-orders, pay_now).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Delete from '@mui/icons-material/DeleteOutline';
import { AccessDenied, Title, useBasename } from 'react-admin';
import { storeAccess } from '../../../shared/access.ts';
import { may, mayAccess } from '../../../shared/permission-registry.ts';
import { formatMoney, roundMoney } from '../../../shared/format.ts';
import { Action, Module } from '../../../shared/roles.ts';
import { canAccessSection } from '../../resources/registry.ts';
import { useSession } from '../../use-session.ts';
import { Section } from '../Section.tsx';
import { api } from '../../../client/api.ts';
import type { paths } from '../../../client/api-schema';
import type { ServiceAnswers } from '../../../shared/rules/types.ts';
import { send } from '../../../shell/data/send.ts';
import { locationsByName, useGet } from '../../../shell/data/use-load.ts';
import { CustomerPicker, type CounterCustomer } from './CustomerPicker.tsx';
import { ServicePicker, type CounterItem } from './ServicePicker.tsx';

type SentAnswers = NonNullable<
  paths['/api/v1/sales-orders']['post']['requestBody']
>['content']['application/json']['items'][number]['answers'];

/** The answers as sent: an option left unanswered (undefined) is not sent. */
const sentAnswers = (answers: ServiceAnswers): SentAnswers =>
  Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== undefined)) as SentAnswers;

export function SalesOrderCreate() {
  const session = useSession();
  const navigate = useNavigate();
  const basename = useBasename();
  const role = session?.role;
  const allowed = canAccessSection(role, 'sales-orders', 'create');
  const locations = useGet('/api/v1/locations', allowed ? { query: locationsByName } : null);
  const [customer, setCustomer] = useState<CounterCustomer | null>(null);
  const [locationId, setLocationId] = useState<number | ''>('');
  const [items, setItems] = useState<CounterItem[]>([]);
  const [note, setNote] = useState('');
  const [payment, setPayment] = useState<'now' | 'deposit' | 'later'>('later');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  if (!allowed || !session?.store) return <AccessDenied />;
  // The server's rule for taking a payment (POST sales-orders/:id/mark-paid and pay_now).
  const mayTakePayment = mayAccess(role, storeAccess(Module.salesOrder), Action.edit);
  const mayTakeDeposit = may(role, 'sales-orders:take-payment');
  const total = roundMoney(items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0));
  const location = locationId || (locations.data?.length === 1 ? locations.data[0]!.id : '');

  async function save() {
    setTried(true);
    if (!customer || !location || !items.length) return;
    setSaving(true);
    setError(null);
    try {
      const order = await send(
        api.POST('/api/v1/sales-orders', {
          body: {
            customer_id: customer.id,
            location_id: location,
            ...(note.trim() ? { note: note.trim() } : {}),
            items: items.map((i) => ({
              service_id: i.service_id,
              quantity: i.quantity,
              answers: sentAnswers(i.answers),
            })),
            pay_now: payment === 'now',
          },
        }),
      );
      // A deposit is taken on the order's page, whose Payments panel opens for it (cash, card, a link).
      navigate(`${basename}/sales-order/${order.id}${payment === 'deposit' ? '?take=deposit' : ''}`);
    } catch (e) {
      setError((e as Error).message);
      setSaving(false);
    }
  }

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 900 }}>
      <Title title="New order" />
      <Typography variant="h5" component="h1">
        New order at the counter
      </Typography>
      <Section title="Customer and location">
        <Stack sx={{ gap: 2 }}>
          <CustomerPicker
            value={customer}
            onChange={setCustomer}
            mayCreate={canAccessSection(role, 'customers', 'create')}
            error={tried && !customer ? 'Choose the customer, or add a new one.' : undefined}
          />
          <TextField
            select
            label="Location"
            value={location}
            onChange={(e) => setLocationId(Number(e.target.value) || '')}
            required
            disabled={!locations.data}
            helperText={
              locations.error ??
              (tried && !location ? 'Choose where the items are handed in.' : 'Where the items are handed in')
            }
            error={!!locations.error || (tried && !location)}
          >
            {(locations.data ?? []).map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Section>
      <Section title="Services" testId="counter-items">
        <Stack sx={{ gap: 2 }}>
          {items.length ? (
            <List dense disablePadding aria-label="Items of the order">
              {items.map((item) => (
                <ListItem
                  key={item.key}
                  divider
                  secondaryAction={
                    <IconButton
                      aria-label={`Remove ${item.service_name}`}
                      onClick={() => setItems((all) => all.filter((i) => i.key !== item.key))}
                    >
                      <Delete />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={`${item.quantity} × ${item.service_name}`}
                    secondary={formatMoney(roundMoney(item.unit_price * item.quantity))}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color={tried ? 'error' : 'text.secondary'}>
              {tried ? 'Add at least one service.' : 'No services yet: choose one below.'}
            </Typography>
          )}
          <ServicePicker storeId={session.store.id} onAdd={(item) => setItems((all) => [...all, item])} />
        </Stack>
      </Section>
      <Section title="Note and payment">
        <Stack sx={{ gap: 2 }}>
          <TextField
            label="Note"
            multiline
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <FormControl>
            <FormLabel id="counter-payment">Payment</FormLabel>
            <RadioGroup
              aria-labelledby="counter-payment"
              value={payment}
              onChange={(e) => setPayment(e.target.value as 'now' | 'deposit' | 'later')}
            >
              <FormControlLabel value="later" control={<Radio />} label="Customer pays later (at pick-up)" />
              <FormControlLabel
                value="deposit"
                control={<Radio />}
                disabled={!mayTakeDeposit}
                label={`Take a deposit now, the rest at pick-up${mayTakeDeposit ? '' : ' (needs the permission to take payments)'}`}
              />
              <FormControlLabel
                value="now"
                control={<Radio />}
                disabled={!mayTakePayment}
                label={`Paid now at the counter${mayTakePayment ? '' : ' (needs the permission to edit orders)'}`}
              />
            </RadioGroup>
          </FormControl>
        </Stack>
      </Section>
      {error ? (
        <Alert severity="error" data-testid="counter-error">
          {error}
        </Alert>
      ) : null}
      <Stack
        direction="row"
        sx={{ gap: 2, alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}
      >
        <Typography sx={{ fontWeight: 700 }} data-testid="counter-total">
          Total {formatMoney(total)}
        </Typography>
        <Button variant="contained" size="large" onClick={() => void save()} disabled={saving}>
          {saving
            ? 'Saving…'
            : payment === 'now'
              ? 'Create order and take payment'
              : payment === 'deposit'
                ? 'Create order and take the deposit'
                : 'Create order'}
        </Button>
      </Stack>
    </Box>
  );
}
