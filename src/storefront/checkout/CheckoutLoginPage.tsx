// /checkout-login — before checkout: log in, create an account, or continue as a guest (the order records
// a guest customer). A signed-in customer goes straight on to /checkout. Hand-built (checkout.css, the
// shell's ui/): no styling library.
import type { FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { useSession } from '../../shell/use-session.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { PageFrame } from '../../shell/data/PageStates.tsx';
import { Button, ButtonLink } from '../../shell/ui/Button.tsx';
import { useCustomerLogin } from '../login/use-customer-login.tsx';
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
  const { fields, failure, submitting, submit } = useCustomerLogin(() =>
    navigate('/checkout', { replace: true }),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <section className="sf-panel" aria-labelledby="checkout-log-in">
      <h2 id="checkout-log-in" className="sf-panel__title sf-checkout-login__title">
        Log in
      </h2>
      <p className="sf-secondary">Log in to use your details and follow the order in your account.</p>
      <form noValidate aria-labelledby="checkout-log-in" onSubmit={onSubmit}>
        <div className="sf-stack">
          {fields}
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
