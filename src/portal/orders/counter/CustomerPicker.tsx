// The counter's customer: found by name, email or phone among the store's customers, or entered new on
// the spot (when the user may create customers) — a walk-in should not wait for a second screen.
import { useEffect, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import PersonAdd from '@mui/icons-material/PersonAddOutlined';
import { useTranslate } from 'react-admin';
import type { Schema } from '../../../client/schemas.ts';
import { listQuery, useGet } from '../../../shell/data/use-load.ts';
import { api } from '../../../client/api.ts';
import { send } from '../../../shell/data/send.ts';

export type CounterCustomer = Schema<'Customer'>;

const nameOf = (c: CounterCustomer) =>
  [`${c.first_name} ${c.last_name}`.trim(), c.email, c.phone].filter(Boolean).join(' · ');

export function CustomerPicker(props: {
  value: CounterCustomer | null;
  onChange: (customer: CounterCustomer | null) => void;
  mayCreate: boolean;
  error?: string;
}) {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  // What is searched for: the text once typing has paused for 250 ms (null until the first pause).
  const [asked, setAsked] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(search), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const found = useGet(
    '/api/v1/customers',
    asked === null ? null : { query: listQuery(asked ? { q: asked } : {}, 20) },
  );
  const options = found.error ? [] : (found.data ?? []);
  const loading = asked !== null && found.state.status === 'loading';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
      <Autocomplete
        sx={{ flex: 1 }}
        options={options}
        value={props.value}
        loading={loading}
        filterOptions={(x) => x}
        getOptionLabel={nameOf}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, customer) => props.onChange(customer)}
        onInputChange={(_, text, reason) => reason === 'input' && setSearch(text)}
        noOptionsText={translate(
          search ? 'portal.counter.no_customer_matches' : 'portal.counter.no_customers',
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('portal.counter.customer')}
            required
            placeholder={translate('portal.counter.search_customer')}
            error={!!props.error}
            helperText={props.error}
          />
        )}
      />
      {props.mayCreate ? (
        <Button startIcon={<PersonAdd />} onClick={() => setAdding(true)} sx={{ mt: { sm: 1 } }}>
          {translate('portal.counter.new_customer')}
        </Button>
      ) : null}
      {adding ? (
        <NewCustomerDialog
          onClose={() => setAdding(false)}
          onCreated={(customer) => {
            setAdding(false);
            props.onChange(customer);
          }}
        />
      ) : null}
    </Stack>
  );
}

function NewCustomerDialog(props: { onClose: () => void; onCreated: (c: CounterCustomer) => void }) {
  const translate = useTranslate();
  const [fields, setFields] = useState({ first_name: '', last_name: '', email: '', phone: '' });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  async function save() {
    setSaving(true);
    setError(null);
    try {
      const optional = (value: string) => (value.trim() === '' ? {} : { value: value.trim() });
      const body = {
        first_name: fields.first_name.trim(),
        last_name: fields.last_name.trim(),
        is_guest: false,
        tags: [],
        ...(optional(fields.email).value ? { email: fields.email.trim() } : {}),
        ...(optional(fields.phone).value ? { phone: fields.phone.trim() } : {}),
      };
      props.onCreated(await send(api.POST('/api/v1/customers', { body })));
    } catch (e) {
      setError((e as Error).message);
      setSaving(false);
    }
  }
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="new-customer-title" fullWidth maxWidth="xs">
      <DialogTitle id="new-customer-title">{translate('portal.counter.new_customer')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id="new-customer-form"
          sx={{ gap: 2, pt: 1 }}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            label={translate('portal.counter.first_name')}
            required
            value={fields.first_name}
            onChange={set('first_name')}
            autoFocus
          />
          <TextField
            label={translate('portal.counter.last_name')}
            value={fields.last_name}
            onChange={set('last_name')}
          />
          <TextField
            label={translate('portal.counter.email')}
            type="email"
            value={fields.email}
            onChange={set('email')}
          />
          <TextField
            label={translate('portal.counter.phone')}
            type="tel"
            value={fields.phone}
            onChange={set('phone')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('portal.counter.cancel')}</Button>
        <Button type="submit" form="new-customer-form" variant="contained" disabled={saving}>
          {translate(saving ? 'portal.counter.saving' : 'portal.counter.add_customer')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
