// /reset-password/:key/:token — checks the mailed link first (a used or expired one gets a clear page), then
// takes the new password; every session of the account is logged out and the customer logs in again.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { MessagePage } from '../MessagePage.tsx';
import { usePageTitle } from '../page-title.ts';
import { useLoad } from '../data/use-load.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { TextInput } from '../ui/Field.tsx';
import { CheckIcon, LinkOffIcon } from '../ui/icons.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { AccountFormCard } from './AccountFormCard.tsx';
import { checkPassword, serverFields, type FieldErrors } from './account-rules.ts';

export default function ResetPasswordPage() {
  usePageTitle('Choose a new password');
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
      title="This link does not work any more"
      sentence={`${message} Ask for a new one.`}
      action={
        <ButtonLink to="/forgot-password" variant="primary">
          Send me a new link
        </ButtonLink>
      }
    />
  );

  if (link.status === 'loading')
    return <MessagePage icon={<Spinner size={40} />} title="Checking your link…" />;
  if (link.status === 'failed') return refused(link.message);
  if (link.data.purpose !== 'reset_password') return refused('This is not a password reset link.');
  if (done)
    return (
      <MessagePage
        icon={<CheckIcon />}
        title="Your password is changed"
        sentence="Log in with your new password."
        action={
          <ButtonLink to="/login" variant="primary">
            Log in
          </ButtonLink>
        }
      />
    );

  async function submit() {
    const found = checkPassword(password, confirm);
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
      title="Choose a new password"
      subtitle={`For ${link.data.email}.`}
      submitLabel={submitting ? 'Saving…' : 'Save the new password'}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void submit()}
    >
      <TextInput
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        hint="At least 8 characters."
        required
      />
      <TextInput
        label="Repeat the new password"
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
