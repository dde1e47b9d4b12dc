// An onboarding step a later issue builds (plan, address, bank details): says so, and lets a signed-in vendor
// carry on to the dashboard meanwhile.
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import { ComingSoonPage } from '../../shell/ComingSoonPage.tsx';
import { useSession } from '../../shell/use-session.ts';
import { dashboardPath } from '../portal/pages.tsx';

export function OnboardingStepPage({ title, sentence }: { title: string; sentence: string }) {
  const session = useSession();
  return (
    <ComingSoonPage
      title={title}
      sentence={sentence}
      action={
        session ? (
          <Button
            component={RouterLink}
            to={dashboardPath}
            variant="contained"
            className="wl-button"
            size="large"
          >
            Continue to dashboard
          </Button>
        ) : undefined
      }
    />
  );
}
