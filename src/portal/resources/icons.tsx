// The portal's icon set: declarations name an icon (they are browser-safe data, shared with the server),
// the portal draws it. An unknown name falls back to a neutral page icon.
import type { ReactElement } from 'react';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
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
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import WebhookOutlined from '@mui/icons-material/WebhookOutlined';
import StoreOutlined from '@mui/icons-material/StoreOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';

const icons: Readonly<Record<string, () => ReactElement>> = {
  dashboard: () => <DashboardOutlined />,
  board: () => <ViewKanbanOutlined />,
  users: () => <GroupOutlined />,
  location: () => <PlaceOutlined />,
  customers: () => <PersonOutlined />,
  services: () => <HandymanOutlined />,
  salesOrders: () => <ReceiptLongOutlined />,
  workOrders: () => <EngineeringOutlined />,
  billing: () => <CreditCardOutlined />,
  integrations: () => <ExtensionOutlined />,
  vendors: () => <StorefrontOutlined />,
  settings: () => <SettingsOutlined />,
  address: () => <HomeWorkOutlined />,
  category: () => <CategoryOutlined />,
  priceList: () => <RequestQuoteOutlined />,
  estimates: () => <RequestQuoteOutlined />,
  insurance: () => <ShieldOutlined />,
  commission: () => <PercentOutlined />,
  invite: () => <MailOutlined />,
  history: () => <HistoryOutlined />,
  webhook: () => <WebhookOutlined />,
  store: () => <StoreOutlined />,
  admin: () => <AdminPanelSettingsOutlined />,
  actAs: () => <SupervisorAccountOutlined />,
  deactivate: () => <BlockOutlined />,
  activate: () => <CheckCircleOutline />,
};

export function iconOf(name: string): ReactElement {
  return (icons[name] ?? (() => <DescriptionOutlined />))();
}

/** The icon component (react-admin's Resource takes a component). */
export function iconComponentOf(name: string) {
  return function ResourceIcon() {
    return iconOf(name);
  };
}
