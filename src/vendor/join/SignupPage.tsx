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
import { useWords } from '../../shell/i18n/words-context.ts';
import { useVendorTitle } from '../page-title.ts';

const empty = { business_name: '', first_name: '', last_name: '', email: '', phone: '', password: '' };

export default function SignupPage() {
  const { t } = useWords();
  useVendorTitle(t('vendor_join.tab', { page: t('vendor_join.signup.title') }));
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
    if (form.business_name.trim().length < 2)
      found.business_name = t('vendor_join.signup.business_name_error');
    if (!nameRule.test(form.first_name)) found.first_name = t('vendor_join.signup.name_error');
    if (!nameRule.test(form.last_name)) found.last_name = t('vendor_join.signup.name_error');
    if (!emailRule.test(form.email.trim())) found.email = t('vendor_join.signup.email_error');
    if (!phoneRule.test(form.phone.trim())) found.phone = t('vendor_join.signup.phone_error');
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
        title={t('vendor_join.signup.sent_title')}
        sentence={t('vendor_join.signup.sent', { email: sentTo })}
        action={
          <Button component={RouterLink} to="/login" variant="outlined" size="large">
            {t('vendor_join.signup.back_to_login')}
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
      title={t('vendor_join.signup.title')}
      subtitle={t('vendor_join.signup.subtitle')}
      submitLabel={submitting ? t('vendor_join.signup.submitting') : t('vendor_join.signup.submit')}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void submit()}
      footer={
        <Typography variant="body2" color="text.secondary">
          {t('vendor_join.signup.have_account')}{' '}
          <Link component={RouterLink} to="/login">
            {t('vendor_join.signup.log_in')}
          </Link>
        </Typography>
      }
    >
      {field('business_name', t('vendor_join.signup.business_name'), {
        required: true,
        autoComplete: 'organization',
      })}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
        {field('first_name', t('vendor_join.signup.first_name'), {
          required: true,
          autoComplete: 'given-name',
        })}
        {field('last_name', t('vendor_join.signup.last_name'), {
          required: true,
          autoComplete: 'family-name',
        })}
      </Stack>
      {field('email', t('vendor_join.signup.email'), {
        required: true,
        type: 'email',
        autoComplete: 'email',
      })}
      {field('phone', t('vendor_join.signup.phone'), { type: 'tel', autoComplete: 'tel' })}
      <TextField
        label={t('vendor_join.signup.password')}
        type="password"
        autoComplete="new-password"
        value={form.password}
        onChange={set('password')}
        error={Boolean(errors.password)}
        helperText={errors.password ?? t('vendor_join.signup.password_hint')}
        fullWidth
        required
      />
      <TextField
        label={t('vendor_join.signup.confirm')}
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
