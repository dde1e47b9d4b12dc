// My Account: greets the signed-in customer by name, links to their orders, addresses and profile, and logs
// them out. Hand-built (account.css).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fullName } from '../../shared/format.ts';
import { logOut } from '../../shell/auth/log-out.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useSession } from '../../shell/use-session.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { Button, ButtonLink } from '../../shell/ui/Button.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import '../../shell/accounts/accounts.css';
import './account.css';

export default function AccountHomePage() {
  const { t } = useStoreWords();
  usePageTitle(t('storefront.account.title'));
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
    <div className="sf-container sf-account">
      <div className="sf-panel sf-account__card">
        <h1 className="sf-page__title sf-account__title" data-testid="account-greeting">
          {t('storefront.account.hello', { name: fullName(user.first_name, user.last_name) || user.email })}
        </h1>
        <p className="sf-secondary sf-account-home__email">
          {t('storefront.account.logged_in_as', { email: user.email })}
        </p>
        <nav className="sf-account-home__links" aria-label={t('storefront.account.title')}>
          <ButtonLink to="/myaccount/orders" variant="outlined">
            {t('storefront.account.my_orders')}
          </ButtonLink>
          <ButtonLink to="/myaccount/addresses" variant="outlined">
            {t('storefront.account.my_addresses')}
          </ButtonLink>
          <ButtonLink to="/myaccount/profile" variant="outlined">
            {t('storefront.account.profile')}
          </ButtonLink>
          <Button variant="primary" onClick={() => void leave()} disabled={leaving}>
            {leaving ? <Spinner /> : null}
            {leaving ? t('storefront.account.logging_out') : t('storefront.account.log_out')}
          </Button>
        </nav>
      </div>
    </div>
  );
}
