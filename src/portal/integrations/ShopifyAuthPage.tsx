// /shopify-auth: where Shopify's install returns the browser (through the server's verified callback).
import { Alert, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { t } from '../i18n/t.ts';
import { PublicPage } from '../pages/PublicPage.tsx';

export function ShopifyAuthPage() {
  const [params] = useSearchParams();
  const connected = params.get('status') === 'connected';
  return (
    <PublicPage title={t('portal.integrations.shopify_auth')}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('portal.integrations.shopify_auth')}
        </Typography>
        {connected ? (
          <Alert severity="success">
            {t('portal.integrations.installed', { shop: params.get('shop') ?? '' })}
          </Alert>
        ) : (
          <Alert severity="warning">{t('portal.integrations.not_installed')}</Alert>
        )}
        <Button component={RouterLink} to="/portal/integrations" variant="contained">
          {t('portal.integrations.open')}
        </Button>
      </Stack>
    </PublicPage>
  );
}
