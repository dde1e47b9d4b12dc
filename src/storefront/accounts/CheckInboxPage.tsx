// /check-inbox — after sign-up: "check your inbox". Opened from the verification mail (?key=&token=): the
// link is verified, the customer is logged in and sent to My account; a used or expired link says so.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { setSession } from '../../client/session.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { ButtonLink } from '../../shell/ui/Button.tsx';
import { LinkOffIcon, MailIcon } from '../../shell/ui/icons.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';

export default function CheckInboxPage() {
  const [params] = useSearchParams();
  const key = params.get('key');
  const token = params.get('token');
  const email = params.get('email');
  const { t } = useStoreWords();
  usePageTitle(key ? t('storefront.sign_up.confirming_title') : t('storefront.sign_up.inbox'));
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (!key || !token || sent.current) return;
    sent.current = true;
    void call(api.POST('/api/v1/auth/verify-email', { body: { key, token } })).then((result) => {
      if (!result.ok) {
        setFailure(result.error.message);
        return;
      }
      setSession(result.data);
      navigate('/myaccount', { replace: true });
    });
  }, [key, token, navigate]);

  if (key && token) {
    if (failure)
      return (
        <MessagePage
          icon={<LinkOffIcon />}
          title={t('storefront.sign_up.link_dead')}
          sentence={t('storefront.sign_up.link_dead_hint', { error: failure })}
          action={
            <ButtonLink to="/login" variant="primary">
              {t('storefront.sign_up.log_in')}
            </ButtonLink>
          }
        />
      );
    return <MessagePage icon={<Spinner size={40} />} title={t('storefront.sign_up.confirming')} />;
  }
  return (
    <MessagePage
      icon={<MailIcon />}
      title={t('storefront.sign_up.inbox')}
      sentence={t('storefront.sign_up.sent_link', { email: email ?? t('storefront.sign_up.your_email') })}
      action={
        <ButtonLink to="/" variant="outlined">
          {t('storefront.sign_up.back')}
        </ButtonLink>
      }
    />
  );
}
