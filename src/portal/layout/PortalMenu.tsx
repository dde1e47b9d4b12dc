// The sidebar menu: spec section 2's items, derived from the declarations (registry.ts: menuOf), in the
// declared order; each shown only to users allowed to view it (the shared permission function).
import { Menu, useBasename, useTranslate } from 'react-admin';
import { menuOf } from '../resources/registry.ts';
import { iconOf } from '../resources/icons.tsx';
import { usePortalKind, useSectionAccess } from '../resources/portal-kind.ts';

const menus = { store: menuOf('store'), vendor: menuOf('vendor') };

export function PortalMenu() {
  const may = useSectionAccess();
  const basename = useBasename();
  const translate = useTranslate();
  const visible = menus[usePortalKind()].filter((item) => may(item.segment, 'list'));
  return (
    <Menu aria-label={translate('portal.menu.main')} sx={{ pt: 1 }}>
      {visible.map((item) => (
        <Menu.Item
          key={item.segment}
          to={`${basename}/${item.segment}`}
          primaryText={item.label}
          leftIcon={iconOf(item.icon)}
          data-testid={`menu-${item.segment}`}
        />
      ))}
    </Menu>
  );
}
