// The vendor portal's left navigation: the menu entries of the pages this role may see (spec section 6).
import { NavLink } from 'react-router-dom';
import { List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { canSeeVendorPage } from './access.ts';
import { vendorPortalPages } from './pages.tsx';

export function VendorNav({ roleId, onNavigate }: { roleId: number | null; onNavigate?: () => void }) {
  const entries = vendorPortalPages.filter((page) => page.menu && canSeeVendorPage(roleId, page.access));
  return (
    <List component="nav" aria-label="Vendor portal" data-testid="vendor-nav" sx={{ px: 1 }}>
      {entries.map((page) => (
        <ListItemButton
          key={page.path}
          component={NavLink}
          to={`/portal/${page.path}`}
          onClick={onNavigate}
          sx={{
            borderRadius: 1,
            mb: 0.5,
            '&.active': { backgroundColor: 'var(--wl-button)', color: 'var(--wl-button-text)' },
            '&.active .MuiListItemIcon-root': { color: 'inherit' },
          }}
        >
          <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{page.menu?.icon}</ListItemIcon>
          <ListItemText primary={page.menu?.label} />
        </ListItemButton>
      ))}
    </List>
  );
}
