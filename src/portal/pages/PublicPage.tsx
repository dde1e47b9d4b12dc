// The frame of the portal's pages outside react-admin (login, onboarding, not found): the portal theme, a
// quiet background and a centred card with the product's mark.
import { Box, CssBaseline, Paper, Stack, ThemeProvider, Typography } from '@mui/material';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useEffect, type ReactNode } from 'react';
import { portalMuiTheme } from '../theme.ts';
import { t } from '../i18n/t.ts';

export function PublicPage({
  title,
  children,
  width = 440,
}: {
  title: string;
  children: ReactNode;
  width?: number;
}) {
  useEffect(() => {
    document.title = `${title} · ${t('portal.product')}`;
  }, [title]);
  return (
    <ThemeProvider theme={portalMuiTheme}>
      <CssBaseline />
      <Box
        component="main"
        sx={{
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          px: 2,
          py: 6,
          background: 'linear-gradient(180deg, #e8efee 0%, #f5f7f8 45%)',
        }}
      >
        <Stack spacing={3} sx={{ width: '100%', maxWidth: width }}>
          <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', justifyContent: 'center' }}>
            <Box
              aria-hidden
              sx={{
                width: 36,
                height: 36,
                borderRadius: 2,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <StorefrontOutlined fontSize="small" />
            </Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'text.primary' }}>
              {t('portal.product')}
            </Typography>
          </Stack>
          <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
            {children}
          </Paper>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
