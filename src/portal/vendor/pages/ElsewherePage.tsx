// A vendor portal page whose content another part of the product owns (plan, payment, billing, bill items:
// the subscription set up in onboarding): it says where that is done and leads there.
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';
import type { PortalPage } from '../../../shared/declarations/portal-pages.ts';

export function ElsewherePage({ page }: { page: PortalPage }) {
  const { elsewhere } = page;
  if (!elsewhere) return null;
  return (
    <Box sx={{ mt: 2, maxWidth: 640 }} data-testid="elsewhere-page">
      <Title title={page.label} />
      <Card>
        <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {page.label}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {elsewhere.sentence}
          </Typography>
          <Button component={RouterLink} to={elsewhere.path} variant="contained">
            {elsewhere.action}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
