// /create-account — sign-up: names and phone by docs/product.md#formats-name, docs/product.md#formats-phone,
// email, password. The server mails a
// verification link; the page then sends the customer to /check-inbox.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
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
  const { t } = useStoreWords();
  usePageTitle(t('storefront.sign_up.title'));
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
    const found: FieldErrors = { ...checkPassword(values.password, values.confirm, t) };
    if (!nameRule.test(values.first_name.trim())) found.first_name = t('storefront.checkout.name_rule');
    if (!nameRule.test(values.last_name.trim())) found.last_name = t('storefront.checkout.name_rule');
    if (!emailRule.test(values.email.trim())) found.email = t('storefront.checkout.email_rule');
    if (!phoneRule.test(values.phone.trim())) found.phone = t('storefront.checkout.phone_rule');
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
      title={t('storefront.sign_up.title')}
      subtitle={t('storefront.sign_up.subtitle')}
      submitLabel={submitting ? t('storefront.sign_up.creating') : t('storefront.sign_up.submit')}
      submitting={submitting}
      failure={failure}
      onSubmit={() => void submit()}
      footer={
        <p className="sf-secondary sf-small">
          {t('storefront.sign_up.have_account')}{' '}
          <RouterLink to="/login" className="sf-link">
            {t('storefront.sign_up.log_in')}
          </RouterLink>
        </p>
      }
    >
      {field('first_name', t('storefront.fields.first_name'), { required: true, autoComplete: 'given-name' })}
      {field('last_name', t('storefront.fields.last_name'), { required: true, autoComplete: 'family-name' })}
      {field('email', t('storefront.fields.email'), { required: true, type: 'email', autoComplete: 'email' })}
      {field('phone', t('storefront.sign_up.phone'), { type: 'tel', autoComplete: 'tel' })}
      {field('password', t('storefront.fields.password'), {
        required: true,
        type: 'password',
        autoComplete: 'new-password',
      })}
      {field('confirm', t('storefront.sign_up.repeat'), {
        required: true,
        type: 'password',
        autoComplete: 'new-password',
      })}
    </AccountFormCard>
  );
}
