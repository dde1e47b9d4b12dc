// The app bar: the store's name as the title (the super admin: "Platform admin"), the current page's title
// beside it, and the profile menu — the profile page of the user's role, then Log out.
import { Box, Divider, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { AppBar, Logout, TitlePortal, UserMenu, useBasename, useTranslate, useUserMenu } from 'react-admin';
import { ANY_LOCATION, hasPermission } from '../../shared/permissions.ts';
import { Action, Module, Role } from '../../shared/roles.ts';
import { NotificationBell } from '../../shell/notifications/NotificationBell.tsx';
import type { AppNotification } from '../../shell/notifications/notification-api.ts';
import { storeTitleOf, useSession } from '../use-session.ts';

/** Spec section 2: the owner's profile is /portal/store-profile, the staff's /portal/store-staff-profile. */
export function profileSegmentOf(roleId: number | undefined): string {
  return roleId === Role.storeStaff ? 'store-staff-profile' : 'store-profile';
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
  const storeTitle = storeTitleOf(session, translate('portal.platform_admin'));
  return (
    <AppBar userMenu={<PortalUserMenu />} alwaysOn>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: 1, minWidth: 0 }}>
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
        <NotificationBell userId={session.user.id} linkOf={(n) => portalLinkOf(basename, n)} />
      ) : null}
    </AppBar>
  );
}

/** Spec section 2: the bell is for users who may create sales orders (any scope); never the super admin. */
export function hasBell(role: { role_id: number; stores_permissions?: unknown } | null | undefined): boolean {
  if (!role || role.role_id === Role.superAdmin) return false;
  if (role.role_id !== Role.storeOwner && role.role_id !== Role.storeStaff) return false;
  return hasPermission(
    role as Parameters<typeof hasPermission>[0],
    Module.salesOrder,
    Action.create,
    ANY_LOCATION,
  );
}

/** Where a notification leads in the store portal: its work order, estimate or sales order. */
export function portalLinkOf(basename: string, n: AppNotification): string | null {
  if (n.notification_work_order_id) return `${basename}/work-order/${n.notification_work_order_id}`;
  if (n.notification_estimate_order_id) return `${basename}/estimate/${n.notification_estimate_order_id}`;
  if (n.notification_sales_order_id) return `${basename}/sales-order/${n.notification_sales_order_id}`;
  return null;
}
