// The vendor app's login (vendor owner and vendor staff). After login: onboarding first, then where the user
// was sent from, else the dashboard.
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { Container, Link, Stack, Typography } from '@mui/material';
import { getSession, setSession, takeRememberedPath } from '../../client/session.ts';
import { LoginForm } from '../../shell/auth/LoginForm.tsx';
import { logIn } from '../../shell/auth/log-in.ts';
import { dashboardPath } from '../../shell/vendor-paths.ts';
import { landingAfterLogin } from './after-login.ts';

export default function VendorLoginPage() {
  const navigate = useNavigate();
  // Only a user already signed in when the page opens is sent on; a fresh login navigates itself.
  const [signedInOnArrival] = useState(() => getSession() !== null);
  if (signedInOnArrival) return <Navigate to={dashboardPath} replace />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 10 }, px: { xs: 2, sm: 3 } }}>
      <LoginForm
        title="Vendor log in"
        subtitle="Sign in to manage your work orders, estimates and customers."
        login={(email, password) => logIn('vendor', email, password)}
        onSuccess={(session) => {
          const target = landingAfterLogin(session, takeRememberedPath());
          setSession(session);
          navigate(target, { replace: true });
        }}
        footer={
          <Stack spacing={1}>
            <Link component={RouterLink} to="/forgot-password">
              Forgot your password?
            </Link>
            <Typography variant="body2" color="text.secondary">
              New vendor?{' '}
              <Link component={RouterLink} to="/signup">
                Sign up
              </Link>
            </Typography>
          </Stack>
        }
      />
    </Container>
  );
}
