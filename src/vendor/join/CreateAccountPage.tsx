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
import { useWords } from '../../shell/i18n/words-context.ts';
import { useVendorTitle } from '../page-title.ts';
import { adoptOwnLanguage } from '../../shell/i18n/own-language.ts';

export default function CreateAccountPage() {
  const [params] = useSearchParams();
  const key = params.get('key');
  const token = params.get('token');
  const { t } = useWords();
  useVendorTitle(
    t('vendor_join.tab', {
      page: t(key ? 'vendor_join.create_account.confirming_tab' : 'vendor_join.create_account.create_tab'),
    }),
  );
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!key || !token || sent.current) return;
    sent.current = true;
    void call(api.POST('/api/v1/auth/verify-email', { body: { key, token } })).then((result) => {
      if (!result.ok) return setFailure(result.error.message);
      setSession(result.data);
      adoptOwnLanguage(result.data);
      navigate('/welcome', { replace: true });
    });
  }, [key, token, navigate]);

  if (!key || !token)
    return (
      <MessagePage
        icon={<MarkEmailReadOutlined />}
        title={t('vendor_join.create_account.from_mail')}
        sentence={t('vendor_join.create_account.from_mail_sentence')}
        action={
          <Button component={RouterLink} to="/signup" variant="contained" className="wl-button" size="large">
            {t('vendor_join.create_account.sign_up')}
          </Button>
        }
      />
    );
  if (failure)
    return (
      <MessagePage
        icon={<LinkOff />}
        title={t('vendor_join.create_account.link_dead')}
        sentence={t('vendor_join.create_account.link_dead_sentence', { reason: failure })}
        action={
          <Button component={RouterLink} to="/login" variant="contained" className="wl-button" size="large">
            {t('vendor_join.create_account.log_in')}
          </Button>
        }
      />
    );
  return <MessagePage icon={<CircularProgress />} title={t('vendor_join.create_account.confirming')} />;
}
