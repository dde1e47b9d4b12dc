// /create-account — sign-up: names and phone by docs/product.md#formats-name, docs/product.md#formats-phone,
// email, password. The server mails a
// verification link; the page then sends the customer to /check-inbox.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { TextInput } from '../../shell/ui/Field.tsx';
import { AccountFormCard } from '../../shell/accounts/AccountFormCard.tsx';
import {
  checkPassword,
  emailRule,
  nameRule,
  phoneRule,
  serverFields,
  type FieldErrors,
} from '../../shell/accounts/account-rules.ts';

export default function CreateAccountPage() {
  usePageTitle('Create an account');
  const navigate = useNavigate();
  const [values, setValues] = useState({
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    const found: FieldErrors = { ...checkPassword(values.password, values.confirm) };
    if (!nameRule.test(values.first_name.trim()))
      found.first_name = 'Letters and spaces only, 2 to 30 characters.';
    if (!nameRule.test(values.last_name.trim()))
      found.last_name = 'Letters and spaces only, 2 to 30 characters.';
    if (!emailRule.test(values.email.trim())) found.email = 'Enter a valid email address.';
    if (!phoneRule.test(values.phone.trim())) found.phone = 'Enter a valid phone number.';
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length) return;
    setSubmitting(true);
    const result = await call(
      api.POST('/api/v1/auth/sign-up', {
        body: {
          store_url: window.location.host,
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          password: values.password,
          ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        },
      }),
    );
    setSubmitting(false);
    if (!result.ok) {
      setFailure(result.error.message);
      setErrors(serverFields(result.error.fields));
      return;
    }
    navigate(`/check-inbox?email=${encodeURIComponent(result.data.email)}`);
  }

  const field = (name: keyof typeof values, label: string, extra: object = {}) => (
    <TextInput
      label={label}
      name={name}
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <AccountFormCard
      title="Create an account"
      subtitle="Follow your orders and check out faster."
      submitLabel={submitting ? 'Creating your account…' : 'Create account'}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void submit()}
      footer={
        <p className="sf-secondary sf-small">
          Already have an account?{' '}
          <RouterLink to="/login" className="sf-link">
            Log in
          </RouterLink>
        </p>
      }
    >
      {field('first_name', 'First name', { required: true, autoComplete: 'given-name' })}
      {field('last_name', 'Last name', { required: true, autoComplete: 'family-name' })}
      {field('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
      {field('phone', 'Phone (optional)', { type: 'tel', autoComplete: 'tel' })}
      {field('password', 'Password', { required: true, type: 'password', autoComplete: 'new-password' })}
      {field('confirm', 'Repeat the password', {
        required: true,
        type: 'password',
        autoComplete: 'new-password',
      })}
    </AccountFormCard>
  );
}
