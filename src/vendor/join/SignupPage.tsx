// /signup — a workshop joins: its name, the owner's name, email, phone and password
// (docs/product.md#formats-name, docs/product.md#formats-phone's name
// and phone rules, checked here and again by the server). The answer is the same whether or not the email
// has an account; the verification link arrives by mail and opens /create-account.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import { api, call } from '../../client/api.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { AccountFormCard } from '../../shell/accounts/AccountFormCard.tsx';
import {
  checkPassword,
  emailRule,
  nameRule,
  phoneRule,
  serverFields,
  type FieldErrors,
} from '../../shell/accounts/account-rules.ts';
import { useVendorTitle } from '../page-title.ts';
import { useWords } from '../../shell/i18n/words-context.ts';

const empty = { business_name: '', first_name: '', last_name: '', email: '', phone: '', password: '' };

export default function SignupPage() {
  useVendorTitle('Sign up your workshop');
  const { t } = useWords();
  const [form, setForm] = useState(empty);
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  function check(): FieldErrors {
    const found: FieldErrors = checkPassword(form.password, confirm, t);
    if (form.business_name.trim().length < 2) found.business_name = 'Enter your workshop’s name.';
    if (!nameRule.test(form.first_name)) found.first_name = 'Letters and spaces, 2 to 30 characters.';
    if (!nameRule.test(form.last_name)) found.last_name = 'Letters and spaces, 2 to 30 characters.';
    if (!emailRule.test(form.email.trim())) found.email = 'Enter a valid email address.';
    if (!phoneRule.test(form.phone.trim())) found.phone = 'Enter a phone number such as +1 555 123 4567.';
    return found;
  }

  async function submit() {
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    const { phone, ...rest } = form;
    const result = await call(
      api.POST('/api/v1/vendor-sign-up', {
        body: { ...rest, email: form.email.trim(), ...(phone.trim() ? { phone: phone.trim() } : {}) },
      }),
    );
    setSubmitting(false);
    if (result.ok) setSentTo(result.data.email);
    else {
      setFailure(result.error.message);
      setErrors(serverFields(result.error.fields));
    }
  }

  if (sentTo)
    return (
      <MessagePage
        icon={<MarkEmailReadOutlined />}
        title="Check your inbox"
        sentence={`We sent a link to ${sentTo}. Open it to confirm your email and set up your workshop — it works for 48 hours.`}
        action={
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            Back to log in
          </Button>
        }
      />
    );

  const field = (name: keyof typeof empty, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={set(name)}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      fullWidth
      {...extra}
    />
  );

  return (
    <AccountFormCard
      title="Sign up your workshop"
      subtitle="Take on repair work from the stores you work with, from the bench or the office."
      submitLabel={submitting ? 'Signing up…' : 'Sign up'}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void submit()}
      footer={
        <Typography variant="body2" color="text.secondary">
          Already have an account?{' '}
          <Link component={RouterLink} to="/login">
            Log in
          </Link>
        </Typography>
      }
    >
      {field('business_name', 'Workshop name', { required: true, autoComplete: 'organization' })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        {field('first_name', 'First name', { required: true, autoComplete: 'given-name' })}
        {field('last_name', 'Last name', { required: true, autoComplete: 'family-name' })}
      </Stack>
      {field('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
      {field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={Boolean(errors.password)}
        helperText={errors.password ?? 'At least 8 characters.'}
        fullWidth
        required
      />
      <TextField
        label="Repeat the password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={Boolean(errors.confirm)}
        helperText={errors.confirm ?? ' '}
        fullWidth
        required
      />
    </AccountFormCard>
  );
}
