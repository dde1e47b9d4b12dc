// The portal menu of spec section 2, in the spec's order. Each item is a portal section (its URL segment
// under /portal), shown only to users allowed to view that section's module.
import type { ReactElement } from 'react';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import ExtensionOutlined from '@mui/icons-material/ExtensionOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

export interface MenuItemSpec {
  /** URL segment under /portal, also the key of its module in access.ts and of its label portal.menu.*. */
  section: string;
  icon: ReactElement;
}

export const menuItems: readonly MenuItemSpec[] = [
  { section: 'dashboard', icon: <DashboardOutlined /> },
  { section: 'users', icon: <GroupOutlined /> },
  { section: 'location', icon: <PlaceOutlined /> },
  { section: 'customers', icon: <PersonOutlined /> },
  { section: 'store-services', icon: <HandymanOutlined /> },
  { section: 'sales-orders', icon: <ReceiptLongOutlined /> },
  { section: 'work-orders', icon: <EngineeringOutlined /> },
  { section: 'billing', icon: <CreditCardOutlined /> },
  { section: 'integrations', icon: <ExtensionOutlined /> },
  { section: 'vendors', icon: <StorefrontOutlined /> },
  { section: 'settings', icon: <SettingsOutlined /> },
];
