// /portal/integrations: the store's connections to the systems it already runs — Shopify (orders come in)
// and outgoing webhooks (order, work-order, estimate and charge events go out, signed).
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title } from 'react-admin';
import { t } from '../i18n/t.ts';
import { ShopifyCard } from './ShopifyCard.tsx';

export function IntegrationsPage() {
  return (
    <Stack spacing={2} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 880 }}>
      <Title title={t('portal.menu.integrations')} />
      <Typography variant="h5" component="h1">
        {t('portal.integrations.title')}
      </Typography>
      <ShopifyCard />
      <Card variant="outlined" component="section" aria-labelledby="webhooks-heading">
        <CardContent>
          <Stack spacing={1}>
            <Typography id="webhooks-heading" variant="h6" component="h2">
              {t('portal.integrations.webhooks')}
            </Typography>
            <Typography color="text.secondary">{t('portal.integrations.webhooks_purpose')}</Typography>
            <Stack direction="row" spacing={1.5} sx={{ pt: 1, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/portal/webhooks" variant="contained">
                {t('portal.integrations.endpoints')}
              </Button>
              <Button component={RouterLink} to="/portal/webhook-deliveries" variant="outlined">
                {t('portal.integrations.deliveries')}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
