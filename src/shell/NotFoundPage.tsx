// The not-found page of spec section 2: "This page does not exist" and a Go to Homepage button to the root.
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { MessagePage } from './MessagePage.tsx';

export function NotFoundPage() {
  return (
    <MessagePage
      icon={<SearchOffIcon />}
      title="This page does not exist"
      sentence="The link may be broken, or the page may have moved."
      action={
        <Button component={RouterLink} to="/" variant="contained" className="wl-button" size="large">
          Go to Homepage
        </Button>
      }
    />
  );
}
