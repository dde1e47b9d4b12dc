// The storefront login: customers sign in to this store; success keeps the session and returns the customer
// to where they were sent from (or My Account). A signed-in customer goes straight to My Account.
// Hand-built on the account card (../accounts/AccountFormCard.tsx): no styling library.
import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom';
import { getSession, takeRememberedPath } from '../../client/session.ts';
import { isLoginPath } from '../../shell/forced-logout.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { AccountFormCard } from '../../shell/accounts/AccountFormCard.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { useCustomerLogin } from './use-customer-login.tsx';

export const accountPath = '/myaccount';

export default function LoginPage() {
  const { t } = useStoreWords();
  usePageTitle(t('storefront.login.title'));
  const navigate = useNavigate();
  const { name } = useWhiteLabel();
  // Only a customer already signed in when the page opens is sent on; a fresh login navigates itself.
  const [signedInOnArrival] = useState(() => getSession() !== null);
  const { fields, failure, submitting, submit } = useCustomerLogin(() => {
    const remembered = takeRememberedPath();
    navigate(remembered && !isLoginPath(remembered) ? remembered : accountPath, { replace: true });
  });
  if (signedInOnArrival) return <Navigate to={accountPath} replace />;

  return (
    <AccountFormCard
      title={t('storefront.login.title')}
      subtitle={t('storefront.login.welcome_back', { name })}
      submitLabel={submitting ? t('storefront.login.logging_in') : t('storefront.login.title')}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void submit()}
      footer={
        <>
          <RouterLink to="/forgot-password" className="sf-link">
            {t('storefront.login.forgot')}
          </RouterLink>
          <p className="sf-secondary sf-small">
            {t('storefront.login.new_here')}{' '}
            <RouterLink to="/create-account" className="sf-link">
              {t('storefront.login.create_account')}
            </RouterLink>
          </p>
        </>
      }
    >
      {fields}
    </AccountFormCard>
  );
}
