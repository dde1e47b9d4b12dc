// /authenticate/:id — the super admin acts as store :id's owner: the server issues the owner's session
// (recorded in the audit log with both names) and the portal opens the owner's dashboard with a banner.
import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { getSession } from '../../client/session.ts';
import { t } from '../i18n/t.ts';
import { PublicPage } from '../pages/PublicPage.tsx';
import { actingAdmin, startActing } from './acting-session.ts';
import { may } from '../../shared/permission-registry.ts';

export function AuthenticatePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const [failure, setError] = useState<string | null>(null);
  const storeId = Number(id);
  const session = actingAdmin() ?? getSession();
  // What can be told before asking the server.
  const refused =
    !session || !may(session.role, 'stores:act-as-owner')
      ? t('portal.acting.admin_only')
      : !Number.isInteger(storeId) || storeId < 1
        ? t('portal.acting.bad_store')
        : null;
  const error = refused ?? failure;

  useEffect(() => {
    if (refused) return;
    let cancelled = false;
    void call(api.POST('/api/v1/stores/{id}/authenticate', { params: { path: { id: storeId } } })).then(
      (result) => {
        if (cancelled) return;
        if (!result.ok) return setError(result.error.message);
        startActing(result.data);
        navigate('/portal/dashboard', { replace: true });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [storeId, refused, navigate]);

  return (
    <PublicPage title={t('portal.acting.title')}>
      <Stack spacing={2} aria-live="polite">
        <Typography variant="h5" component="h1">
          {t('portal.acting.title')}
        </Typography>
        {error ? (
          <>
            <Alert severity="error">{error}</Alert>
            <Button component={RouterLink} to="/portal" variant="outlined">
              {t('portal.placeholder.back')}
            </Button>
          </>
        ) : (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} aria-label={t('portal.acting.opening')} />
            <Typography color="text.secondary">{t('portal.acting.opening')}</Typography>
          </Stack>
        )}
      </Stack>
    </PublicPage>
  );
}
