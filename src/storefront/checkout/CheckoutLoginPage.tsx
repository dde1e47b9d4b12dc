// /checkout-login — before checkout: log in, create an account, or continue as a guest (the order records
// a guest customer). A signed-in customer goes straight on to /checkout. Hand-built (checkout.css, the
// shell's ui/): no styling library.
import type { FormEvent } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useSession } from '../../shell/use-session.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { PageFrame } from '../../shell/data/PageStates.tsx';
import { Button, ButtonLink } from '../../shell/ui/Button.tsx';
import { useCustomerLogin } from '../login/use-customer-login.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import './checkout.css';

export default function CheckoutLoginPage() {
  const { t } = useStoreWords();
  usePageTitle(t('storefront.checkout.title'));
  const session = useSession();
  if (session?.customer) return <Navigate to="/checkout" replace />;
  return (
    <PageFrame title={t('storefront.checkout.title')} width="lg">
      <div className="sf-checkout-login">
        <CheckoutLoginForm />
        <section className="sf-panel sf-checkout-login__guest" aria-labelledby="checkout-guest">
          <h2 id="checkout-guest" className="sf-panel__title sf-checkout-login__title">
            {t('storefront.login.guest_title')}
          </h2>
          <p className="sf-secondary">{t('storefront.login.guest_text')}</p>
          <ButtonLink to="/checkout?guest=1" variant="primary" size="large" wide>
            {t('storefront.login.guest_button')}
          </ButtonLink>
        </section>
      </div>
    </PageFrame>
  );
}

function CheckoutLoginForm() {
  const navigate = useNavigate();
  const { t } = useStoreWords();
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
        {t('storefront.login.title')}
      </h2>
      <p className="sf-secondary">{t('storefront.login.checkout_text')}</p>
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
            {submitting ? t('storefront.login.logging_in') : t('storefront.login.title')}
          </Button>
        </div>
      </form>
      <p className="sf-secondary sf-small sf-checkout-login__footer">
        {t('storefront.login.new_here')}{' '}
        <RouterLink to="/create-account" className="sf-link">
          {t('storefront.login.create_account')}
        </RouterLink>
      </p>
    </section>
  );
}
