// Adding a service to a counter order: the store's active services, then the chosen one's options through
// the very option form the storefront uses (src/option-form), with the same rules checked before it is
// added — the server checks them again when the order is saved.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { api } from '../../../client/api.ts';
import type { components } from '../../../client/api-schema';
import {
  answerCost,
  OptionForm,
  toServiceOptions,
  useOptionForm,
  type OptionFormServices,
} from '../../../option-form/index.ts';
import { roundMoney } from '../../../shared/format.ts';
import type { ServiceAnswers, ServiceDefinition } from '../../../shared/rules/index.ts';
import { send } from '../../../shell/data/send.ts';
import { uploadImage } from '../../resources/ImageUploadInput.tsx';
import { useGet } from '../../../shell/data/use-load.ts';
import { usePortalWords } from '../../i18n/use-portal-words.ts';

type StoreService = components['schemas']['StoreService'];

export interface CounterItem {
  key: number;
  service_id: number;
  service_name: string;
  quantity: number;
  answers: ServiceAnswers;
  /** What the form priced it at (the server prices the order again). */
  unit_price: number;
}

const formServices: OptionFormServices = {
  async loadValues(optionId, page, search) {
    const data = await send(
      api.GET('/api/v1/option-value', {
        params: { query: { option_id: Number(optionId), page, ...(search ? { search } : {}) } },
      }),
    );
    return {
      results: data.results.map((v, i) => ({ ...v, id: v.id ?? `page-${page}-${i}` })),
      next: data.next,
    } as Awaited<ReturnType<NonNullable<OptionFormServices['loadValues']>>>;
  },
  uploadImage: (file) => uploadImage(file, () => undefined, {}),
};

export function ServicePicker({ storeId, onAdd }: { storeId: number; onAdd: (item: CounterItem) => void }) {
  const { translate, money } = usePortalWords();
  const list = useGet('/api/v1/stores/{id}/portal-services', {
    path: { id: storeId },
    query: { is_customer_side: true },
  });
  const [serviceId, setServiceId] = useState<number | ''>('');
  const service = useGet(
    '/api/v1/stores/{store}/portal-services/{id}',
    serviceId ? { path: { store: storeId, id: serviceId } } : null,
  );
  return (
    <Stack sx={{ gap: 2 }}>
      {list.error ? <Alert severity="error">{list.error}</Alert> : null}
      <TextField
        select
        label={translate('portal.counter.service_to_add')}
        value={serviceId}
        onChange={(e) => setServiceId(Number(e.target.value) || '')}
        disabled={!list.data}
        helperText={
          list.data && !list.data.length ? translate('portal.counter.no_active_services') : undefined
        }
      >
        {(list.data ?? []).map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name} · {money(s.price)}
          </MenuItem>
        ))}
      </TextField>
      {service.error ? <Alert severity="error">{service.error}</Alert> : null}
      {service.data && service.data.id === serviceId ? (
        <ServiceOptions
          key={service.data.id}
          service={service.data}
          onAdd={(item) => {
            onAdd(item);
            setServiceId('');
          }}
        />
      ) : null}
    </Stack>
  );
}

let nextKey = 1;

function ServiceOptions({ service, onAdd }: { service: StoreService; onAdd: (item: CounterItem) => void }) {
  const definition = useMemo<ServiceDefinition>(
    () => ({ id: service.id, version: service.version, options: toServiceOptions(service.options ?? []) }),
    [service],
  );
  const { translate, money } = usePortalWords();
  // The option form's choice prices are in the store's currency: the portal layout's words carry it.
  const form = useOptionForm(definition);
  const [quantity, setQuantity] = useState(1);
  const [invalid, setInvalid] = useState(false);
  const extras = form.options.reduce(
    (sum, o) => (form.isVisible(o.id) ? sum + answerCost(o, form.answers[String(o.id)]) : sum),
    0,
  );
  const unit = roundMoney(service.price + extras);
  function add() {
    const applied = form.check();
    if (!applied.ok) {
      setInvalid(true);
      return;
    }
    onAdd({
      key: nextKey++,
      service_id: service.id,
      service_name: service.name,
      quantity,
      answers: applied.answers,
      unit_price: unit,
    });
  }
  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      aria-label={translate('portal.counter.options_for', { service: service.name })}
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
      sx={{ p: { xs: 1.5, sm: 2 } }}
      data-testid="counter-service-form"
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 2 }}>
        {service.name}
      </Typography>
      <OptionForm form={form} services={formServices} emptyText={translate('portal.counter.no_details')} />
      {invalid ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('portal.counter.check_options')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
        <TextField
          label={translate('portal.counter.quantity')}
          type="number"
          size="small"
          value={quantity}
          onChange={(e) => setQuantity(Math.min(99, Math.max(1, Math.trunc(Number(e.target.value) || 1))))}
          sx={{ width: 110 }}
          slotProps={{ htmlInput: { min: 1, max: 99, inputMode: 'numeric' } }}
        />
        <Typography sx={{ fontWeight: 700, flex: 1 }} aria-live="polite">
          {money(roundMoney(unit * quantity))}
        </Typography>
        <Button type="submit" variant="outlined">
          {translate('portal.counter.add_to_order')}
        </Button>
      </Box>
    </Paper>
  );
}
