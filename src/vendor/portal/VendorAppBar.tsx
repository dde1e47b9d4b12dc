// The vendor portal's app bar: the navigation toggle on small screens, the vendor's name, who is signed in,
// and Log out.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppBar, Box, Button, CircularProgress, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { fullName } from '../../shared/format.ts';
import { logOut } from '../../shell/auth/log-out.ts';
import { useSession } from '../../shell/use-session.ts';

export function VendorAppBar({
  onOpenNav,
  showMenuButton,
}: {
  onOpenNav: () => void;
  showMenuButton: boolean;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);

  async function leave() {
    setLeaving(true);
    await logOut();
    // Spec section 6: logged-out vendors go to /login.
    navigate('/login', { replace: true });
  }

  return (
    <AppBar
      data-wl-surface="top-bar"
      position="fixed"
      elevation={0}
      sx={{
        zIndex: (theme) => theme.zIndex.drawer + 1,
        backgroundColor: 'var(--wl-top-bar)',
        color: 'var(--wl-top-bar-text)',
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {showMenuButton && (
          <IconButton color="inherit" edge="start" aria-label="Open navigation" onClick={onOpenNav}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography component="p" variant="h6" noWrap sx={{ flex: 1, fontWeight: 700 }}>
          {session?.user.vendor?.name ?? 'Vendor portal'}
        </Typography>
        {session && (
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, opacity: 0.9 }}>
            {fullName(session.user.first_name, session.user.last_name)}
          </Box>
        )}
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          onClick={() => void leave()}
          disabled={leaving}
          startIcon={leaving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          sx={{ borderColor: 'currentColor', '&.Mui-disabled': { color: 'inherit', opacity: 0.7 } }}
        >
          {leaving ? 'Logging out...' : 'Log out'}
        </Button>
      </Toolbar>
    </AppBar>
  );
}
