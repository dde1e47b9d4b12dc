// The app bar: the store's name as the title (the super admin: "Platform admin"), the current page's title
// beside it, the user's language (LanguageMenu.tsx), and the profile menu — the profile page of the user's role, then Log out.
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import {
  AppBar,
  LoadingIndicator,
  Logout,
  TitlePortal,
  UserMenu,
  useBasename,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { NotificationBell } from '../../shell/notifications/NotificationBell.tsx';
import type { AppNotification } from '../../shell/notifications/notification-api.ts';
import { portalTitleOf, useSession } from '../use-session.ts';
import { hasStoredPermissions, isVendorSide, may } from '../../shared/permission-registry.ts';
import type { SessionRole } from '../../shared/permissions.ts';
import type { PortalKind } from '../../shared/declarations/declare.ts';
import { detailSegmentOf } from '../resources/registry.ts';
import { usePortalKind } from '../resources/portal-kind.ts';
import { LanguageMenu } from './LanguageMenu.tsx';

/** docs/product.md#routes-portal-profile: the owner's profile is /portal/store-profile, the staff's /portal/store-staff-profile;
 * vendor roles have the vendor profile (/portal/vendor-profile). */
export function profileSegmentOf(roleId: number | undefined): string {
  if (isVendorSide(roleId)) return 'vendor-profile';
  return hasStoredPermissions(roleId) ? 'store-staff-profile' : 'store-profile';
}

const ProfileMenuItem = forwardRef<HTMLAnchorElement>(function ProfileMenuItem(_props, ref) {
  const session = useSession();
  const basename = useBasename();
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      component={Link}
      to={`${basename}/${profileSegmentOf(session?.role.role_id)}`}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <AccountCircleOutlined fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('portal.user_menu.profile')}</ListItemText>
    </MenuItem>
  );
});

export function PortalUserMenu() {
  return (
    <UserMenu>
      <ProfileMenuItem />
      <Logout />
    </UserMenu>
  );
}

export function PortalAppBar() {
  const session = useSession();
  const translate = useTranslate();
  const basename = useBasename();
  const kind = usePortalKind();
  const storeTitle = portalTitleOf(
    session,
    kind,
    translate(kind === 'vendor' ? 'portal.vendor_portal' : 'portal.platform_admin'),
  );
  return (
    <AppBar
      userMenu={<PortalUserMenu />}
      toolbar={
        <>
          <LanguageMenu />
          <LoadingIndicator />
        </>
      }
      alwaysOn
    >
      {/* contain: a long page title ("Order 3XX33YR") is cut here, not counted into the page's width.
          On a phone there is room for one of the two: the page's title when it has one ("Orders" cut to "Orc"
          beside the store's name said nothing), the store's name otherwise. */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          flex: 1,
          minWidth: 0,
          contain: 'inline-size',
          '&:has(#react-admin-title:not(:empty))': {
            '& [data-testid="store-title"], & .MuiDivider-root': { display: { xs: 'none', sm: 'block' } },
          },
          // On a phone the bar's buttons leave the title some 90 px: it takes two short lines there ("Jobs
          // board" was cut to "Jobs boar"), one line with an ellipsis from a tablet up.
          '& #react-admin-title': {
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: { xs: 'normal', sm: 'nowrap' },
            display: { xs: '-webkit-box', sm: 'block' },
            WebkitLineClamp: { xs: 2 },
            WebkitBoxOrient: 'vertical',
            lineHeight: { xs: 1.15, sm: 'inherit' },
            fontSize: { xs: '0.875rem', sm: 'inherit' },
            overflowWrap: 'anywhere',
          },
        }}
      >
        <Typography
          component="span"
          variant="h6"
          noWrap
          data-testid="store-title"
          sx={{ color: 'primary.main', fontWeight: 700, flexShrink: 0 }}
        >
          {storeTitle}
        </Typography>
        <Divider orientation="vertical" flexItem sx={{ my: 1.5 }} />
        <TitlePortal variant="subtitle1" sx={{ color: 'text.secondary', fontWeight: 500 }} />
      </Box>
      {session && hasBell(session.role) ? (
        <NotificationBell userId={session.user.id} linkOf={(n) => portalLinkOf(basename, n, kind)} />
      ) : null}
    </AppBar>
  );
}

/** docs/product.md#routes-notification-bell's bell, as the permissions registry decides it (notifications:bell). */
export function hasBell(role: SessionRole | null | undefined): boolean {
  return may(role, 'notifications:bell');
}

/** Where a notification leads: its work order, estimate or sales order, on that portal's declared detail
 * page (docs/product.md#roles-vendor-staff: the vendor portal has work orders and estimates, not the stores'
 * sales orders). */
export function portalLinkOf(
  basename: string,
  n: AppNotification,
  kind: PortalKind = 'store',
): string | null {
  const targets = [
    ['work_order', n.notification_work_order_id],
    ['estimate', n.notification_estimate_order_id],
    ['sales_order', n.notification_sales_order_id],
  ] as const;
  for (const [record, id] of targets) {
    const segment = detailSegmentOf(kind, record);
    if (id && segment) return `${basename}/${segment}/${id}`;
  }
  return null;
}
