// /portal/invoices/create — an invoice drafted from finished work: choose a linked store, tick the work
// orders you finished for it (done or returned) and not yet invoiced, set each amount (an extra line for
// anything else), and the draft is created with your invoice note; send it from its page.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { usePortalWords } from '../../i18n/use-portal-words.ts';
import { useStoreMoney } from '../store-money.ts';
import { Section } from '../../orders/Section.tsx';
import { api } from '../../../client/api.ts';
import { send } from '../../../shell/data/send.ts';
import { useSession } from '../../use-session.ts';
import { firstHundred, listQuery, useGet } from '../../../shell/data/use-load.ts';
import { invoiceableWork } from '../../../shared/state-machines.ts';

/** Finished work: what an invoice bills. */
const finished = new Set<string>(invoiceableWork);
const price = /^\d{1,7}(\.\d{1,2})?$/;

export function InvoiceCreate() {
  const { translate, shortDate } = usePortalWords();
  const navigate = useNavigate();
  const basename = useBasename();
  const vendorId = useSession()?.user.vendor?.id;
  const stores = useGet('/api/v1/stores', { query: firstHundred });
  const vendor = useGet('/api/v1/vendors/{id}', vendorId ? { path: { id: vendorId } } : null);
  const [storeId, setStoreId] = useState<number | ''>('');
  // The draft's amounts are in the chosen store's currency.
  const money = useStoreMoney(stores.data?.find((s) => s.id === storeId));
  const work = useGet(
    '/api/v1/vendor-work-orders',
    storeId === '' ? null : { query: listQuery({ store_id: storeId }, 200) },
  );
  // Work already on an invoice that is not void is not offered again.
  const invoiced = useGet(
    '/api/v1/invoices/billed-work',
    storeId === '' ? null : { query: { store_id: storeId } },
  );
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [extra, setExtra] = useState({ description: '', amount: '' });
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const billed = useMemo(() => new Set((invoiced.data ?? []).map((i) => i.work_order_id)), [invoiced.data]);
  const candidates = (work.data ?? []).filter((w) => finished.has(w.status) && !billed.has(w.id));
  const lines = [
    ...candidates
      .filter((w) => picked.has(w.id))
      .map((w) => ({
        work_order_id: w.id,
        description: `${w.item_number} · ${w.service_name}`,
        amount: amounts[w.id] ?? '',
      })),
    ...(extra.description.trim() ? [{ description: extra.description.trim(), amount: extra.amount }] : []),
  ];
  const badAmount = lines.some((l) => !price.test(l.amount));
  const total = lines.reduce((sum, l) => sum + (price.test(l.amount) ? Number(l.amount) : 0), 0);

  const create = async () => {
    if (storeId === '') return;
    setBusy(true);
    setError(null);
    try {
      const created = await send(
        api.POST('/api/v1/invoices', {
          body: {
            store_id: storeId,
            note: (note ?? vendor.data?.invoice_note ?? '').trim() || undefined,
            items: lines.map((l) => ({ ...l, amount: Number(l.amount) })),
          },
        }),
      );
      navigate(`${basename}/invoice/${created.id}`);
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 960 }} data-testid="invoice-create">
      <Title title={translate('vendor_app.invoice_create.title')} />
      <Stack spacing={2}>
        <Section
          title={translate('vendor_app.invoice_create.title')}
          loading={stores.loading}
          error={stores.error}
        >
          <TextField
            select
            label={translate('vendor_app.invoice_create.store')}
            value={storeId}
            onChange={(e) => {
              setStoreId(Number(e.target.value));
              setPicked(new Set());
            }}
            sx={{ minWidth: 280 }}
            helperText={stores.data?.length === 0 ? translate('vendor_app.invoice_create.no_store') : ' '}
          >
            {(stores.data ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        </Section>
        {storeId !== '' ? (
          <Section
            title={translate('vendor_app.invoice_create.finished_work')}
            loading={work.loading || invoiced.loading}
            error={work.error ?? invoiced.error}
            testId="invoice-work"
          >
            {candidates.length === 0 ? (
              <Typography color="text.secondary">
                {translate('vendor_app.invoice_create.nothing_finished')}
              </Typography>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate('vendor_app.invoice_create.finished_work')}>
                  <TableHead>
                    <TableRow>
                      <TableCell padding="checkbox" />
                      <TableCell>{translate('vendor_app.invoice_create.work')}</TableCell>
                      <TableCell>{translate('vendor_app.invoice_create.opened')}</TableCell>
                      <TableCell align="right">{translate('vendor_app.invoice_create.amount')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {candidates.map((w) => (
                      <TableRow key={w.id}>
                        <TableCell padding="checkbox">
                          <Checkbox
                            checked={picked.has(w.id)}
                            onChange={(e) =>
                              setPicked((s) => {
                                const next = new Set(s);
                                if (e.target.checked) next.add(w.id);
                                else next.delete(w.id);
                                return next;
                              })
                            }
                            slotProps={{
                              input: {
                                'aria-label': translate('vendor_app.invoice_create.bill', {
                                  item: w.item_number,
                                }),
                              },
                            }}
                          />
                        </TableCell>
                        <TableCell>
                          {w.item_number} · {w.service_name}
                        </TableCell>
                        <TableCell>{shortDate(w.created_at)}</TableCell>
                        <TableCell align="right">
                          <TextField
                            size="small"
                            label={translate('vendor_app.invoice_create.amount_for', { item: w.item_number })}
                            value={amounts[w.id] ?? ''}
                            onChange={(e) => {
                              setAmounts((a) => ({ ...a, [w.id]: e.target.value }));
                              setPicked((s) => new Set(s).add(w.id));
                            }}
                            error={picked.has(w.id) && !price.test(amounts[w.id] ?? '')}
                            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                            sx={{ width: 160 }}
                          />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
              <TextField
                label={translate('vendor_app.invoice_create.other_line')}
                value={extra.description}
                onChange={(e) => setExtra((x) => ({ ...x, description: e.target.value }))}
                sx={{ flex: 1 }}
              />
              <TextField
                label={translate('vendor_app.invoice_create.its_amount')}
                value={extra.amount}
                onChange={(e) => setExtra((x) => ({ ...x, amount: e.target.value }))}
                error={!!extra.description.trim() && !price.test(extra.amount)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                sx={{ width: { sm: 160 } }}
              />
            </Stack>
            <TextField
              label={translate('vendor_app.invoice_create.note')}
              multiline
              minRows={2}
              value={note ?? vendor.data?.invoice_note ?? ''}
              onChange={(e) => setNote(e.target.value)}
              fullWidth
              sx={{ mt: 2 }}
            />
            <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
              <Button
                variant="contained"
                disabled={busy || lines.length === 0 || badAmount}
                onClick={() => void create()}
                startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {translate('vendor_app.invoice_create.create')}
              </Button>
              <Typography data-testid="invoice-draft-total">
                {translate('vendor_app.invoice_create.total', { amount: money(total) })}
              </Typography>
            </Stack>
            {badAmount ? (
              <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                {translate('vendor_app.invoice_create.bad_amount')}
              </Typography>
            ) : null}
            {error ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {error}
              </Alert>
            ) : null}
          </Section>
        ) : null}
      </Stack>
    </Box>
  );
}
