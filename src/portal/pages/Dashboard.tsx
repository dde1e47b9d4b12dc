// /portal/dashboard: greets the user by name with their store and role, and offers the sections they may
// open. The dashboard's figures come with a later issue.
import { Box, Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { AccessDenied, Title, useBasename, useTranslate } from 'react-admin';
import { canAccessSection, visibleMenuOf } from '../resources/registry.ts';
import { iconOf } from '../resources/icons.tsx';
import { fullNameOf, storeTitleOf, useSession } from '../use-session.ts';

export function Dashboard() {
  const session = useSession();
  const translate = useTranslate();
  const basename = useBasename();
  if (!canAccessSection(session?.role, 'dashboard', 'list')) return <AccessDenied />;
  const name = session?.user.first_name || fullNameOf(session);
  const store = storeTitleOf(session, translate('portal.platform_admin'));
  const role = translate(`portal.roles.${session?.role.role_id ?? ''}`, { _: '' });
  const shortcuts = visibleMenuOf('store', session?.role).filter((item) => item.segment !== 'dashboard');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate('portal.menu.dashboard')} />
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom data-testid="dashboard-greeting">
            {translate('portal.dashboard.greeting', { name })}
          </Typography>
          <Typography color="text.secondary" data-testid="dashboard-context">
            {session?.store
              ? translate('portal.dashboard.signed_in', { store, role: role.toLowerCase() })
              : translate('portal.dashboard.signed_in_platform', { role: role.toLowerCase() })}
          </Typography>
        </CardContent>
      </Card>
      {shortcuts.length ? (
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {translate('portal.dashboard.shortcuts')}
          </Typography>
          <Grid container spacing={2}>
            {shortcuts.map((item) => (
              <Grid key={item.segment} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                <Card sx={{ height: '100%' }}>
                  <CardActionArea
                    component={RouterLink}
                    to={`${basename}/${item.segment}`}
                    sx={{ height: '100%' }}
                  >
                    <CardContent
                      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'primary.main' }}
                    >
                      {iconOf(item.icon)}
                      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{item.label}</Typography>
                    </CardContent>
                  </CardActionArea>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Stack>
      ) : null}
    </Box>
  );
}
