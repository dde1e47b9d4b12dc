// /forgot-password — asks for the email and always answers the same (no way to learn whether it has an
// account); the reset link arrives by mail.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { usePageTitle } from '../page-title.ts';
import { TextInput } from '../ui/Field.tsx';
import { Notice } from '../ui/Notice.tsx';
import { AccountFormCard } from './AccountFormCard.tsx';
import { emailRule } from './account-rules.ts';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot your password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    setError(emailRule.test(email.trim()) ? null : 'Enter a valid email address.');
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
      title="Forgot your password?"
      subtitle="Enter your email and we will mail you a link to choose a new password."
      submitLabel={submitting ? 'Sending…' : 'Send the link'}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void submit()}
      footer={
        <RouterLink to="/login" className="sf-link">
          Back to log in
        </RouterLink>
      }
    >
      {done ? (
        <Notice kind="success" testId="forgot-done">
          {done}
        </Notice>
      ) : null}
      <TextInput
        label="Email"
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
