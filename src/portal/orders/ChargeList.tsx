// Charges of either kind (extra or additional) with their reason, amount, state, the customer's payment
// link and the actions the one charge lifecycle allows this user on the charge's kind (mark paid, cancel).
import { useState } from 'react';
import { Button, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useGet } from '../../shell/data/use-load.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import type { RecordFacts } from '../../shared/permission-registry.ts';
import { chargeMachineOf } from '../../shared/state-machines.ts';
import { StatusChip } from './StatusChip.tsx';
import { TransitionButtons } from './TransitionButtons.tsx';
import type { Schema } from '../../client/schemas.ts';

/** A charge of either kind, as the contract declares it. */
export type Charge = Schema<'AdditionalCharge'> | Schema<'ExtraCharge'>;

export function ChargeList(props: { charges: readonly Charge[]; facts: RecordFacts; onDone: () => void }) {
  const { charges, facts, onDone } = props;
  const { translate, money } = usePortalWords();
  if (!charges.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('portal.orders.charges.none')}
      </Typography>
    );
  return (
    <List disablePadding>
      {charges.map((c) => (
        <ListItem key={c.id} divider disableGutters data-testid="charge" sx={{ display: 'block' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <ListItemText
              primary={`${money(c.amount)} — ${c.reason}`}
              secondary={
                c.status === 'requested' ? (
                  <PaymentLink storeId={facts.storeId} path={c.payment_path} />
                ) : undefined
              }
              secondaryTypographyProps={{ component: 'div' }}
            />
            <StatusChip status={c.status} />
          </Stack>
          {/* docs/product.md#orders-charge-answer: an agreed charge is marked paid when the store takes it. */}
          {c.status === 'requested' || c.status === 'agreed' ? (
            <TransitionButtons
              machine={chargeMachineOf(c.kind)}
              path={`${c.kind}-charges`}
              id={c.id}
              state={c.status}
              facts={facts}
              onDone={onDone}
              labels={{
                pay: translate('portal.orders.charges.mark_paid'),
                cancel: translate('portal.orders.charges.cancel'),
              }}
            />
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}

/**
 * The customer's payment page of a charge on the store's storefront host (its own domain, or its slug under
 * the platform's domain, as the mailed link): a link to open and a button to copy it for the customer.
 */
function PaymentLink({ storeId, path }: { storeId: number; path: string }) {
  const store = useGet('/api/v1/stores/{id}', { path: { id: storeId } });
  const [copied, setCopied] = useState(false);
  const { translate } = usePortalWords();
  const { protocol, port, hostname } = window.location;
  const domain = hostname.split('.').slice(1).join('.');
  const host = store.data ? (store.data.custom_domain ?? `${store.data.slug}.${domain}`) : null;
  const url = host ? `${protocol}//${host}${port ? `:${port}` : ''}${path}` : null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary" component="span">
        {translate('portal.orders.charges.customer_pays_on')}
      </Typography>
      {url ? (
        <Link href={url} target="_blank" rel="noopener" variant="body2">
          {translate('portal.orders.charges.payment_page')}
        </Link>
      ) : (
        <Typography variant="body2" component="span">
          {translate('portal.orders.charges.payment_page')}
        </Typography>
      )}
      {url ? (
        <Button
          size="small"
          startIcon={<ContentCopy fontSize="small" />}
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
          aria-label={translate('portal.orders.charges.copy_link')}
        >
          {translate(copied ? 'portal.orders.charges.copied' : 'portal.orders.charges.copy')}
        </Button>
      ) : null}
    </Stack>
  );
}
