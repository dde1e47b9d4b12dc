// A customer's login, shared by /login and /checkout-login: the email and password fields, their checks
// (shell/auth/login-validation.ts) and the call; each page says where a signed-in customer goes next. An
// account whose email is not confirmed yet is told so and offered the mail again
// (docs/product.md#account-unverified).
import { useState } from 'react';
import { api, call } from '../../client/api.ts';
import { ErrorCode } from '../../shared/errors.ts';
import { setSession } from '../../client/session.ts';
import { logIn } from '../../shell/auth/log-in.ts';
import {
  emailMessage,
  requiredMessage,
  validateLogin,
  type LoginErrors,
} from '../../shell/auth/login-validation.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { Button } from '../../shell/ui/Button.tsx';
import { TextInput } from '../../shell/ui/Field.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';

type Resend = 'idle' | 'sending' | 'sent' | 'failed';

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
  // The email the server said is not confirmed yet (only told with the right password), and the resend.
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resend, setResend] = useState<Resend>('idle');

  async function submit() {
    if (submitting) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    setFailure(null);
    setUnverified(null);
    setResend('idle');
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const result = await logIn('storefront', email, password);
    setSubmitting(false);
    if (!result.ok) {
      if (result.error.code === ErrorCode.emailNotVerified) setUnverified(email.trim());
      else setFailure(result.error.message);
      return;
    }
    setSession(result.data);
    onSignedIn();
  }

  async function sendAgain() {
    if (!unverified || resend === 'sending') return;
    setResend('sending');
    const result = await call(
      api.POST('/api/v1/auth/resend-confirmation', {
        body: { store_url: window.location.host, email: unverified },
      }),
    );
    setResend(result.ok ? 'sent' : 'failed');
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
      {unverified ? (
        <div data-testid="login-unverified">
          <Notice kind={resend === 'sent' ? 'success' : resend === 'failed' ? 'error' : 'warning'}>
            {resend === 'sent'
              ? t('storefront.login.resent', { email: unverified })
              : resend === 'failed'
                ? t('storefront.login.resend_failed')
                : t('storefront.login.unverified')}
          </Notice>
          {resend === 'sent' ? null : (
            // Below the message, not beside it: a phone's width keeps the sentence readable.
            <Button
              type="button"
              variant="outlined"
              wide
              disabled={resend === 'sending'}
              onClick={() => void sendAgain()}
            >
              {resend === 'sending' ? t('storefront.login.resending') : t('storefront.login.resend')}
            </Button>
          )}
        </div>
      ) : null}
    </>
  );

  return { fields, failure, submitting, submit };
}
