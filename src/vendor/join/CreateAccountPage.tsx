// /create-account — opened from the sign-up mail (?key=&token=): confirms the email, which activates the
// workshop's owner login, logs them in and goes on to /welcome. A used or expired link says so; without a
// link the page says where to find it.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, CircularProgress } from '@mui/material';
import LinkOff from '@mui/icons-material/LinkOff';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { api, call } from '../../client/api.ts';
import { setSession } from '../../client/session.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { useVendorTitle } from '../page-title.ts';

export default function CreateAccountPage() {
  const [params] = useSearchParams();
  const key = params.get('key');
  const token = params.get('token');
  useVendorTitle(key ? 'Confirming your email' : 'Create your account');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!key || !token || sent.current) return;
    sent.current = true;
    void call(api.POST('/api/v1/auth/verify-email', { body: { key, token } })).then((result) => {
      if (!result.ok) return setFailure(result.error.message);
      setSession(result.data);
      navigate('/welcome', { replace: true });
    });
  }, [key, token, navigate]);

  if (!key || !token)
    return (
      <MessagePage
        icon={<MarkEmailReadOutlined />}
        title="Create your account from the mail we sent"
        sentence="Sign up first; the mail we send you has the link that finishes your account."
        action={
          <Button component={RouterLink} to="/signup" variant="contained" className="wl-button" size="large">
            Sign up
          </Button>
        }
      />
    );
  if (failure)
    return (
      <MessagePage
        icon={<LinkOff />}
        title="This link does not work any more"
        sentence={`${failure} Log in if you already confirmed your email, or sign up again for a new link.`}
        action={
          <Button component={RouterLink} to="/login" variant="contained" className="wl-button" size="large">
            Log in
          </Button>
        }
      />
    );
  return <MessagePage icon={<CircularProgress />} title="Confirming your email…" />;
}
