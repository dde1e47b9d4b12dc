// Shopify on /portal/integrations: what the platform is missing (no keys), the connect form (the browser
// goes through Shopify's OAuth), or the connected shop with the orders imported from it.
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
import dayjs from 'dayjs';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { t } from '../i18n/t.ts';

type Integration = components['schemas']['ShopifyIntegration'];

export function ShopifyCard() {
  const [state, setState] = useState<{ data?: Integration; error?: string }>({});
  const [shop, setShop] = useState('');
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    void call(api.GET('/api/v1/integrations/shopify')).then((r) =>
      setState(r.ok ? { data: r.data } : { error: r.error.message }),
    );
  }, []);

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
          {data?.shop?.status === 'installed' && (
            <Typography>
              {t('portal.integrations.connected_shop', {
                shop: data.shop.shop,
                date: dayjs(data.shop.installed_at).format('MMM D, YYYY'),
                count: data.orders_imported,
              })}
            </Typography>
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
