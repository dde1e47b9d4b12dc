// The sign-in page of the staff faces — the portal's /portal/login and the vendor app's /login — hand-built on
// the shell's primitives (ui/Field, ui/Button, ui/Notice), like the storefront's login: these faces' first
// route loads no styling library and no react-admin; their admin app loads once the user has signed in (the
// face starts fetching it as the form is sent). The face says what the page is called, checks the fields,
// signs in and goes on; this page shows the fields, the progress and the server's message.
import { useState, type ReactNode } from 'react';
import { TextInput } from '../ui/Field.tsx';
import { Button } from '../ui/Button.tsx';
import { Notice } from '../ui/Notice.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { validateLogin, type LoginErrors } from './login-validation.ts';
import './staff-login.css';

export interface StaffLoginWords {
  title: string;
  subtitle: string;
  email: string;
  password: string;
  submit: string;
  submitting: string;
  showPassword: string;
  hidePassword: string;
}

interface Props {
  words: StaffLoginWords;
  /** The product's name above the card (the portal); none: the card alone (the vendor app). */
  brand?: string;
  /** Field errors before a round trip, or one message for the whole form (default: each field's own). */
  check?: (email: string, password: string) => LoginErrors | string;
  /** Signs in and goes on; resolves the message to show when the server refused. */
  signIn: (email: string, password: string) => Promise<string | null>;
  /** Shown above the fields (e.g. who is signed in already). */
  notice?: ReactNode;
  /** Links under the form (forgot password, sign up). */
  footer?: ReactNode;
  /** The test id of the server's message. */
  errorTestId?: string;
}

const fieldChecks = (email: string, password: string) => validateLogin({ email, password });

export function StaffLoginPage({
  words,
  brand,
  check = fieldChecks,
  signIn,
  notice,
  footer,
  errorTestId,
}: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit() {
    if (submitting) return;
    const found = check(email, password);
    const formMessage = typeof found === 'string' ? found : null;
    const fieldErrors = typeof found === 'string' ? {} : found;
    setErrors(fieldErrors);
    setFailure(formMessage);
    if (formMessage || Object.keys(fieldErrors).length > 0) return;
    setSubmitting(true);
    const refused = await signIn(email.trim(), password);
    // On success the face navigates away; the page stays only to show a refusal.
    if (refused !== null) {
      setFailure(refused);
      setSubmitting(false);
    }
  }

  const card = (
    <div className="shell-login__card">
      <h1 id="login-title" className="shell-login__title">
        {words.title}
      </h1>
      <p className="shell-login__subtitle">{words.subtitle}</p>
      <form
        noValidate
        aria-labelledby="login-title"
        className="shell-login__form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {notice}
        <div aria-live="assertive">
          {failure ? (
            <Notice kind="error" testId={errorTestId}>
              {failure}
            </Notice>
          ) : null}
        </div>
        <TextInput
          label={words.email}
          name="email"
          type="email"
          autoComplete="username"
          // The page is there to sign in: the caret starts in its first field.
          autoFocus
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <div className="shell-login__password">
          <TextInput
            label={words.password}
            name="password"
            type={shown ? 'text' : 'password'}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.password}
          />
          <button
            type="button"
            className="shell-login__reveal"
            aria-label={shown ? words.hidePassword : words.showPassword}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            <EyeIcon crossed={shown} />
          </button>
        </div>
        <Button type="submit" variant="primary" size="large" wide disabled={submitting}>
          {submitting ? <Spinner /> : null}
          {submitting ? words.submitting : words.submit}
        </Button>
      </form>
      {footer ? <div className="shell-login__footer">{footer}</div> : null}
    </div>
  );

  return (
    <div className={`shell-login${brand ? ' shell-login--branded' : ''}`}>
      <div className="shell-login__column">
        {brand ? (
          <p className="shell-login__brand">
            <span aria-hidden className="shell-login__mark">
              <StoreIcon />
            </span>
            {brand}
          </p>
        ) : null}
        {card}
      </div>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

function StoreIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M4 9h16l-1.5-5h-13L4 9Zm0 0v11h16V9M9 20v-6h6v6" />
    </svg>
  );
}
