// Joining the platform: /onboarding/welcome (what setting up takes), /onboarding/store (store name and its
// address on the web, checked for availability as it is typed, and the owner's account), /portal/check-inbox
// (waiting for, then following, the confirmation link), and the portal's /portal/forgot-password and
// /portal/reset-password/:key/:token.
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { useDebouncedValue, useGet } from '../../shell/data/use-load.ts';
import { setSession } from '../../client/session.ts';
import { onboardingSteps, slugFromName } from '../../shared/onboarding.ts';
import { storeSignUpForm } from '../../shared/forms/form-schemas.ts';
import * as signUpValidators from '../../shell/forms/validators/store-sign-up.js';
import { landingPathFor } from '../access.ts';
import { OnboardingFrame } from '../../shell/onboarding/OnboardingFrame.tsx';
import { StepForm } from '../../shell/onboarding/StepForm.tsx';
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
import { t } from '../i18n/t.ts';
import { titled } from './titled.ts';

export function WelcomePage() {
  return (
    <OnboardingFrame
      audience="store"
      title={t('portal.onboarding.welcome.title')}
      intro={t('portal.onboarding.welcome.intro')}
    >
      <List dense>
        {onboardingSteps.map((s) => (
          <ListItem key={s} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CheckCircleOutlined color="primary" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t(`onboarding.store_steps.${s}`)} />
          </ListItem>
        ))}
      </List>
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        <Button component={RouterLink} to="/onboarding/store" variant="contained" size="large">
          {t('portal.onboarding.welcome.start')}
        </Button>
        <Button component={RouterLink} to="/portal/login">
          {t('portal.onboarding.welcome.have_account')}
        </Button>
      </Stack>
    </OnboardingFrame>
  );
}

type SignUp = {
  store_name: string;
  slug: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
};
type Availability = { slug: string; available: boolean; reason?: string | null; host: string };

/** Checks the slug with the server while the owner types (after a short pause). */
function useSlugAvailability(slug: string | undefined) {
  const settled = useDebouncedValue(slug, 300);
  const checkable =
    !!settled && new RegExp(storeSignUpForm.properties.slug.pattern).test(settled) && settled.length >= 2;
  const answer = useGet(
    '/api/v1/onboarding/slug-availability',
    checkable ? { query: { slug: settled } } : null,
  );
  const state: Availability | undefined = answer.data;
  // An answer for another slug (the owner typed on) is not shown.
  return state && state.slug === slug ? state : null;
}

export function StoreSignUpPage() {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Partial<SignUp>>({});
  const [slugEdited, setSlugEdited] = useState(false);
  const availability = useSlugAvailability(draft.slug);
  return (
    <OnboardingFrame
      audience="store"
      title={t('portal.onboarding.sign_up.title')}
      intro={t('portal.onboarding.sign_up.intro')}
      current="store"
    >
      <StepForm<SignUp>
        schema={storeSignUpForm as unknown as RJSFSchema}
        validators={signUpValidators as unknown as ValidatorFunctions}
        value={draft}
        uiSchema={titled(storeSignUpForm, 'sign_up', {
          store_name: { 'ui:autofocus': true },
          slug: { 'ui:help': t('portal.onboarding.sign_up.slug_help') },
          first_name: { 'ui:autocomplete': 'given-name' },
          last_name: { 'ui:autocomplete': 'family-name' },
          email: { 'ui:autocomplete': 'email', 'ui:inputType': 'email' },
          password: {
            'ui:widget': 'password',
            'ui:help': t('portal.onboarding.sign_up.password_help'),
            'ui:autocomplete': 'new-password',
          },
        })}
        onChange={(next) => {
          // The slug follows the name until the owner edits it.
          const edited = slugEdited || next.slug !== draft.slug;
          if (edited !== slugEdited) setSlugEdited(edited);
          setDraft(
            !edited && next.store_name !== draft.store_name
              ? { ...next, slug: next.store_name ? slugFromName(next.store_name) : undefined }
              : next,
          );
        }}
        submitLabel={t('portal.onboarding.sign_up.submit')}
        onSubmit={async (data) => {
          const result = await call(api.POST('/api/v1/onboarding/sign-up', { body: data }));
          if (!result.ok) return result.error;
          navigate(`/portal/check-inbox?email=${encodeURIComponent(result.data.email)}`);
          return null;
        }}
      />
      <Box sx={{ mt: 1 }} aria-live="polite" data-testid="slug-availability">
        {availability ? (
          <Chip
            size="small"
            color={availability.available ? 'success' : 'warning'}
            label={
              availability.available
                ? t('portal.onboarding.sign_up.free', { host: availability.host })
                : (availability.reason ?? t('portal.onboarding.sign_up.not_available'))
            }
          />
        ) : null}
      </Box>
    </OnboardingFrame>
  );
}

