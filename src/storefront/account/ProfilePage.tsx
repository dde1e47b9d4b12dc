// /myaccount/profile — the customer's name (docs/product.md#formats-name's name rule), texts about their orders
// (docs/product.md#messages-consent: opt in with a mobile number, or out) and a password change that asks for
// the current password. Each form saves on its own and says so; the server's field messages land on the fields.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import {
  checkPassword,
  nameRule,
  serverFields,
  type FieldErrors,
} from '../../shell/accounts/account-rules.ts';
import { Button } from '../../shell/ui/Button.tsx';
import { CheckboxInput, TextInput } from '../../shell/ui/Field.tsx';
import { isPhone } from '../../shared/phone.ts';
import { Notice } from '../../shell/ui/Notice.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import './account.css';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

function SaveButton({ saving, children }: { saving: boolean; children: string }) {
  return (
    <Button type="submit" variant="primary" disabled={saving}>
      {saving ? <Spinner /> : null}
      {saving ? 'Saving…' : children}
    </Button>
  );
}

export function OutcomeNotice({ outcome }: { outcome: Outcome }) {
  return (
    <div aria-live="polite">
      {outcome ? (
        <div className="sf-form-notice">
          <Notice kind={outcome.kind}>{outcome.text}</Notice>
        </div>
      ) : null}
    </div>
  );
}

function NameForm({ first, last }: { first: string; last: string }) {
  const [names, setNames] = useState({ first_name: first, last_name: last });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!nameRule.test(names.first_name.trim()))
      found.first_name = 'Letters and spaces only, 2 to 30 characters.';
    if (names.last_name.trim() && !nameRule.test(names.last_name.trim()))
      found.last_name = 'Letters and spaces only, 2 to 30 characters.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const result = await call(
      api.PUT('/api/v1/profile', {
        body: { first_name: names.first_name.trim(), last_name: names.last_name.trim() },
      }),
    );
    setSaving(false);
    if (result.ok) setOutcome({ kind: 'success', text: 'Your name was saved.' });
    else {
      setOutcome({ kind: 'error', text: result.error.message });
      setErrors(serverFields(result.error.fields));
    }
  }
  const field = (name: 'first_name' | 'last_name', label: string, autoComplete: string) => (
    <TextInput
      label={label}
      name={name}
      value={names[name]}
      onChange={(e) => setNames({ ...names, [name]: e.target.value })}
      error={errors[name] || null}
      autoComplete={autoComplete}
    />
  );
  return (
    <section className="sf-panel" aria-labelledby="profile-name">
      <h2 id="profile-name" className="sf-panel__title">
        Your name
      </h2>
      <form noValidate onSubmit={submit}>
        <div className="sf-form-grid">
          {field('first_name', 'First name', 'given-name')}
          {field('last_name', 'Last name', 'family-name')}
        </div>
        <OutcomeNotice outcome={outcome} />
        <div className="sf-form-notice">
          <SaveButton saving={saving}>Save name</SaveButton>
        </div>
      </form>
    </section>
  );
}

