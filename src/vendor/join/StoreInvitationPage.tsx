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
import { formatLongDate } from '../../shared/format.ts';
import { dashboardPath } from '../../shell/vendor-paths.ts';
import { useVendorTitle } from '../page-title.ts';

type Outcome =
  { kind: 'answered'; status: string; store: string } | { kind: 'refused'; message: string } | null;

export default function StoreInvitationPage() {
  useVendorTitle('Store invitation');
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
      Go to the dashboard
    </Button>
  );

  if (invitation.status === 'loading')
    return <MessagePage icon={<CircularProgress />} title="Opening the invitation…" />;
  if (invitation.status === 'failed')
    return (
      <MessagePage
        icon={<LinkOff />}
        title="This invitation does not exist"
        sentence={`${invitation.message} Ask the store to invite you again.`}
      />
    );
  if (outcome?.kind === 'refused')
    return (
      <MessagePage
        icon={<Block />}
        title="This invitation is not for your account"
        sentence={`${outcome.message} Nothing was changed. Log in with the account the invitation was sent to, or ask the store to invite this one.`}
        action={toDashboard}
      />
    );
  if (outcome?.kind === 'answered')
    return (
      <MessagePage
        icon={<Handshake />}
        title={
          outcome.status === 'accepted'
            ? `You now work with ${outcome.store}`
            : `You declined ${outcome.store}’s invitation`
        }
        sentence={
          outcome.status === 'accepted'
            ? 'Work orders the store sends you will show up on your dashboard.'
            : 'The store is told. It can invite you again later.'
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
            {data.store.name} invites your workshop
          </Typography>
          <Typography color="text.secondary">
            Sent to {data.email}
            {data.status === 'pending' ? ` · open until ${formatLongDate(data.expires_at)}` : ''}
          </Typography>
          {data.message ? (
            <Typography component="blockquote" sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, m: 0 }}>
              {data.message}
            </Typography>
          ) : null}
          {data.status !== 'pending' ? (
            <Alert severity="info">This invitation is {data.status}; there is nothing to answer.</Alert>
          ) : !session?.access ? (
            <Stack spacing={1.5}>
              <Typography>Log in with the account the invitation was sent to, to answer it.</Typography>
              <Button
                component={RouterLink}
                to="/login"
                onClick={() => rememberPath(`/store-invitation/${uid}`)}
                variant="contained"
                className="wl-button"
                size="large"
              >
                Log in to answer
              </Button>
              <Button component={RouterLink} to="/signup" variant="outlined" size="large">
                New here? Sign up your workshop
              </Button>
            </Stack>
          ) : (
            <Stack spacing={1.5}>
              <Typography>
                Accepting lets {data.store.name} send you work orders and estimates. You are logged in as{' '}
                {session.user.email}.
              </Typography>
              <Button
                variant="contained"
                className="wl-button"
                size="large"
                disabled={busy !== null}
                onClick={() => void answer('accept')}
              >
                {busy === 'accept' ? 'Accepting…' : 'Accept the invitation'}
              </Button>
              <Button
                variant="outlined"
                size="large"
                disabled={busy !== null}
                onClick={() => void answer('decline')}
              >
                {busy === 'decline' ? 'Declining…' : 'Decline'}
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
