// The header's account actions (docs/product.md#routes-storefront-header): the cart with its count, and Log
// in and Sign Up for guests
// or My Account for a signed-in customer.
import { Link } from 'react-router-dom';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useSession } from '../../shell/use-session.ts';
import { CartLink } from './CartLink.tsx';

export function HeaderActions() {
  const session = useSession();
  const { t } = useStoreWords();
  return (
    <nav aria-label={t('storefront.header.store')} className="sf-header__actions">
      <CartLink />
      {session ? (
        <Link to="/myaccount" className="shell-button shell-button--small wl-button">
          {t('storefront.header.my_account')}
        </Link>
      ) : (
        <>
          <Link to="/login" className="shell-button shell-button--small">
            {t('storefront.header.log_in')}
          </Link>
          <Link to="/create-account" className="shell-button shell-button--small wl-button">
            {t('storefront.header.sign_up')}
          </Link>
        </>
      )}
    </nav>
  );
}
