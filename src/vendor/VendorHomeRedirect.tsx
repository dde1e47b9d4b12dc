// The vendor app's root: signed-in users to the dashboard, everyone else to the login page.
import { Navigate } from 'react-router-dom';
import { useSession } from '../shell/use-session.ts';
import { dashboardPath } from '../shell/vendor-paths.ts';

export function VendorHomeRedirect() {
  return <Navigate to={useSession()?.access ? dashboardPath : '/login'} replace />;
}
