// An order's items: service, quantity, price and the customer's option answers; per item its work order
// (open one — in house or for a vendor — once the order is received) and its printable job ticket.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Link,
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
import { useBasename, useTranslate } from 'react-admin';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { Source } from '../../shared/roles.ts';
import { canAccessSection } from '../resources/registry.ts';
import { useSession } from '../use-session.ts';
import { Section } from './Section.tsx';
import { useAction } from './use-action.ts';
import { StatusChip } from './StatusChip.tsx';
import { api } from '../../client/api.ts';
import { send } from '../../shell/data/send.ts';
import type { Schema } from '../../client/schemas.ts';
import { listQuery, useGet } from '../../shell/data/use-load.ts';
import { TableScroll } from './TableScroll.tsx';
import { ItemIntake } from './ItemIntake.tsx';

/** An answer as text: lists joined, objects as their values, empty answers left out; yes and no in the
 * caller's words. */
export function answerText(value: unknown, yesNo: readonly [string, string] = ['Yes', 'No']): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object')
    return Object.values(value)
      .filter((v) => v !== null && v !== '')
      .join(', ');
  if (typeof value === 'boolean') return value ? yesNo[0] : yesNo[1];
  return String(value);
}

/**
 * An item's option answers as the customer gave them: each option's label and the chosen value's label
 * (`answer_labels`, resolved by the server); the raw answers only where no labels came with the record.
 */
export function Answers({ item }: { item: Pick<Schema<'SalesOrderItem'>, 'answers' | 'answer_labels'> }) {
  const translate = useTranslate();
  const yesNo = [translate('portal.orders.items.yes'), translate('portal.orders.items.no')] as const;
  const shown: [string, string, string][] = item.answer_labels
    ? item.answer_labels.map((a) => [a.option_id, a.option, a.value])
    : Object.entries(item.answers ?? {}).map(([key, value]) => [
        key,
        key.replace(/[_-]/g, ' '),
        answerText(value, yesNo),
      ]);
  const given = shown.filter(([, , value]) => value !== '');
  if (!given.length) return null;
  return (
    <Box
      component="dl"
      sx={{ m: 0, mt: 0.5, fontSize: 13, color: 'text.secondary' }}
      data-testid="item-answers"
    >
      {given.map(([key, option, value]) => (
        <Box key={key} sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {option}:
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function OrderItems({ order, onChange }: { order: Schema<'SalesOrder'>; onChange: () => void }) {
  const basename = useBasename();
  const items = useGet('/api/v1/sales-orders/{id}/items', { path: { id: order.id } });
  const { translate, money } = usePortalWords();
  const session = useSession();
  const mayViewWork = canAccessSection(session?.role, 'work-orders', 'list');
  const work = useGet(
    '/api/v1/work-orders',
    mayViewWork ? { query: listQuery({ sales_order_id: order.id }) } : null,
  );
  const mayOpenWork =
    canAccessSection(session?.role, 'work-orders', 'create') &&
    ['received', 'in_progress'].includes(order.status);
  const reload = () => {
    work.reload();
    onChange();
  };
  // A change of the order's state may bring item news (the intake at receive, work sent on): read again.
  const seenStatus = useRef(order.status);
  const { reload: reloadItems } = items;
  const { reload: reloadWork } = work;
  useEffect(() => {
    if (seenStatus.current === order.status) return;
    seenStatus.current = order.status;
    reloadItems();
    reloadWork();
  }, [order.status, reloadItems, reloadWork]);
  return (
    <Section
      title={translate('portal.orders.items.title')}
      loading={items.loading}
      error={items.error}
      testId="order-items"
    >
      <TableScroll>
        <Table size="small" aria-label={translate('portal.orders.items.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('portal.orders.items.item')}</TableCell>
              <TableCell>{translate('portal.orders.items.service')}</TableCell>
              <TableCell align="right">{translate('portal.orders.items.quantity')}</TableCell>
              <TableCell align="right">{translate('portal.orders.items.total')}</TableCell>
              <TableCell>{translate('portal.orders.items.work')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(items.data ?? []).map((item) => {
              const workOrder = work.data?.find((w) => w.sales_order_item_id === item.id);
              return (
                <TableRow key={item.id} data-testid="order-item">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.item_number}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {item.service_name}
                    </Typography>
                    <Answers item={item} />
                    <ItemIntake item={item} />
                  </TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">{money(item.total)}</TableCell>
                  <TableCell>
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                      {workOrder ? (
                        <Link component={RouterLink} to={`${basename}/work-order/${workOrder.id}`}>
                          <StatusChip status={workOrder.status} of="work" />
                        </Link>
                      ) : mayOpenWork && item.needs_work !== false ? (
                        <OpenWorkOrder item={item} onDone={reload} />
                      ) : null}
                      <Link
                        component={RouterLink}
                        to={`${basename}/sales-order/${order.id}/ticket/${item.id}`}
                      >
                        {translate('portal.orders.items.job_ticket')}
                      </Link>
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroll>
    </Section>
  );
}

function OpenWorkOrder({ item, onDone }: { item: Schema<'SalesOrderItem'>; onDone: () => void }) {
  const [source, setSource] = useState<(typeof Source)[keyof typeof Source]>(Source.external);
  const { busy, error, run } = useAction();
  const translate = useTranslate();
  const open = () =>
    run(async () => {
      await send(api.POST('/api/v1/work-orders', { body: { sales_order_item_id: item.id, source } }));
      onDone();
    });
  // Wraps when the cell is narrow (the Spanish words are longer): the button goes under the choice, whole.
  return (
    <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <TextField
        select
        size="small"
        label={translate('portal.orders.items.done_by')}
        value={source}
        onChange={(e) =>
          setSource(Number(e.target.value) === Source.internal ? Source.internal : Source.external)
        }
        sx={{ minWidth: 176 }}
      >
        <MenuItem value={Source.external}>{translate('portal.orders.items.by_vendor')}</MenuItem>
        <MenuItem value={Source.internal}>{translate('portal.orders.items.in_house')}</MenuItem>
      </TextField>
      <Button
        size="small"
        variant="outlined"
        onClick={() => void open()}
        disabled={busy}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {translate('portal.orders.items.open_work')}
      </Button>
      {error ? <Alert severity="error">{error}</Alert> : null}
    </Stack>
  );
}
