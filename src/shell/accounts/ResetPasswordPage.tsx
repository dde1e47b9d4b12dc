// /reset-password/:key/:token — checks the mailed link first (a used or expired one gets a clear page), then
// takes the new password; every session of the account is logged out and the customer logs in again.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { MessagePage } from '../MessagePage.tsx';
import { useWords } from '../i18n/words-context.ts';
import { usePageTitle } from '../page-title.ts';
import { useLoad } from '../data/use-load.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { TextInput } from '../ui/Field.tsx';
import { CheckIcon, LinkOffIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { AccountFormCard } from './AccountFormCard.tsx';
import { checkPassword, PASSWORD_MIN, serverFields, type FieldErrors } from './account-rules.ts';

export default function ResetPasswordPage() {
  const { t } = useWords();
  usePageTitle(t('accounts.reset.title'));
  const { key = '', token = '' } = useParams();
  const [link] = useLoad(
    () => call(api.POST('/api/v1/auth/account-link', { body: { key, token } })),
    [key, token],
  );
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const refused = (message: string) => (
    <MessagePage
      icon={<LinkOffIcon />}
      title={t('accounts.reset.link_dead')}
      sentence={t('accounts.reset.ask_new', { reason: message })}
      action={
        <ButtonLink to="/forgot-password" variant="primary">
          {t('accounts.reset.send_new')}
        </ButtonLink>
      }
    />
  );

  if (link.status === 'loading')
    return <MessagePage icon={<Spinner size={40} />} title={t('accounts.reset.checking')} />;
  if (link.status === 'failed') return refused(link.message);
  if (link.data.purpose !== 'reset_password') return refused(t('accounts.reset.not_reset'));
  if (done)
    return (
      <MessagePage
        icon={<CheckIcon />}
        title={t('accounts.reset.changed')}
        sentence={t('accounts.reset.log_in_again')}
        action={
          <ButtonLink to="/login" variant="primary">
            {t('accounts.reset.log_in')}
          </ButtonLink>
        }
      />
    );

  async function submit() {
    const found = checkPassword(password, confirm, t);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    const result = await call(api.POST('/api/v1/auth/reset-password', { body: { key, token, password } }));
    setSubmitting(false);
    if (result.ok) setDone(true);
    else {
      setFailure(result.error.message);
      setErrors(serverFields(result.error.fields));
    }
  }

  return (
    <AccountFormCard
      title={t('accounts.reset.title')}
      subtitle={t('accounts.reset.for', { email: link.data.email })}
      submitLabel={submitting ? t('accounts.reset.saving') : t('accounts.reset.submit')}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void submit()}
    >
      <TextInput
        label={t('accounts.reset.new')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint={t('accounts.password.too_short', { min: PASSWORD_MIN })}
        required
      />
      <TextInput
        label={t('accounts.reset.repeat')}
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
        required
      />
    </AccountFormCard>
  );
}
