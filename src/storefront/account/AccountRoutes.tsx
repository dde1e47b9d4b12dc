// The account area (/myaccount/*): for signed-in customers only — the account page, the orders, the address
// book and the profile.
// An order's own page (orders/:id) is hand-built; it is here so it shares the account's login guard.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { RequireSession } from '../../shell/RequireSession.tsx';
import AccountHomePage from './AccountHomePage.tsx';
import OrderPage from './OrderPage.tsx';
import OrdersPage from './OrdersPage.tsx';
import ProfilePage from './ProfilePage.tsx';
import AddressesPage from '../addresses/AddressesPage.tsx';
import { accountPaths } from './account-paths.ts';

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
