// The storefront login: customers sign in to this store; success keeps the session and returns the customer
// to where they were sent from (or My Account). A signed-in customer goes straight to My Account.
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { Container, Link, Stack, Typography } from '@mui/material';
import { getSession, setSession, takeRememberedPath } from '../../client/session.ts';
import { LoginForm } from '../../shell/auth/LoginForm.tsx';
import { logIn } from '../../shell/auth/log-in.ts';
import { isLoginPath } from '../../shell/forced-logout.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';

export const accountPath = '/myaccount';

export default function LoginPage() {
  const navigate = useNavigate();
  const { name } = useWhiteLabel();
  // Only a customer already signed in when the page opens is sent on; a fresh login navigates itself.
  const [signedInOnArrival] = useState(() => getSession() !== null);
  if (signedInOnArrival) return <Navigate to={accountPath} replace />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 }, px: { xs: 2, sm: 3 } }}>
      <LoginForm
        title="Log in"
        subtitle={`Welcome back to ${name}.`}
        login={(email, password) => logIn('storefront', email, password)}
        onSuccess={(next) => {
          const remembered = takeRememberedPath();
          setSession(next);
          navigate(remembered && !isLoginPath(remembered) ? remembered : accountPath, { replace: true });
        }}
        footer={
          <Stack spacing={1}>
            <Link component={RouterLink} to="/forgot-password">
              Forgot your password?
            </Link>
            <Typography variant="body2" color="text.secondary">
              New here?{' '}
              <Link component={RouterLink} to="/create-account">
                Create an account
              </Link>
            </Typography>
          </Stack>
        }
      />
    </Container>
  );
}
