// A customer's login, shared by /login and /checkout-login: the email and password fields, their checks
// (shell/auth/login-validation.ts) and the call; each page says where a signed-in customer goes next.
import { useState } from 'react';
import { setSession } from '../../client/session.ts';
import { logIn } from '../../shell/auth/log-in.ts';
import {
  emailMessage,
  requiredMessage,
  validateLogin,
  type LoginErrors,
} from '../../shell/auth/login-validation.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { TextInput } from '../../shell/ui/Field.tsx';

export function useCustomerLogin(onSignedIn: () => void) {
  const { t } = useStoreWords();
  // The checks' words (shared with the staff login) in the store's language.
  const say = (message: string | undefined) =>
    message === requiredMessage
      ? t('validation.field_required')
      : message === emailMessage
        ? t('validation.email')
        : message;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    if (submitting) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const result = await logIn('storefront', email, password);
    setSubmitting(false);
    if (!result.ok) {
      setFailure(result.error.message);
      return;
    }
    setSession(result.data);
    onSignedIn();
  }

  const fields = (
    <>
      <TextInput
        label={t('storefront.fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={say(errors.email)}
      />
      <TextInput
        label={t('storefront.fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={say(errors.password)}
      />
    </>
  );

  return { fields, failure, submitting, submit };
}
