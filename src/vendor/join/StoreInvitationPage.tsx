// /store-invitation/:uid — a store's invitation to work with it. Anyone with the link sees which store
// invites which email; accepting or declining takes the vendor account it was sent to (its owner's login
// email or the vendor's registered email — the server decides). Anyone else gets a clear refusal and
// nothing changes. Logged out: log in (and come back here) or sign up.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, CircularProgress, Paper, Container, Stack, Typography } from '@mui/material';
import Block from '@mui/icons-material/Block';
import Handshake from '@mui/icons-material/Handshake';
import LinkOff from '@mui/icons-material/LinkOff';
import { api, call } from '../../client/api.ts';
import { rememberPath } from '../../client/session.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { useSession } from '../../shell/use-session.ts';
import { useLoad } from '../../shell/data/use-load.ts';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { DateFormat } from '../../shared/format.ts';
import { useWords } from '../../shell/i18n/words-context.ts';
import { dashboardPath } from '../../shell/vendor-paths.ts';
import { useVendorTitle } from '../page-title.ts';

type Outcome =
  { kind: 'answered'; status: string; store: string } | { kind: 'refused'; message: string } | null;

export default function StoreInvitationPage() {
  const { t, locale } = useWords();
  useVendorTitle(t('vendor_join.tab', { page: t('vendor_join.invitation.tab') }));
  const { uid = '' } = useParams();
  const session = useSession();
  const [invitation] = useLoad(
    () => call(api.GET('/api/v1/store-invitations/{uid}', { params: { path: { uid } } })),
    [uid],
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const toDashboard = (
    <Button component={RouterLink} to={dashboardPath} variant="contained" className="wl-button" size="large">
      {t('vendor_join.invitation.to_dashboard')}
    </Button>
  );

  if (invitation.status === 'loading')
    return <MessagePage icon={<CircularProgress />} title={t('vendor_join.invitation.opening')} />;
  if (invitation.status === 'failed')
    return (
      <MessagePage
        icon={<LinkOff />}
        title={t('vendor_join.invitation.missing')}
        sentence={t('vendor_join.invitation.missing_sentence', { reason: invitation.message })}
      />
    );
  if (outcome?.kind === 'refused')
    return (
      <MessagePage
        icon={<Block />}
        title={t('vendor_join.invitation.not_yours')}
        sentence={t('vendor_join.invitation.not_yours_sentence', { reason: outcome.message })}
        action={toDashboard}
      />
    );
  if (outcome?.kind === 'answered')
    return (
      <MessagePage
        icon={<Handshake />}
        title={
          outcome.status === 'accepted'
            ? t('vendor_join.invitation.accepted', { store: outcome.store })
            : t('vendor_join.invitation.declined', { store: outcome.store })
        }
        sentence={
          outcome.status === 'accepted'
            ? t('vendor_join.invitation.accepted_sentence')
            : t('vendor_join.invitation.declined_sentence')
        }
        action={toDashboard}
      />
    );

  const data = invitation.data;
  const answer = async (action: 'accept' | 'decline') => {
    setBusy(action);
    setFailure(null);
    const init = { params: { path: { uid } } };
    const result = await call(
      action === 'accept'
        ? api.POST('/api/v1/store-invitations/{uid}/accept', init)
        : api.POST('/api/v1/store-invitations/{uid}/decline', init),
    );
    setBusy(null);
    if (result.ok)
      setOutcome({ kind: 'answered', status: result.data.status, store: result.data.store.name });
    else if (result.status === 403) setOutcome({ kind: 'refused', message: result.error.message });
    else setFailure(result.error.message);
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderColor: 'var(--wl-border)' }}>
        <Stack spacing={2}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            {t('vendor_join.invitation.invites', { store: data.store.name })}
          </Typography>
          <Typography color="text.secondary">
            {data.status === 'pending'
              ? t('vendor_join.invitation.open_until', {
                  email: data.email,
                  date: formatDateIn(locale, data.expires_at, DateFormat.long),
                })
              : t('vendor_join.invitation.sent_to', { email: data.email })}
          </Typography>
          {data.message ? (
            <Typography component="blockquote" sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, m: 0 }}>
              {data.message}
            </Typography>
          ) : null}
          {data.status !== 'pending' ? (
            <Alert severity="info">
              {t('vendor_join.invitation.answered', {
                status: t(`vendor_join.invitation.status.${data.status}`),
              })}
            </Alert>
          ) : !session?.access ? (
            <Stack spacing={1.5}>
              <Typography>{t('vendor_join.invitation.log_in_first')}</Typography>
              <Button
                component={RouterLink}
                to="/login"
                onClick={() => rememberPath(`/store-invitation/${uid}`)}
                variant="contained"
                className="wl-button"
                size="large"
              >
                {t('vendor_join.invitation.log_in')}
              </Button>
              <Button component={RouterLink} to="/signup" variant="outlined" size="large">
                {t('vendor_join.invitation.sign_up')}
              </Button>
            </Stack>
          ) : (
            <Stack spacing={1.5}>
              <Typography>
                {t('vendor_join.invitation.accepting_lets', {
                  store: data.store.name,
                  email: session.user.email,
                })}
              </Typography>
              <Button
                variant="contained"
                className="wl-button"
                size="large"
                disabled={busy !== null}
                onClick={() => void answer('accept')}
              >
                {busy === 'accept'
                  ? t('vendor_join.invitation.accepting')
                  : t('vendor_join.invitation.accept')}
              </Button>
              <Button
                variant="outlined"
                size="large"
                disabled={busy !== null}
                onClick={() => void answer('decline')}
              >
                {busy === 'decline'
                  ? t('vendor_join.invitation.declining')
                  : t('vendor_join.invitation.decline')}
              </Button>
            </Stack>
          )}
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
