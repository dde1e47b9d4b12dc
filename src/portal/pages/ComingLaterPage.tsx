// A designed stand-in for an onboarding or account page that a later issue brings.
import { Box, Button, Stack, Typography } from '@mui/material';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../i18n/t.ts';
import type { ComingLaterRoute } from './onboarding-routes.ts';
import { PublicPage } from './PublicPage.tsx';

export function ComingLaterPage({ title, what }: Omit<ComingLaterRoute, 'path'>) {
  return (
    <PublicPage title={title}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="coming-later">
        <Box
          aria-hidden
          sx={{
            width: 44,
            height: 44,
            borderRadius: '50%',
            bgcolor: '#e8efee',
            color: 'primary.main',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <ConstructionOutlined />
        </Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{t('portal.placeholder.later', { what })}</Typography>
        <Button component={RouterLink} to="/portal/login" variant="outlined">
          {t('portal.placeholder.home')}
        </Button>
      </Stack>
    </PublicPage>
  );
}
