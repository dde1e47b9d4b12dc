// The vendor app's login (vendor owner and vendor staff), hand-built (src/shell/auth/StaffLoginPage.tsx): the
// app's first route loads no MUI. After login: onboarding first, then where the user was sent from, else the
// dashboard.
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { getSession, setSession, takeRememberedPath } from '../../client/session.ts';
import { logIn } from '../../shell/auth/log-in.ts';
import { StaffLoginPage } from '../../shell/auth/StaffLoginPage.tsx';
import { dashboardPath } from '../../shell/vendor-paths.ts';
import { landingAfterLogin } from './after-login.ts';

export default function VendorLoginPage({ preload }: { preload: () => void }) {
  const navigate = useNavigate();
  // Only a user already signed in when the page opens is sent on; a fresh login navigates itself.
  const [signedInOnArrival] = useState(() => getSession() !== null);
  if (signedInOnArrival) return <Navigate to={dashboardPath} replace />;

  return (
    <StaffLoginPage
      words={{
        title: 'Vendor log in',
        subtitle: 'Sign in to manage your work orders, estimates and customers.',
        email: 'Email',
        password: 'Password',
        submit: 'Log in',
        submitting: 'Logging in...',
        showPassword: 'Show password',
        hidePassword: 'Hide password',
      }}
      signIn={async (email, password) => {
        // The vendor app's pages (on MUI) load while the server checks the password.
        preload();
        const result = await logIn('vendor', email, password);
        if (!result.ok) return result.error.message;
        const target = landingAfterLogin(result.data, takeRememberedPath());
        setSession(result.data);
        navigate(target, { replace: true });
        return null;
      }}
      footer={
        <>
          <RouterLink to="/forgot-password">Forgot your password?</RouterLink>
          <p>
            New vendor? <RouterLink to="/signup">Sign up</RouterLink>
          </p>
        </>
      }
    />
  );
}
