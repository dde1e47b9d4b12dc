// The account area (/myaccount/*): for signed-in customers only — the account page, the orders, an order's
// page, the address book and the profile. Each page is its own lazy chunk, so opening one (from a mail, say)
// loads only it, and the area's first load stays within the hand-built page budget.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { RequireSession } from '../../shell/RequireSession.tsx';
import { lazyWithReload } from '../../shell/lazy-with-reload.ts';
import { accountPaths } from './account-paths.ts';

const AccountHomePage = lazyWithReload(() => import('./AccountHomePage.tsx'));
const OrdersPage = lazyWithReload(() => import('./OrdersPage.tsx'));
const OrderPage = lazyWithReload(() => import('./OrderPage.tsx'));
const ProfilePage = lazyWithReload(() => import('./ProfilePage.tsx'));
const AddressesPage = lazyWithReload(() => import('../addresses/AddressesPage.tsx'));

export default function AccountRoutes() {
  return (
    <RequireSession loginPath="/login">
      <Routes>
        <Route index element={<AccountHomePage />} />
        <Route path={accountPaths.orders} element={<OrdersPage />} />
        <Route path={accountPaths.order} element={<OrderPage />} />
        <Route path={accountPaths.addresses} element={<AddressesPage />} />
        <Route path={accountPaths.profile} element={<ProfilePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RequireSession>
  );
}
