// /checkout-login — before checkout: log in, create an account, or continue as a guest (the order records
// a guest customer). A signed-in customer goes straight on to /checkout.
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { Box, Button, Divider, Link, Paper, Typography } from '@mui/material';
import { setSession } from '../../client/session.ts';
import { LoginForm } from '../../shell/auth/LoginForm.tsx';
import { logIn } from '../../shell/auth/log-in.ts';
import { useSession } from '../../shell/use-session.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { PageFrame } from '../../shell/data/PageStates.tsx';

export default function CheckoutLoginPage() {
  usePageTitle('Checkout');
  const navigate = useNavigate();
  const session = useSession();
  if (session?.customer) return <Navigate to="/checkout" replace />;
  return (
    <PageFrame title="Checkout" width="lg">
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <LoginForm
          title="Log in"
          subtitle="Log in to use your details and follow the order in your account."
          login={(email, password) => logIn('storefront', email, password)}
          onSuccess={(next) => {
            setSession(next);
            navigate('/checkout', { replace: true });
          }}
          footer={
            <Typography variant="body2">
              New here?{' '}
              <Link component={RouterLink} to="/create-account">
                Create an account
              </Link>
            </Typography>
          }
        />
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderColor: 'var(--wl-border)' }}>
          <Typography component="h2" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
            Continue as a guest
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            No account needed: we mail your confirmation and tracking link.
          </Typography>
          <Divider sx={{ mb: 2 }} />
          <Button
            fullWidth
            size="large"
            variant="contained"
            className="wl-button"
            component={RouterLink}
            to="/checkout?guest=1"
          >
            Continue as guest
          </Button>
        </Paper>
      </Box>
    </PageFrame>
  );
}
