// /portal/sales-order/bulk-salesorder: many sales orders of the vendor's own customers entered at once, one
// order of one item per grid row (customer, item, cost, due date, note). POST /vendor-sales-orders/bulk
// makes all of them or none; when it refuses, each message is shown on the row and cell it is about, and
// nothing the user typed is lost. On success the grid empties and the new order numbers are listed.
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  IconButton,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Title, useBasename } from 'react-admin';
import { fullName } from '../../../shared/format.ts';
import { usePortalWords } from '../../i18n/use-portal-words.ts';
import { ELEMENT, PhraseAround } from '../../i18n/phrase-around.tsx';
import { Section } from '../../orders/Section.tsx';
import { TableScroll } from '../../orders/TableScroll.tsx';
import { api } from '../../../client/api.ts';
import { ApiFailure, send } from '../../../shell/data/send.ts';
import type { Schema } from '../../../client/schemas.ts';
import { listQuery, useGet } from '../../../shell/data/use-load.ts';
import { emptyRow, errorsByRow, isBlank, ordersOf, type BulkRow, type RowErrors } from './bulk-rows.ts';

type Customer = Schema<'VendorCustomer'>;

/** The schema's maxItems of VendorSalesOrderBulk.orders. */
const MAX_ROWS = 200;
const START_ROWS = 3;

const customerLabel = (c: Customer) =>
  `${fullName(c.first_name, c.last_name)}${c.email ? ` · ${c.email}` : ''}`;

