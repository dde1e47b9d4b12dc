// What vendor staff see on a page only the vendor owner may open.
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { dashboardPath } from './pages.tsx';

export function NoAccessPage() {
  return (
    <MessagePage
      icon={<LockOutlinedIcon />}
      title="You do not have access to this page"
      sentence="Ask the owner of your vendor account if you need it."
      action={
        <Button component={RouterLink} to={dashboardPath} variant="contained" className="wl-button">
          Go to dashboard
        </Button>
      }
    />
  );
}
