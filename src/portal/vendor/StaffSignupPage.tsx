// /staff-signup/:vendor_id/:uuid on the vendor host: a team member invited from My Team joins the workshop.
// The page is the portal's staff signup, asked for the vendor's invitations (one page for both faces).
import { StaffSignupPage } from '../pages/StaffSignupPage.tsx';

export default function VendorStaffSignupPage() {
  return <StaffSignupPage kind="vendor" />;
}
