// The header's account actions (docs/product.md#routes-storefront-header): the cart with its count, and Log
// in and Sign Up for guests
// or My Account for a signed-in customer.
import { Link } from 'react-router-dom';
import { useSession } from '../../shell/use-session.ts';
import { CartLink } from './CartLink.tsx';

export function HeaderActions() {
  const session = useSession();
  return (
    <nav aria-label="Store" className="sf-header__actions">
      <CartLink />
      {session ? (
        <Link to="/myaccount" className="shell-button shell-button--small wl-button">
          My Account
        </Link>
      ) : (
        <>
          <Link to="/login" className="shell-button shell-button--small">
            Log in
          </Link>
          <Link to="/create-account" className="shell-button shell-button--small wl-button">
            Sign Up
          </Link>
        </>
      )}
    </nav>
  );
}
