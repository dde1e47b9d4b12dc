// The header's cart link with its item count, read out in full to screen readers.
import { Link } from 'react-router-dom';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useCartCount } from '../cart/use-cart-count.ts';

export function CartLink() {
  const count = useCartCount();
  const { t } = useStoreWords();
  return (
    <Link
      to="/cart"
      className="sf-icon-button"
      aria-label={t('storefront.header.cart', { smart_count: count })}
      data-testid="cart-link"
    >
      <svg
        aria-hidden
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M6 7h12l-1 13H7L6 7z" />
        <path d="M9 9V6a3 3 0 0 1 6 0v3" />
      </svg>
      <span className="sf-badge" data-testid="cart-count">
        {count}
      </span>
    </Link>
  );
}