export function CheckInboxPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const key = params.get('key');
  const token = params.get('token');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!key || !token) return;
    void call(api.POST('/api/v1/onboarding/verify-email', { body: { key, token } })).then((result) => {
      if (!result.ok) return setError(result.error.message);
      setSession(result.data);
      navigate(
        result.data.on_boarding_steps?.is_onboarding_complete
          ? landingPathFor(result.data)
          : '/store-welcome',
        {
          replace: true,
        },
      );
    });
  }, [key, token, navigate]);
  if (key && token)
    return (
      <OnboardingFrame audience="store" title={t('portal.onboarding.confirm.title')} current="email">
        {error ? (
          <Stack spacing={2}>
            <Alert severity="error" role="alert">
              {error}
            </Alert>
            <Button component={RouterLink} to="/portal/login" variant="outlined">
              {t('portal.onboarding.confirm.log_in')}
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography>{t('portal.onboarding.confirm.confirming')}</Typography>
          </Stack>
        )}
      </OnboardingFrame>
    );
  const email = params.get('email');
  return (
    <OnboardingFrame audience="store" title={t('portal.onboarding.confirm.inbox_title')} current="email">
      <Alert severity="info" role="status">
        {email ? t('portal.onboarding.confirm.sent_to', { email }) : t('portal.onboarding.confirm.sent')}{' '}
        {t('portal.onboarding.confirm.open_it')}
      </Alert>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('portal.onboarding.confirm.no_mail')}
      </Typography>
    </OnboardingFrame>
  );
}

export function PortalForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await call(
      api.POST('/api/v1/auth/portal/forgot-password', { body: { email: email.trim() } }),
    );
    setBusy(false);
    if (result.ok) setSent(t('portal.onboarding.forgot.sent', { email: result.data.email }));
    else setError(result.error.fields?.[0]?.message ?? result.error.message);
  }
  return (
    <OnboardingFrame
      audience="store"
      title={t('portal.onboarding.forgot.title')}
      intro={t('portal.onboarding.forgot.intro')}
    >
      {sent ? (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={submit}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextField
            label={t('portal.onboarding.forgot.email')}
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy || !email.trim()}>
            {t('portal.onboarding.forgot.send')}
          </Button>
        </Stack>
      )}
      <Button component={RouterLink} to="/portal/login" sx={{ mt: 2 }}>
        {t('portal.onboarding.forgot.back')}
      </Button>
    </OnboardingFrame>
  );
}

export function PortalResetPasswordPage() {
  const { key = '', token = '' } = useParams();
  const [state, setState] = useState<'checking' | 'ready' | 'gone' | 'done'>('checking');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    void call(api.POST('/api/v1/auth/account-link', { body: { key, token } })).then((r) =>
      setState(r.ok && r.data.purpose === 'reset_password' ? 'ready' : 'gone'),
    );
  }, [key, token]);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await call(api.POST('/api/v1/auth/reset-password', { body: { key, token, password } }));
    if (result.ok) setState('done');
    else setError(result.error.fields?.[0]?.message ?? result.error.message);
  }
  return (
    <OnboardingFrame audience="store" title={t('portal.onboarding.reset.title')}>
      {state === 'checking' ? (
        <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} />
          <Typography>{t('portal.onboarding.reset.checking')}</Typography>
        </Stack>
      ) : state === 'gone' ? (
        <Alert severity="warning" role="alert">
          {t('portal.onboarding.reset.gone')}{' '}
          <RouterLink to="/portal/forgot-password">{t('portal.onboarding.reset.ask_again')}</RouterLink>.
        </Alert>
      ) : state === 'done' ? (
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {t('portal.onboarding.reset.done')}
          </Alert>
          <Button component={RouterLink} to="/portal/login" variant="contained">
            {t('portal.onboarding.reset.log_in')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={submit}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextField
            label={t('portal.onboarding.reset.new_password')}
            type="password"
            autoComplete="new-password"
            helperText={t('portal.onboarding.reset.help')}
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="contained" size="large" disabled={password.length < 8}>
            {t('portal.onboarding.reset.save')}
          </Button>
        </Stack>
      )}
    </OnboardingFrame>
  );
}
