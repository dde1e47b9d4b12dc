// /portal/settings: the owner's Settings area — a tile for each resource the declarations place in it
// (addresses, price lists, insurance, commission rules, vendor invitations), shown to those who may view it.
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AccessDenied, Title, useBasename, useTranslate } from 'react-admin';
import { areaResources, canAccessSection } from '../resources/registry.ts';
import { iconOf } from '../resources/icons.tsx';
import { useSession } from '../use-session.ts';

export function SettingsPage() {
  const session = useSession();
  const translate = useTranslate();
  const basename = useBasename();
  if (!canAccessSection(session?.role, 'settings', 'list')) return <AccessDenied />;
  const tiles = areaResources('store', 'settings').filter((r) =>
    canAccessSection(session?.role, r.segment, 'list'),
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('portal.menu.settings')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('portal.menu.settings')}
      </Typography>
      <Grid container spacing={2} data-testid="settings-tiles">
        {tiles.map((r) => (
          <Grid key={r.segment} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`${basename}/${r.segment}`} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                  <Box sx={{ color: 'primary.main', mt: 0.25 }}>{iconOf(r.view.icon)}</Box>
                  <Box>
                    <Typography sx={{ fontWeight: 600 }}>{r.view.label.many}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {r.view.purpose}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