function TextsForm({ optIn, phone }: { optIn: boolean; phone: string | null }) {
  const [texts, setTexts] = useState(optIn);
  const [number, setNumber] = useState(phone ?? '');
  const [saved, setSaved] = useState({ optIn, phone });
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (texts && !isPhone(number)) {
      setError('Enter a mobile number: the area code and the number (digits, spaces or hyphens).');
      return;
    }
    setError('');
    setSaving(true);
    const result = await call(
      api.PUT('/api/v1/account/text-messages', {
        body: texts ? { opt_in: true, phone: number.trim() } : { opt_in: false },
      }),
    );
    setSaving(false);
    if (result.ok) {
      setSaved({ optIn: result.data.opt_in, phone: result.data.phone });
      if (result.data.phone) setNumber(result.data.phone);
      setOutcome({
        kind: 'success',
        text: result.data.opt_in
          ? `You will get texts about your orders at ${result.data.phone}.`
          : 'You will get no more texts about your orders.',
      });
    } else {
      setOutcome({ kind: 'error', text: result.error.message });
      setError(serverFields(result.error.fields).phone ?? '');
    }
  }
  return (
    <section className="sf-panel" aria-labelledby="profile-texts">
      <h2 id="profile-texts" className="sf-panel__title">
        Text messages
      </h2>
      <form noValidate onSubmit={submit} className="sf-stack">
        <p className="sf-secondary" data-testid="texts-status">
          {saved.optIn
            ? `We text you about your orders at ${saved.phone}.`
            : 'We do not text you. Tick the box to get updates on your orders by text message (SMS).'}
        </p>
        <CheckboxInput
          label="Text me about my orders"
          hint="Reply STOP to any text to stop them at once."
          checked={texts}
          onChange={(e) => setTexts(e.target.checked)}
        />
        {texts ? (
          <TextInput
            label="Mobile number"
            name="sms_phone"
            type="tel"
            autoComplete="tel"
            required
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            error={error || null}
            hint="With the area code; add + and the country code for a number abroad."
          />
        ) : null}
        <OutcomeNotice outcome={outcome} />
        <div>
          <SaveButton saving={saving}>Save text messages</SaveButton>
        </div>
      </form>
    </section>
  );
}

function PasswordForm() {
  const [values, setValues] = useState({ current: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkPassword(values.password, values.confirm);
    if (!values.current) found.current = 'This field is required.';
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const result = await call(
      api.PUT('/api/v1/profile', {
        body: { current_password: values.current, new_password: values.password },
      }),
    );
    setSaving(false);
    if (result.ok) {
      setValues({ current: '', password: '', confirm: '' });
      setOutcome({ kind: 'success', text: 'Your password was changed.' });
    } else {
      const fields = serverFields(result.error.fields);
      setErrors({ current: fields.current_password ?? '', password: fields.new_password ?? '' });
      setOutcome({
        kind: 'error',
        text: fields.current_password ? 'That is not your current password.' : result.error.message,
      });
    }
  }
  const field = (name: 'current' | 'password' | 'confirm', label: string, autoComplete: string) => (
    <TextInput
      label={label}
      name={name}
      type="password"
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={errors[name] || null}
      autoComplete={autoComplete}
    />
  );
  return (
    <section className="sf-panel" aria-labelledby="profile-password">
      <h2 id="profile-password" className="sf-panel__title">
        Change password
      </h2>
      <form noValidate onSubmit={submit} className="sf-stack">
        {field('current', 'Current password', 'current-password')}
        {field('password', 'New password (at least 8 characters)', 'new-password')}
        {field('confirm', 'Repeat the new password', 'new-password')}
        <OutcomeNotice outcome={outcome} />
        <div>
          <SaveButton saving={saving}>Change password</SaveButton>
        </div>
      </form>
    </section>
  );
}

export default function ProfilePage() {
  usePageTitle('My profile');
  const [profile, retry] = useLoad(() => call(api.GET('/api/v1/profile')), []);
  const [texts, retryTexts] = useLoad(() => call(api.GET('/api/v1/account/text-messages')), []);
  return (
    <PageFrame title="My profile" width="sm">
      <RouterLink to="/myaccount" className="sf-link sf-back">
        ← My account
      </RouterLink>
      {profile.status === 'loading' ? (
        <LoadingBlock label="Loading your profile" />
      ) : profile.status === 'failed' ? (
        <FailedBlock message={`We could not load your profile. ${profile.message}`} onRetry={retry} />
      ) : (
        <div className="sf-stack">
          <p className="sf-secondary sf-account-home__email">Email: {profile.data.email}</p>
          <NameForm first={profile.data.first_name} last={profile.data.last_name} />
          {texts.status === 'loading' ? (
            <LoadingBlock label="Loading your text messages" />
          ) : texts.status === 'failed' ? (
            <FailedBlock
              message={`We could not load your text messages. ${texts.message}`}
              onRetry={retryTexts}
            />
          ) : (
            <TextsForm optIn={texts.data.opt_in} phone={texts.data.phone} />
          )}
          <PasswordForm />
        </div>
      )}
    </PageFrame>
  );
}
