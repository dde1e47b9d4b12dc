// The vendor portal's frame: app bar on top, the left navigation (a permanent drawer on wide screens, a
// temporary one on phones), and the page, which keeps the frame even when it fails to load.
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box, Drawer, Toolbar, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { ErrorBoundary } from '../../shell/ErrorBoundary.tsx';
import { LoadingScreen } from '../../shell/LoadingScreen.tsx';
import { useSession } from '../../shell/use-session.ts';
import { VendorAppBar } from './VendorAppBar.tsx';
import { VendorNav } from './VendorNav.tsx';

const drawerWidth = 248;
const paperSx = {
  width: drawerWidth,
  boxSizing: 'border-box',
  backgroundColor: 'var(--wl-background)',
  borderRight: '1px solid var(--wl-border)',
} as const;

export function VendorPortalLayout() {
  const { pathname } = useLocation();
  const roleId = useSession()?.role.role_id ?? null;
  const [open, setOpen] = useState(false);
  // One navigation in the page: permanent on wide screens, a temporary drawer on phones.
  const wide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  return (
    <Box
      data-testid="page-background"
      sx={{ display: 'flex', minHeight: '100dvh', backgroundColor: 'var(--wl-background)' }}
    >
      <VendorAppBar onOpenNav={() => setOpen(true)} showMenuButton={!wide} />
      {wide ? (
        <Drawer
          variant="permanent"
          open
          sx={{ width: drawerWidth, flexShrink: 0, '& .MuiDrawer-paper': paperSx }}
        >
          <Toolbar />
          <VendorNav roleId={roleId} />
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          sx={{ '& .MuiDrawer-paper': paperSx }}
        >
          <Toolbar />
          <VendorNav roleId={roleId} onNavigate={() => setOpen(false)} />
        </Drawer>
      )}
      <Box component="main" id="main" sx={{ flex: 1, minWidth: 0 }}>
        <Toolbar />
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingScreen fullHeight={false} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
    </Box>
  );
}
