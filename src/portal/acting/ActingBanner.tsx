// The banner shown on every portal page while the super admin acts as a store's owner, with the way back.
import { Alert, Button, Stack } from '@mui/material';
import { fullNameOf, useSession } from '../use-session.ts';
import { t } from '../i18n/t.ts';
import { actingAdmin, stopActing } from './acting-session.ts';

export function ActingBanner() {
  const session = useSession();
  const admin = actingAdmin();
  if (!admin || !session) return null;
  return (
    <Alert severity="warning" role="status" sx={{ borderRadius: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
      >
        <span>
          {t('portal.acting.banner', { owner: fullNameOf(session), store: session.store?.name ?? '' })}
        </span>
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          onClick={() => {
            stopActing();
            // A fresh portal for the admin's own session (permissions and menus are the admin's again).
            window.location.assign('/portal/dashboard');
          }}
        >
          {t('portal.acting.back', { name: fullNameOf(admin) })}
        </Button>
      </Stack>
    </Alert>
  );
}
