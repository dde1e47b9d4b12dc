// /portal/billing (docs/product.md#routes-portal-menu): the store's plan and what it costs, online payments
// (Stripe Connect, or
// plainly off), the platform's open invoices, and the billing lists the declarations place in this area
// (bill items, platform invoices; plans for the super admin) plus the vendors' invoices to the store — each
// shown to those the shared access rule admits.
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AccessDenied, Title, useBasename } from 'react-admin';
import { useGet } from '../../shell/data/use-load.ts';
import type { components } from '../../client/api-schema.d.ts';
import { areaResources, canAccessSection, portalResourcesOf } from '../resources/registry.ts';
import { receivedInvoices } from '../../shared/declarations/orders.declaration.ts';
import { iconOf } from '../resources/icons.tsx';
import { useSession } from '../use-session.ts';
import { isStoreSide } from '../../shared/permission-registry.ts';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { formatMoney } from '../../shared/format.ts';
import { intlTagOf } from '../../shared/i18n/locales.ts';

type Subscription = components['schemas']['Subscription'];
type Account = components['schemas']['PayoutAccount'];

function Tile({ to, icon, title, text }: { to: string; icon: string; title: string; text: string }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ color: 'primary.main', mt: 0.25 }}>{iconOf(icon)}</Box>
          <Box>
            <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {text}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function BillingPage() {
  const session = useSession();
  const basename = useBasename();
  const { translate, locale, longDate } = usePortalWords();
  const isStore = isStoreSide(session?.role.role_id);
  const plan = useGet('/api/v1/billing/subscription', isStore ? {} : null);
  // The payout account is a hint beside the plan: a failure to read it shows nothing.
  const payouts = useGet('/api/v1/payouts/account', isStore ? {} : null);
  const subscription: Subscription | null | undefined = plan.data;
  const account: Account | null = payouts.data ?? null;
  const error = plan.error;
  if (!canAccessSection(session?.role, 'billing', 'list')) return <AccessDenied />;
  const tiles = [
    ...areaResources('store', 'billing'),
    ...portalResourcesOf('store').filter((r) => r.declaration === receivedInvoices),
  ].filter((r) => canAccessSection(session?.role, r.segment, 'list'));
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('portal.billing.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('portal.billing.title')}
      </Typography>
      {error ? <Alert severity="error">{error}</Alert> : null}
      {isStore ? (
        <Grid container spacing={2} sx={{ mb: 3 }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="overline" color="text.secondary">
                  {translate('portal.billing.your_plan')}
                </Typography>
                {subscription === undefined ? (
                  <Typography role="status">{translate('portal.billing.loading')}</Typography>
                ) : subscription === null ? (
                  <Stack spacing={1}>
                    <Typography>{translate('portal.billing.no_plan')}</Typography>
                    <Button component={RouterLink} to="/select-plan" variant="contained">
                      {translate('portal.billing.choose_plan')}
                    </Button>
                  </Stack>
                ) : (
                  <Stack spacing={1} data-testid="billing-plan">
                    <Typography variant="h6" component="p">
                      {subscription.plan.name}{' '}
                      <Chip
                        size="small"
                        label={translate(`portal.billing.status.${subscription.status}`)}
                        color={subscription.status === 'active' ? 'success' : 'warning'}
                      />
                    </Typography>
                    <Typography>
                      {translate('portal.billing.monthly', {
                        // The platform's price, in the currency it bills in (dollars, as the plan pages show it), written
                        // the user's language's way — not the store's own currency.
                        amount: formatMoney(subscription.monthly_total, 'USD', intlTagOf(locale)),
                        smart_count: subscription.locations,
                      })}
                    </Typography>
                    {subscription.activated_at ? (
                      <Typography variant="body2" color="text.secondary">
                        {translate('portal.billing.since', { date: longDate(subscription.activated_at) })}
                      </Typography>
                    ) : null}
                    <Stack direction="row" spacing={1}>
                      <Button component={RouterLink} to="/select-plan">
                        {translate('portal.billing.change_plan')}
                      </Button>
                      <Button component={RouterLink} to="/portal/payment">
                        {translate('portal.billing.pay_invoices')}
                      </Button>
                      <Button component={RouterLink} to="/addbillitems">
                        {translate('portal.billing.bill_items')}
                      </Button>
                    </Stack>
                  </Stack>
                )}
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="overline" color="text.secondary">
                  {translate('portal.billing.online_payments')}
                </Typography>
                {!account ? (
                  <Typography role="status">{translate('portal.billing.loading')}</Typography>
                ) : (
                  <Stack spacing={1}>
                    <Typography>
                      {translate(`portal.billing.payouts.${account.configured ? account.status : 'off'}`, {
                        _: account.message,
                      })}
                    </Typography>
                    {account.configured && account.status !== 'enabled' ? (
                      <Button component={RouterLink} to="/connect-stripe" variant="outlined">
                        {translate('portal.billing.connect_stripe')}
                      </Button>
                    ) : null}
                  </Stack>
                )}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      ) : null}
      <Grid container spacing={2}>
        {tiles.map((r) => (
          <Grid key={r.segment} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Tile
              to={`${basename}/${r.segment}`}
              icon={r.view.icon}
              title={translate(`resources.${r.segment}.name`, { smart_count: 2, _: r.view.label.many })}
              text={translate(`portal.billing.purpose.${r.segment}`, { _: r.view.purpose })}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
