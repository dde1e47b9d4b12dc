// The account area (/myaccount/*): for signed-in customers only; its own pages, with the orders page to come.
import { Route, Routes } from 'react-router-dom';
import { ComingSoonPage } from '../../shell/ComingSoonPage.tsx';
import { NotFoundPage } from '../../shell/NotFoundPage.tsx';
import { RequireSession } from '../../shell/RequireSession.tsx';
import AccountHomePage from './AccountHomePage.tsx';

export default function AccountRoutes() {
  return (
    <RequireSession loginPath="/login">
      <Routes>
        <Route index element={<AccountHomePage />} />
        <Route
          path="orders"
          element={
            <ComingSoonPage
              title="Your orders are coming soon"
              sentence="Soon you will see and follow every order here."
            />
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </RequireSession>
  );
}
