// /forgot-password — asks for the email and always answers the same (no way to learn whether it has an
// account); the reset link arrives by mail.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { useWords } from '../i18n/words-context.ts';
import { usePageTitle } from '../page-title.ts';
import { TextInput } from '../ui/Field.tsx';
import { Notice } from '../ui/Notice.tsx';
import { AccountFormCard } from './AccountFormCard.tsx';
import { emailRule } from './account-rules.ts';

export default function ForgotPasswordPage() {
  const { t } = useWords();
  usePageTitle(t('accounts.forgot.page_title'));
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    setError(emailRule.test(email.trim()) ? null : t('accounts.forgot.email_rule'));
    setFailure(null);
    if (!emailRule.test(email.trim())) return;
    setSubmitting(true);
    const result = await call(
      api.POST('/api/v1/auth/forgot-password', {
        body: { store_url: window.location.host, email: email.trim() },
      }),
    );
    setSubmitting(false);
    if (result.ok) setDone(result.data.message);
    else setFailure(result.error.message);
  }

  return (
    <AccountFormCard
      title={t('accounts.forgot.title')}
      subtitle={t('accounts.forgot.subtitle')}
      submitLabel={submitting ? t('accounts.forgot.sending') : t('accounts.forgot.submit')}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void submit()}
      footer={
        <RouterLink to="/login" className="sf-link">
          {t('accounts.forgot.back')}
        </RouterLink>
      }
    >
      {done ? (
        <Notice kind="success" testId="forgot-done">
          {done}
        </Notice>
      ) : null}
      <TextInput
        label={t('accounts.forgot.email')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        required
      />
    </AccountFormCard>
  );
}
