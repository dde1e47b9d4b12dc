// The storefront login: customers sign in to this store; success keeps the session and returns the customer
// to where they were sent from (or My Account). A signed-in customer goes straight to My Account.
// Hand-built on the account card (../accounts/AccountFormCard.tsx): no styling library.
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { getSession, setSession, takeRememberedPath } from '../../client/session.ts';
import { logIn } from '../../shell/auth/log-in.ts';
import { validateLogin, type LoginErrors } from '../../shell/auth/login-validation.ts';
import { isLoginPath } from '../../shell/forced-logout.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { AccountFormCard } from '../../shell/accounts/AccountFormCard.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { TextInput } from '../../shell/ui/Field.tsx';

export const accountPath = '/myaccount';

export default function LoginPage() {
  usePageTitle('Log in');
  const navigate = useNavigate();
  const { name } = useWhiteLabel();
  // Only a customer already signed in when the page opens is sent on; a fresh login navigates itself.
  const [signedInOnArrival] = useState(() => getSession() !== null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  if (signedInOnArrival) return <Navigate to={accountPath} replace />;

  async function submit() {
    const found = validateLogin({ email, password });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const result = await logIn('storefront', email, password);
    setSubmitting(false);
    if (!result.ok) {
      setFailure(result.error.message);
      return;
    }
    const remembered = takeRememberedPath();
    setSession(result.data);
    navigate(remembered && !isLoginPath(remembered) ? remembered : accountPath, { replace: true });
  }

  return (
    <AccountFormCard
      title="Log in"
      subtitle={`Welcome back to ${name}.`}
      submitLabel={submitting ? 'Logging in...' : 'Log in'}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void submit()}
      footer={
        <>
          <RouterLink to="/forgot-password" className="sf-link">
            Forgot your password?
          </RouterLink>
          <p className="sf-secondary sf-small">
            New here?{' '}
            <RouterLink to="/create-account" className="sf-link">
              Create an account
            </RouterLink>
          </p>
        </>
      }
    >
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <TextInput
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
    </AccountFormCard>
  );
}
