// The header's cart link with its item count, read out in full to screen readers.
import { Link as RouterLink } from 'react-router-dom';
import { Badge, IconButton } from '@mui/material';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useCartCount } from '../cart/use-cart-count.ts';

export function CartLink() {
  const count = useCartCount();
  return (
    <IconButton
      component={RouterLink}
      to="/cart"
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      data-testid="cart-link"
      sx={{ color: 'inherit', width: 44, height: 44 }}
    >
      <Badge
        badgeContent={count}
        showZero
        data-testid="cart-count"
        sx={{ '& .MuiBadge-badge': { backgroundColor: 'var(--wl-button)', color: 'var(--wl-button-text)' } }}
      >
        <ShoppingBagOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
