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
import { roundMoney } from '../../../shared/format.ts';
import { Action, Module } from '../../../shared/roles.ts';
import { canAccessSection } from '../../resources/registry.ts';
import { useSession } from '../../use-session.ts';
import { usePortalWords } from '../../i18n/use-portal-words.ts';
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
  const { translate, money } = usePortalWords();
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
      <Title title={translate('portal.counter.title')} />
      <Typography variant="h5" component="h1">
        {translate('portal.counter.heading')}
      </Typography>
      <Section title={translate('portal.counter.customer_and_location')}>
        <Stack sx={{ gap: 2 }}>
          <CustomerPicker
            value={customer}
            onChange={setCustomer}
            mayCreate={canAccessSection(role, 'customers', 'create')}
            error={tried && !customer ? translate('portal.counter.choose_customer') : undefined}
          />
          <TextField
            select
            label={translate('portal.counter.location')}
            value={location}
            onChange={(e) => setLocationId(Number(e.target.value) || '')}
            required
            disabled={!locations.data}
            helperText={
              locations.error ??
              translate(
                tried && !location ? 'portal.counter.choose_location' : 'portal.counter.location_help',
              )
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
      <Section title={translate('portal.counter.services')} testId="counter-items">
        <Stack sx={{ gap: 2 }}>
          {items.length ? (
            <List dense disablePadding aria-label={translate('portal.counter.items')}>
              {items.map((item) => (
                <ListItem
                  key={item.key}
                  divider
                  secondaryAction={
                    <IconButton
                      aria-label={translate('portal.counter.remove', { service: item.service_name })}
                      onClick={() => setItems((all) => all.filter((i) => i.key !== item.key))}
                    >
                      <Delete />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={`${item.quantity} × ${item.service_name}`}
                    secondary={money(roundMoney(item.unit_price * item.quantity))}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Typography color={tried ? 'error' : 'text.secondary'}>
              {translate(tried ? 'portal.counter.add_one' : 'portal.counter.no_services_yet')}
            </Typography>
          )}
          <ServicePicker storeId={session.store.id} onAdd={(item) => setItems((all) => [...all, item])} />
        </Stack>
      </Section>
      <Section title={translate('portal.counter.note_and_payment')}>
        <Stack sx={{ gap: 2 }}>
          <TextField
            label={translate('portal.counter.note')}
            multiline
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <FormControl>
            <FormLabel id="counter-payment">{translate('portal.counter.payment')}</FormLabel>
            <RadioGroup
              aria-labelledby="counter-payment"
              value={payment}
              onChange={(e) => setPayment(e.target.value as 'now' | 'deposit' | 'later')}
            >
              <FormControlLabel
                value="later"
                control={<Radio />}
                label={translate('portal.counter.pays_later')}
              />
              <FormControlLabel
                value="deposit"
                control={<Radio />}
                disabled={!mayTakeDeposit}
                label={translate(
                  mayTakeDeposit ? 'portal.counter.deposit_now' : 'portal.counter.deposit_needs',
                )}
              />
              <FormControlLabel
                value="now"
                control={<Radio />}
                disabled={!mayTakePayment}
                label={translate(
                  mayTakePayment ? 'portal.counter.paid_now' : 'portal.counter.paid_now_needs',
                )}
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
          {translate('portal.counter.total', { amount: money(total) })}
        </Typography>
        <Button variant="contained" size="large" onClick={() => void save()} disabled={saving}>
          {translate(
            saving
              ? 'portal.counter.saving'
              : payment === 'now'
                ? 'portal.counter.create_and_pay'
                : payment === 'deposit'
                  ? 'portal.counter.create_and_deposit'
                  : 'portal.counter.create',
          )}
        </Button>
      </Stack>
    </Box>
  );
}
