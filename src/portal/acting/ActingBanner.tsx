// The banner shown on every portal page while the super admin acts as a store's owner, with the way back.
import { Alert, Button } from '@mui/material';
import { fullNameOf, useSession } from '../use-session.ts';
import { t } from '../i18n/t.ts';
import { actingAdmin, stopActing } from './acting-session.ts';

export function ActingBanner() {
  const session = useSession();
  const admin = actingAdmin();
  if (!admin || !session) return null;
  return (
    <Alert
      severity="warning"
      role="status"
      sx={{ borderRadius: 0, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={() => {
            stopActing();
            // A fresh portal for the admin's own session (permissions and menus are the admin's again).
            window.location.assign('/portal/dashboard');
          }}
        >
          {t('portal.acting.back', { name: fullNameOf(admin) })}
        </Button>
      }
    >
      {t('portal.acting.banner', { owner: fullNameOf(session), store: session.store?.name ?? '' })}
    </Alert>
  );
}
