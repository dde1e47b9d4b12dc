// /myaccount/profile — the customer's name (docs/product.md#formats-name's name rule), texts about their orders
// (docs/product.md#messages-consent: opt in with a mobile number, or out) and a password change that asks for
// the current password. Each form saves on its own and says so; the server's field messages land on the fields.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import {
  checkPassword,
  nameRule,
  PASSWORD_MIN,
  serverFields,
  type FieldErrors,
} from '../../shell/accounts/account-rules.ts';
import { Button } from '../../shell/ui/Button.tsx';
import { TextInput } from '../../shell/ui/Field.tsx';
import { isPhone } from '../../shared/phone.ts';
import { Notice } from '../../shell/ui/Notice.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import { TextsOptIn } from '../common/TextsOptIn.tsx';
import './account.css';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

function SaveButton({ saving, children }: { saving: boolean; children: string }) {
  const { t } = useStoreWords();
  return (
    <Button type="submit" variant="primary" disabled={saving}>
      {saving ? <Spinner /> : null}
      {saving ? t('accounts.profile.saving') : children}
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
  const { t } = useStoreWords();
  const [names, setNames] = useState({ first_name: first, last_name: last });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!nameRule.test(names.first_name.trim())) found.first_name = t('storefront.checkout.name_rule');
    if (names.last_name.trim() && !nameRule.test(names.last_name.trim()))
      found.last_name = t('storefront.checkout.name_rule');
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    const result = await call(
      api.PUT('/api/v1/profile', {
        body: { first_name: names.first_name.trim(), last_name: names.last_name.trim() },
      }),
    );
    setSaving(false);
    if (result.ok) setOutcome({ kind: 'success', text: t('accounts.profile.name_saved') });
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
        {t('accounts.profile.name')}
      </h2>
      <form noValidate onSubmit={submit}>
        <div className="sf-form-grid">
          {field('first_name', t('storefront.fields.first_name'), 'given-name')}
          {field('last_name', t('storefront.fields.last_name'), 'family-name')}
        </div>
        <OutcomeNotice outcome={outcome} />
        <div className="sf-form-notice">
          <SaveButton saving={saving}>{t('accounts.profile.save_name')}</SaveButton>
        </div>
      </form>
    </section>
  );
}

function TextsForm({ optIn, phone }: { optIn: boolean; phone: string | null }) {
  const { t } = useStoreWords();
  const [texts, setTexts] = useState(optIn);
  const [number, setNumber] = useState(phone ?? '');
  const [saved, setSaved] = useState({ optIn, phone });
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (texts && !isPhone(number)) {
      setError(t('storefront.checkout.texts_phone_rule'));
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
          ? t('accounts.profile.texts_saved_on', { phone: result.data.phone })
          : t('accounts.profile.texts_saved_off'),
      });
    } else {
      setOutcome({ kind: 'error', text: result.error.message });
      setError(serverFields(result.error.fields).phone ?? '');
    }
  }
  return (
    <section className="sf-panel" aria-labelledby="profile-texts">
      <h2 id="profile-texts" className="sf-panel__title">
        {t('accounts.profile.texts')}
      </h2>
      <form noValidate onSubmit={submit} className="sf-stack">
        <p className="sf-secondary" data-testid="texts-status">
          {saved.optIn
            ? t('accounts.profile.texts_on', { phone: saved.phone })
            : t('accounts.profile.texts_off')}
        </p>
        <div>
          <TextsOptIn
            about="orders"
            checked={texts}
            onCheck={setTexts}
            phone={number}
            onPhone={setNumber}
            error={error}
          />
        </div>
        <OutcomeNotice outcome={outcome} />
        <div>
          <SaveButton saving={saving}>{t('accounts.profile.save_texts')}</SaveButton>
        </div>
      </form>
    </section>
  );
}

function PasswordForm() {
  const { t } = useStoreWords();
  const [values, setValues] = useState({ current: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkPassword(values.password, values.confirm, t);
    if (!values.current) found.current = t('accounts.profile.required');
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
      setOutcome({ kind: 'success', text: t('accounts.profile.password_changed') });
    } else {
      const fields = serverFields(result.error.fields);
      setErrors({ current: fields.current_password ?? '', password: fields.new_password ?? '' });
      setOutcome({
        kind: 'error',
        text: fields.current_password ? t('accounts.profile.wrong_current') : result.error.message,
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
        {t('accounts.profile.password')}
      </h2>
      <form noValidate onSubmit={submit} className="sf-stack">
        {field('current', t('accounts.profile.current'), 'current-password')}
        {field('password', t('accounts.profile.new', { min: PASSWORD_MIN }), 'new-password')}
        {field('confirm', t('accounts.profile.repeat'), 'new-password')}
        <OutcomeNotice outcome={outcome} />
        <div>
          <SaveButton saving={saving}>{t('accounts.profile.change')}</SaveButton>
        </div>
      </form>
    </section>
  );
}

export default function ProfilePage() {
  const { t } = useStoreWords();
  usePageTitle(t('accounts.profile.title'));
  const [profile, retry] = useLoad(() => call(api.GET('/api/v1/profile')), []);
  const [texts, retryTexts] = useLoad(() => call(api.GET('/api/v1/account/text-messages')), []);
  return (
    <PageFrame title={t('accounts.profile.title')} width="sm">
      <RouterLink to="/myaccount" className="sf-link sf-back">
        {t('accounts.profile.back')}
      </RouterLink>
      {profile.status === 'loading' ? (
        <LoadingBlock label={t('accounts.profile.loading')} />
      ) : profile.status === 'failed' ? (
        <FailedBlock message={t('accounts.profile.failed', { error: profile.message })} onRetry={retry} />
      ) : (
        <div className="sf-stack">
          <p className="sf-secondary sf-account-home__email">
            {t('accounts.profile.email', { email: profile.data.email })}
          </p>
          <NameForm first={profile.data.first_name} last={profile.data.last_name} />
          {texts.status === 'loading' ? (
            <LoadingBlock label={t('accounts.profile.texts_loading')} />
          ) : texts.status === 'failed' ? (
            <FailedBlock
              message={t('accounts.profile.texts_failed', { error: texts.message })}
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
