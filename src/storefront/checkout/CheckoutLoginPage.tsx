// /checkout-login — before checkout: log in, create an account, or continue as a guest (the order records
// a guest customer). A signed-in customer goes straight on to /checkout. Hand-built (checkout.css, the
// shell's ui/): no styling library.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { setSession } from '../../client/session.ts';
import { logIn } from '../../shell/auth/log-in.ts';
import { validateLogin, type LoginErrors } from '../../shell/auth/login-validation.ts';
import { useSession } from '../../shell/use-session.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { PageFrame } from '../../shell/data/PageStates.tsx';
import { Button, ButtonLink } from '../../shell/ui/Button.tsx';
import { TextInput } from '../../shell/ui/Field.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import './checkout.css';

export default function CheckoutLoginPage() {
  usePageTitle('Checkout');
  const session = useSession();
  if (session?.customer) return <Navigate to="/checkout" replace />;
  return (
    <PageFrame title="Checkout" width="lg">
      <div className="sf-checkout-login">
        <CheckoutLoginForm />
        <section className="sf-panel sf-checkout-login__guest" aria-labelledby="checkout-guest">
          <h2 id="checkout-guest" className="sf-panel__title sf-checkout-login__title">
            Continue as a guest
          </h2>
          <p className="sf-secondary">No account needed: we mail your confirmation and tracking link.</p>
          <ButtonLink to="/checkout?guest=1" variant="primary" size="large" wide>
            Continue as guest
          </ButtonLink>
        </section>
      </div>
    </PageFrame>
  );
}

function CheckoutLoginForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
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
    setSession(result.data);
    navigate('/checkout', { replace: true });
  }

  return (
    <section className="sf-panel" aria-labelledby="checkout-log-in">
      <h2 id="checkout-log-in" className="sf-panel__title sf-checkout-login__title">
        Log in
      </h2>
      <p className="sf-secondary">Log in to use your details and follow the order in your account.</p>
      <form noValidate aria-labelledby="checkout-log-in" onSubmit={(e) => void submit(e)}>
        <div className="sf-stack">
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
          <div aria-live="assertive">
            {failure ? (
              <Notice kind="error" testId="login-error">
                {failure}
              </Notice>
            ) : null}
          </div>
          <Button type="submit" variant="primary" size="large" wide disabled={submitting}>
            {submitting ? <Spinner /> : null}
            {submitting ? 'Logging in...' : 'Log in'}
          </Button>
        </div>
      </form>
      <p className="sf-secondary sf-small sf-checkout-login__footer">
        New here?{' '}
        <RouterLink to="/create-account" className="sf-link">
          Create an account
        </RouterLink>
      </p>
    </section>
  );
}
