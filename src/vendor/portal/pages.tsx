// Every vendor portal page of spec section 2 in one table: path under /portal, who may see it, its title and,
// for the left navigation, its menu entry. The dashboard is built; the rest arrive with later issues.
import type { ReactElement } from 'react';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import RequestQuoteOutlinedIcon from '@mui/icons-material/RequestQuoteOutlined';
import HandymanOutlinedIcon from '@mui/icons-material/HandymanOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { VendorAccess } from './access.ts';

export interface VendorPortalPage {
  /** Relative to /portal/. */
  path: string;
  access: VendorAccess;
  /** The title of the page ("… is coming soon" until it is built). */
  title: string;
  menu?: { label: string; icon: ReactElement };
}

export const dashboardPath = '/portal/dashboard';

export const vendorPortalPages: VendorPortalPage[] = [
  {
    path: 'dashboard',
    access: 'all',
    title: 'Dashboard',
    menu: { label: 'Dashboard', icon: <DashboardOutlinedIcon /> },
  },
  {
    path: 'users',
    access: 'owner',
    title: 'My Team is coming soon',
    menu: { label: 'My Team', icon: <GroupsOutlinedIcon /> },
  },
  { path: 'user/add', access: 'owner', title: 'Adding team members is coming soon' },
  {
    path: 'customers',
    access: 'all',
    title: 'Customers are coming soon',
    menu: { label: 'Customers', icon: <PeopleOutlineIcon /> },
  },
  { path: 'edit-customers', access: 'all', title: 'Editing customers is coming soon' },
  { path: 'customer/create', access: 'all', title: 'Adding customers is coming soon' },
  { path: 'customer/:id', access: 'all', title: 'Customer details are coming soon' },
  {
    path: 'sales-orders',
    access: 'all',
    title: 'Sales orders are coming soon',
    menu: { label: 'Sales Orders', icon: <ReceiptLongOutlinedIcon /> },
  },
  { path: 'sales-order/bulk-salesorder', access: 'all', title: 'Bulk sales orders are coming soon' },
  { path: 'sales-order/create', access: 'all', title: 'Creating sales orders is coming soon' },
  { path: 'sales-order/:id', access: 'all', title: 'Sales order details are coming soon' },
  {
    path: 'workorders',
    access: 'all',
    title: 'Work orders are coming soon',
    menu: { label: 'Work Orders', icon: <BuildOutlinedIcon /> },
  },
  { path: 'workorder/:id', access: 'all', title: 'Work order details are coming soon' },
  {
    path: 'estimates',
    access: 'all',
    title: 'Estimates are coming soon',
    menu: { label: 'Estimates', icon: <RequestQuoteOutlinedIcon /> },
  },
  { path: 'estimate/:id', access: 'all', title: 'Estimate details are coming soon' },
  {
    path: 'services',
    access: 'owner',
    title: 'Services are coming soon',
    menu: { label: 'Services', icon: <HandymanOutlinedIcon /> },
  },
  { path: 'services/:id', access: 'owner', title: 'Service details are coming soon' },
  { path: 'new-service', access: 'owner', title: 'Adding services is coming soon' },
  {
    path: 'price-list',
    access: 'owner',
    title: 'Price lists are coming soon',
    menu: { label: 'Price List', icon: <ListAltOutlinedIcon /> },
  },
  { path: 'price-list/view/:id', access: 'owner', title: 'Price list details are coming soon' },
  { path: 'price-list/edit', access: 'owner', title: 'Editing price lists is coming soon' },
  {
    path: 'invoices',
    access: 'owner',
    title: 'Invoices are coming soon',
    menu: { label: 'Invoices', icon: <DescriptionOutlinedIcon /> },
  },
  { path: 'invoice/:id', access: 'owner', title: 'Invoice details are coming soon' },
  { path: 'addbillitems', access: 'owner', title: 'Bill items are coming soon' },
  {
    path: 'setting/billing',
    access: 'owner',
    title: 'Billing is coming soon',
    menu: { label: 'Billing', icon: <AccountBalanceWalletOutlinedIcon /> },
  },
  {
    path: 'setting/plan',
    access: 'owner',
    title: 'Plans are coming soon',
    menu: { label: 'Plan', icon: <WorkspacePremiumOutlinedIcon /> },
  },
  {
    path: 'setting/payment',
    access: 'owner',
    title: 'Payment settings are coming soon',
    menu: { label: 'Payment', icon: <CreditCardOutlinedIcon /> },
  },
  { path: 'setting/invoice', access: 'owner', title: 'Invoice settings are coming soon' },
  { path: 'setting/integrations', access: 'owner', title: 'Integrations are coming soon' },
  { path: 'setting/address', access: 'owner', title: 'Addresses are coming soon' },
  { path: 'setting/address/add', access: 'owner', title: 'Adding addresses is coming soon' },
  { path: 'setting/edit-address/:id', access: 'owner', title: 'Editing addresses is coming soon' },
  { path: 'setting/setup-vendor', access: 'owner', title: 'Vendor setup is coming soon' },
  { path: 'setting/import-salesorders', access: 'owner', title: 'Importing sales orders is coming soon' },
  {
    path: 'settings',
    access: 'owner',
    title: 'Settings are coming soon',
    menu: { label: 'Settings', icon: <SettingsOutlinedIcon /> },
  },
  {
    path: 'vendor-profile',
    access: 'all',
    title: 'Vendor profile is coming soon',
    menu: { label: 'Vendor Profile', icon: <StorefrontOutlinedIcon /> },
  },
];

export const comingSoonSentence = 'This part of the vendor portal arrives in a later release.';