export function BulkSalesOrdersPage() {
  const { translate, money } = usePortalWords();
  const basename = useBasename();
  const customers = useGet('/api/v1/vendor-customers', { query: listQuery({}, 500) });
  const [rows, setRows] = useState<BulkRow[]>(() => Array.from({ length: START_ROWS }, emptyRow));
  const [errors, setErrors] = useState<{ rows: Map<number, RowErrors>; general: string[] }>({
    rows: new Map(),
    general: [],
  });
  const [created, setCreated] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const byId = useMemo(() => new Map((customers.data ?? []).map((c) => [c.id, c])), [customers.data]);
  const filled = rows.filter((r) => !isBlank(r));
  const total = filled.reduce((sum, r) => sum + (Number(r.cost) || 0), 0);

  const edit = (index: number, change: Partial<BulkRow>) => {
    setRows((all) => all.map((r, i) => (i === index ? { ...r, ...change } : r)));
    setCreated(null);
  };
  const addRows = (n: number) =>
    setRows((all) => [...all, ...Array.from({ length: Math.min(n, MAX_ROWS - all.length) }, emptyRow)]);
  const remove = (index: number) => {
    setRows((all) => (all.length > 1 ? all.filter((_, i) => i !== index) : [emptyRow()]));
    setErrors({ rows: new Map(), general: [] });
  };

  async function submit() {
    const { orders, rowOf } = ordersOf(rows);
    setCreated(null);
    if (!orders.length) {
      setErrors({ rows: new Map(), general: [translate('vendor_app.bulk.fill_a_row')] });
      return;
    }
    setBusy(true);
    try {
      const result = await send(api.POST('/api/v1/vendor-sales-orders/bulk', { body: { orders } }));
      setErrors({ rows: new Map(), general: [] });
      setCreated(result.order_nos);
      setRows(Array.from({ length: START_ROWS }, emptyRow));
    } catch (e) {
      const body = e instanceof ApiFailure ? e.error : undefined;
      const found = errorsByRow(body?.fields, rowOf);
      // A customer left empty is sent as 0, which the schema refuses as a number: say what to do instead.
      for (const [index, rowErrors] of found.rows)
        if (rowErrors.customer && rows[index]?.customerId === null)
          rowErrors.customer = translate('vendor_app.bulk.choose_customer');
      if (!found.rows.size && !found.general.length) found.general.push((e as Error).message);
      setErrors(found);
    } finally {
      setBusy(false);
    }
  }

  const problemRows = errors.rows.size;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }} data-testid="bulk-sales-orders">
      <Title title={translate('vendor_app.bulk.title')} />
      <Box>
        <Typography variant="h5" component="h1">
          {translate('vendor_app.bulk.title')}
        </Typography>
        <Typography color="text.secondary">
          {translate('vendor_app.bulk.intro')}{' '}
          <PhraseAround phrase={translate('vendor_app.bulk.for_a_file', { link: ELEMENT })}>
            <Link component={RouterLink} to={`${basename}/setting/import-salesorders`}>
              {translate('vendor_app.bulk.csv_import')}
            </Link>
          </PhraseAround>
        </Typography>
      </Box>
      {created ? (
        <Alert severity="success" role="status" data-testid="bulk-created">
          {translate('vendor_app.bulk.created', {
            smart_count: created.length,
            numbers: created.join(', '),
          })}{' '}
          <Link component={RouterLink} to={`${basename}/sales-orders`}>
            {translate('vendor_app.bulk.see_orders')}
          </Link>
        </Alert>
      ) : null}
      {problemRows || errors.general.length ? (
        <Alert severity="error" role="alert" data-testid="bulk-errors">
          {problemRows ? translate('vendor_app.bulk.rows_to_fix', { smart_count: problemRows }) : null}
          {errors.general.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      ) : null}
      <Section
        title={translate('vendor_app.bulk.orders')}
        loading={customers.loading}
        error={customers.error}
        onRetry={customers.reload}
        testId="bulk-grid"
      >
        {customers.data && !customers.data.length ? (
          <Alert severity="info" data-testid="bulk-no-customers">
            <PhraseAround phrase={translate('vendor_app.bulk.no_customers', { link: ELEMENT })}>
              <Link component={RouterLink} to={`${basename}/customers/create`}>
                {translate('vendor_app.bulk.add_customer')}
              </Link>
            </PhraseAround>
          </Alert>
        ) : null}
        {/* The grid scrolls inside its own box on a phone; the page never scrolls sideways. */}
        <TableScroll>
          <Table
            size="small"
            aria-label={translate('vendor_app.bulk.grid')}
            sx={{ minWidth: 1040, '& td': { verticalAlign: 'top' } }}
          >
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 40 }}>{translate('vendor_app.bulk.row')}</TableCell>
                <TableCell sx={{ width: 260 }}>{translate('vendor_app.bulk.customer')}</TableCell>
                <TableCell sx={{ minWidth: 200 }}>{translate('vendor_app.bulk.item')}</TableCell>
                <TableCell sx={{ width: 120 }}>{translate('vendor_app.bulk.cost')}</TableCell>
                <TableCell sx={{ width: 170 }}>{translate('vendor_app.bulk.due')}</TableCell>
                <TableCell sx={{ minWidth: 160 }}>{translate('vendor_app.bulk.note')}</TableCell>
                <TableCell sx={{ width: 48 }} />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => {
                const e = errors.rows.get(index) ?? {};
                const n = index + 1;
                return (
                  <TableRow
                    key={row.key}
                    data-testid={`bulk-row-${n}`}
                    data-invalid={Object.keys(e).length > 0}
                  >
                    <TableCell sx={{ pt: 2.25 }}>{n}</TableCell>
                    <TableCell>
                      <Autocomplete
                        size="small"
                        options={customers.data ?? []}
                        value={row.customerId === null ? null : (byId.get(row.customerId) ?? null)}
                        getOptionLabel={customerLabel}
                        isOptionEqualToValue={(a, b) => a.id === b.id}
                        onChange={(_, c) => edit(index, { customerId: c?.id ?? null })}
                        renderInput={(params) => (
                          <TextField
                            {...params}
                            placeholder={translate('vendor_app.bulk.choose_customer')}
                            error={!!e.customer}
                            helperText={e.customer}
                            slotProps={{
                              htmlInput: {
                                ...params.inputProps,
                                'aria-label': translate('vendor_app.bulk.customer_row', { row: n }),
                              },
                            }}
                          />
                        )}
                      />
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        fullWidth
                        placeholder={translate('vendor_app.bulk.what_to_do')}
                        value={row.item}
                        onChange={(ev) => edit(index, { item: ev.target.value })}
                        error={!!e.item}
                        helperText={e.item}
                        slotProps={{
                          htmlInput: {
                            maxLength: 200,
                            'aria-label': translate('vendor_app.bulk.item_row', { row: n }),
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        placeholder="0.00"
                        value={row.cost}
                        onChange={(ev) => edit(index, { cost: ev.target.value })}
                        error={!!e.cost}
                        helperText={e.cost}
                        slotProps={{
                          htmlInput: {
                            inputMode: 'decimal',
                            'aria-label': translate('vendor_app.bulk.cost_row', { row: n }),
                          },
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        type="date"
                        value={row.due}
                        onChange={(ev) => edit(index, { due: ev.target.value })}
                        error={!!e.due}
                        helperText={e.due}
                        slotProps={{
                          htmlInput: { 'aria-label': translate('vendor_app.bulk.due_row', { row: n }) },
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      <TextField
                        size="small"
                        fullWidth
                        placeholder={translate('vendor_app.bulk.optional')}
                        value={row.note}
                        onChange={(ev) => edit(index, { note: ev.target.value })}
                        error={!!e.note}
                        helperText={e.note}
                        slotProps={{
                          htmlInput: { 'aria-label': translate('vendor_app.bulk.note_row', { row: n }) },
                        }}
                      />
                    </TableCell>
                    <TableCell>
                      <IconButton
                        aria-label={translate('vendor_app.bulk.remove_row', { row: n })}
                        onClick={() => remove(index)}
                        disabled={busy}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableScroll>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Stack direction="row" spacing={1}>
            <Button onClick={() => addRows(1)} disabled={busy || rows.length >= MAX_ROWS}>
              {translate('vendor_app.bulk.add_row')}
            </Button>
            <Button onClick={() => addRows(10)} disabled={busy || rows.length >= MAX_ROWS}>
              {translate('vendor_app.bulk.add_ten')}
            </Button>
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography data-testid="bulk-summary">
              {translate('vendor_app.bulk.summary', { smart_count: filled.length, amount: money(total) })}
            </Typography>
            <Button variant="contained" onClick={() => void submit()} disabled={busy || !customers.data}>
              {busy ? translate('vendor_app.bulk.creating') : translate('vendor_app.bulk.create')}
            </Button>
          </Stack>
        </Stack>
      </Section>
    </Box>
  );
}
