// The sidebar menu: spec section 2's items for the store owner (and the super admin); store staff see only
// the items whose module they may view.
import { Menu, useBasename, useTranslate } from 'react-admin';
import { canAccessSection } from '../access.ts';
import { useSession } from '../use-session.ts';
import { menuItems } from './menu-items.tsx';

export function PortalMenu() {
  const session = useSession();
  const basename = useBasename();
  const translate = useTranslate();
  const visible = menuItems.filter((item) => canAccessSection(session?.role, item.section, 'list'));
  return (
    <Menu aria-label={translate('portal.menu.main')} sx={{ pt: 1 }}>
      {visible.map((item) => (
        <Menu.Item
          key={item.section}
          to={`${basename}/${item.section}`}
          primaryText={`portal.menu.${item.section}`}
          leftIcon={item.icon}
          data-testid={`menu-${item.section}`}
        />
      ))}
    </Menu>
  );
}
