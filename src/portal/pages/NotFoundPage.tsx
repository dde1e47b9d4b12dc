// docs/product.md#routes-not-found's not-found page for platform-host paths no route claims.
import { Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../i18n/t.ts';
import { PublicPage } from './PublicPage.tsx';

export function NotFoundPage() {
  return (
    <PublicPage title={t('portal.not_found.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h5" component="h1">
          {t('portal.not_found.title')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('portal.not_found.action')}
        </Button>
      </Stack>
    </PublicPage>
  );
}
