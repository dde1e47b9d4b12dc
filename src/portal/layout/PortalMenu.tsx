// The sidebar menu: docs/product.md#routes-portal-menu's items, derived from the declarations (registry.ts:
// menuOf), in the
// declared order; each shown only to users allowed to view it (the shared permission function), named in the
// user's language (navigation.<segment>, i18n/en.ts).
import { Menu, useBasename, useTranslate } from 'react-admin';
import { visibleMenuOf } from '../resources/registry.ts';
import { iconOf } from '../resources/icons.tsx';
import { usePortalKind } from '../resources/portal-kind.ts';
import { useSession } from '../use-session.ts';

export function PortalMenu() {
  const basename = useBasename();
  const translate = useTranslate();
  const visible = visibleMenuOf(usePortalKind(), useSession()?.role);
  return (
    // A long name wraps rather than being cut ("Tablero de trabajos", "Órdenes de trabajo" in Spanish).
    <Menu
      aria-label={translate('portal.menu.main')}
      sx={{ pt: 1, '& .MuiTypography-noWrap': { whiteSpace: 'normal' } }}
    >
      {visible.map((item) => (
        <Menu.Item
          key={item.segment}
          to={`${basename}/${item.segment}`}
          primaryText={translate(`navigation.${item.segment}`, { _: item.label })}
          leftIcon={iconOf(item.icon)}
          data-testid={`menu-${item.segment}`}
        />
      ))}
    </Menu>
  );
}
