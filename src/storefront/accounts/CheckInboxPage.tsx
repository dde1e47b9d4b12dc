// /check-inbox — after sign-up: "check your inbox". Opened from the verification mail (?key=&token=): the
// link is verified, the customer is logged in and sent to My account; a used or expired link says so.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { setSession } from '../../client/session.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { usePageTitle } from '../../shell/page-title.ts';
import { ButtonLink } from '../../shell/ui/Button.tsx';
import { LinkOffIcon, MailIcon } from '../../shell/ui/icons.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';

export default function CheckInboxPage() {
  const [params] = useSearchParams();
  const key = params.get('key');
  const token = params.get('token');
  const email = params.get('email');
  usePageTitle(key ? 'Confirming your email' : 'Check your inbox');
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
          title="This link does not work any more"
          sentence={`${failure} Log in if you already confirmed your email, or sign up again for a new link.`}
          action={
            <ButtonLink to="/login" variant="primary">
              Log in
            </ButtonLink>
          }
        />
      );
    return <MessagePage icon={<Spinner size={40} />} title="Confirming your email…" />;
  }
  return (
    <MessagePage
      icon={<MailIcon />}
      title="Check your inbox"
      sentence={`We sent a link to ${email ?? 'your email address'}. Open it to finish — it works for 48 hours.`}
      action={
        <ButtonLink to="/" variant="outlined">
          Back to the services
        </ButtonLink>
      }
    />
  );
}
