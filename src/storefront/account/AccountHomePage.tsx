// My Account: greets the signed-in customer by name, links to their orders, addresses and profile, and logs
// them out.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { fullName } from '../../shared/format.ts';
import { logOut } from '../../shell/auth/log-out.ts';
import { useSession } from '../../shell/use-session.ts';

export default function AccountHomePage() {
  const session = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  if (!session) return null;
  const { user } = session;

  async function leave() {
    setLeaving(true);
    await logOut();
    // docs/product.md#roles-logged-out: logged-out customers go to the login page.
    navigate('/login', { replace: true });
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderColor: 'var(--wl-border)' }}>
        <Typography variant="h1" sx={{ mb: 1 }} data-testid="account-greeting">
          Hello, {fullName(user.first_name, user.last_name) || user.email}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          You are logged in as {user.email}.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to="/myaccount/orders" variant="outlined">
            My orders
          </Button>
          <Button component={RouterLink} to="/myaccount/addresses" variant="outlined">
            My addresses
          </Button>
          <Button component={RouterLink} to="/myaccount/profile" variant="outlined">
            Profile and password
          </Button>
          <Button
            variant="contained"
            className="wl-button"
            onClick={() => void leave()}
            disabled={leaving}
            startIcon={leaving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {leaving ? 'Logging out...' : 'Log out'}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
