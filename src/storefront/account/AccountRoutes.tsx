// The account area (/myaccount/*): for signed-in customers only — the account page, the orders, the address
// book and the profile.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { RequireSession } from '../../shell/RequireSession.tsx';
import AccountHomePage from './AccountHomePage.tsx';
import OrdersPage from './OrdersPage.tsx';
import ProfilePage from './ProfilePage.tsx';
import AddressesPage from '../addresses/AddressesPage.tsx';

export default function AccountRoutes() {
  return (
    <RequireSession loginPath="/login">
      <Routes>
        <Route index element={<AccountHomePage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="addresses" element={<AddressesPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RequireSession>
  );
}
