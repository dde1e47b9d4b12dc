// The account area (/myaccount/*): for signed-in customers only — the account page and the orders.
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { RequireSession } from '../../shell/RequireSession.tsx';
import AccountHomePage from './AccountHomePage.tsx';
import OrdersPage from './OrdersPage.tsx';

export default function AccountRoutes() {
  return (
    <RequireSession loginPath="/login">
      <Routes>
        <Route index element={<AccountHomePage />} />
        <Route path="orders" element={<OrdersPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RequireSession>
  );
}
