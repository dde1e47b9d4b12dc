// Shopify on /portal/integrations: what the platform is missing (no keys), the connect form (the browser
// goes through Shopify's OAuth), or the connected shop with the orders imported from it and a way to
// disconnect it (after a confirmation saying what happens).
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Confirm, useCanAccess } from 'react-admin';
import { DateFormat, formatDate } from '../../shared/format.ts';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { t } from '../i18n/t.ts';

type Integration = components['schemas']['ShopifyIntegration'];

export function ShopifyCard() {
  const [state, setState] = useState<{ data?: Integration; error?: string }>({});
  const [shop, setShop] = useState('');
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const [confirming, setConfirming] = useState(false);
  const [disconnecting, setDisconnecting] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'warning' | 'error'; text: string } | null>(
    null,
  );
  const { canAccess: canDisconnect } = useCanAccess({ resource: 'integrations', action: 'delete' });

  const load = () =>
    call(api.GET('/api/v1/integrations/shopify')).then((r) =>
      setState(r.ok ? { data: r.data } : { error: r.error.message }),
    );
  useEffect(() => {
    void load();
  }, []);

  const disconnect = async () => {
    setDisconnecting(true);
    const result = await call(api.DELETE('/api/v1/integrations/shopify'));
    setDisconnecting(false);
    setConfirming(false);
    if (!result.ok) return setNotice({ severity: 'error', text: result.error.message });
    const { shop: name, revoked } = result.data;
    setNotice(
      revoked === 'failed'
        ? { severity: 'warning', text: t('portal.integrations.disconnect_unconfirmed', { shop: name }) }
        : { severity: 'success', text: t('portal.integrations.disconnected', { shop: name }) },
    );
    await load();
  };

  const connect = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setFormError(null);
    const result = await call(
      api.POST('/api/v1/integrations/shopify/install', { body: { shop: shop.trim() } }),
    );
    setSending(false);
    if (!result.ok) return setFormError(result.error.fields?.[0]?.message ?? result.error.message);
    window.location.assign(result.data.authorize_url);
  };

  const data = state.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="shopify-heading">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography id="shopify-heading" variant="h6" component="h2">
              Shopify
            </Typography>
            {data?.shop?.status === 'installed' && (
              <Chip size="small" color="success" label={t('portal.integrations.connected')} />
            )}
          </Stack>
          <Typography color="text.secondary">{t('portal.integrations.shopify_purpose')}</Typography>
          {!data && !state.error && (
            <CircularProgress size={24} aria-label={t('portal.integrations.loading')} />
          )}
          {state.error && <Alert severity="error">{state.error}</Alert>}
          {data && !data.configured && (
            <Alert severity="info">
              {t('portal.integrations.missing', { keys: data.missing.join(', ') })}
            </Alert>
          )}
          {notice && (
            <Alert severity={notice.severity} role="status">
              {notice.text}
            </Alert>
          )}
          {data?.shop?.status === 'installed' && (
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography>
                {t('portal.integrations.connected_shop', {
                  shop: data.shop.shop,
                  date: formatDate(data.shop.installed_at, DateFormat.short),
                  count: data.orders_imported,
                })}
              </Typography>
              {canDisconnect && (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setConfirming(true)}
                  sx={{ flexShrink: 0 }}
                >
                  {t('portal.integrations.disconnect')}
                </Button>
              )}
              <Confirm
                isOpen={confirming}
                loading={disconnecting}
                title={t('portal.integrations.disconnect_title', { shop: data.shop.shop })}
                content={t('portal.integrations.disconnect_confirm')}
                confirm={
                  disconnecting ? t('portal.integrations.disconnecting') : t('portal.integrations.disconnect')
                }
                onConfirm={() => void disconnect()}
                onClose={() => setConfirming(false)}
              />
            </Stack>
          )}
          {data?.configured && data.shop?.status !== 'installed' && (
            <Box component="form" onSubmit={connect} noValidate>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'flex-start' } }}
              >
                <TextField
                  label={t('portal.integrations.shop')}
                  placeholder="your-store.myshopify.com"
                  value={shop}
                  onChange={(e) => setShop(e.target.value)}
                  error={!!formError}
                  helperText={formError ?? t('portal.integrations.shop_help')}
                  size="small"
                  sx={{ minWidth: { sm: 320 } }}
                  required
                />
                <Button
                  type="submit"
                  variant="contained"
                  disabled={sending || !shop.trim()}
                  sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
                >
                  {sending ? t('portal.integrations.connecting') : t('portal.integrations.connect')}
                </Button>
              </Stack>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
