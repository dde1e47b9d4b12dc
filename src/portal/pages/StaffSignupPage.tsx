// /staff-signup/:vendor_id/:uuid: the invited staff member's page (docs/product.md#auth-staff-invitation), on
// both hosts: on the
// platform host the first segment carries the inviting store's id and the signup opens the portal with
// exactly the invited permissions; on the vendor host it is the vendor's id and the signup opens the vendor
// portal as vendor staff. It shows who invites which email, lets them choose their name
// (docs/product.md#formats-name's rule,
// from the request schema) and a password, and stores the session the signup returns. Spent, withdrawn or
// expired links say so.
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { setSession } from '../../client/session.ts';
import { staffSignupRequestSchema } from '../../../schemas/staff-invitation.schema.ts';
import { formatLongDate } from '../../shared/format.ts';
import { homePathFor } from '../access.ts';
import { t } from '../i18n/t.ts';
import { PublicPage } from './PublicPage.tsx';

type View = {
  /** Who invites: the store, or the vendor's workshop. */
  inviter: { id: number; name: string };
  email: string;
  first_name: string;
  status: string;
  expires_at: string;
};

const rules = staffSignupRequestSchema.properties;
const namePattern = new RegExp(rules.first_name.pattern, 'u');
const lastNamePattern = new RegExp(rules.last_name.pattern, 'u');

/** docs/product.md#formats-name's name rule on the client (the server checks the same schema). */
function nameError(value: string, optional: boolean): string | null {
  const v = value.trim();
  if (optional && !v) return null;
  if (v.length < rules.first_name.minLength || v.length > rules.first_name.maxLength)
    return t('portal.staff_signup.name_hint');
  return (optional ? lastNamePattern : namePattern).test(v) ? null : t('portal.staff_signup.name_hint');
}

/** The two faces of the page: a store's staff (platform host) and a vendor's team (vendor host). */
const kinds = {
  store: {
    loginPath: '/portal/login',
    load: (tenant: number, token: string) =>
      call(
        api.GET('/api/v1/staff-sign-up/{store_id}/{token}', {
          params: { path: { store_id: tenant, token } },
        }),
      ),
    signUp: (tenant: number, token: string, body: SignupBody) =>
      call(
        api.POST('/api/v1/staff-sign-up/{store_id}/{token}', {
          params: { path: { store_id: tenant, token } },
          body,
        }),
      ),
    home: (roleId: number) => homePathFor(roleId),
  },
  vendor: {
    loginPath: '/login',
    load: (tenant: number, token: string) =>
      call(
        api.GET('/api/v1/vendor-staff-sign-up/{vendor_id}/{token}', {
          params: { path: { vendor_id: tenant, token } },
        }),
      ),
    signUp: (tenant: number, token: string, body: SignupBody) =>
      call(
        api.POST('/api/v1/vendor-staff-sign-up/{vendor_id}/{token}', {
          params: { path: { vendor_id: tenant, token } },
          body,
        }),
      ),
    home: () => '/portal/dashboard',
  },
} as const;

interface SignupBody {
  first_name: string;
  last_name: string;
  password: string;
}

export function StaffSignupPage({ kind = 'store' }: { kind?: keyof typeof kinds }) {
  const face = kinds[kind];
  const { vendor_id: tenant = '', uuid: token = '' } = useParams();
  const navigate = useNavigate();
  const [view, setView] = useState<View | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let live = true;
    face.load(Number(tenant), token).then((result) => {
      if (!live) return;
      if (result.ok) {
        const data = result.data;
        setView({ ...data, inviter: 'store' in data ? data.store : data.vendor });
        setFirstName(data.first_name);
      } else
        setLoadError(
          result.status === 404 || result.status === 400
            ? t('portal.staff_signup.gone')
            : result.error.message,
        );
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tenant, token]);

  const firstError = nameError(firstName, false);
  const lastError = nameError(lastName, true);
  const passwordError =
    password.length < rules.password.minLength ? t('portal.staff_signup.password_hint') : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (submitting || firstError || lastError || passwordError) return;
    setSubmitting(true);
    setError(null);
    const result = await face.signUp(Number(tenant), token, {
      first_name: firstName.trim(),
      last_name: lastName.trim(),
      password,
    });
    if (!result.ok) {
      setError(result.error.message);
      setSubmitting(false);
      return;
    }
    setSession(result.data);
    navigate(face.home(result.data.role.role_id), { replace: true });
  }

  const title = t('portal.staff_signup.title');
  if (!view)
    return (
      <PublicPage title={title}>
        {loadError ? (
          <Stack spacing={2}>
            <Alert severity="error" role="alert">
              {loadError}
            </Alert>
            <Button component={RouterLink} to={face.loginPath} variant="outlined">
              {t('portal.staff_signup.sign_in')}
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} />
            <Typography>{t('portal.staff_signup.loading')}</Typography>
          </Stack>
        )}
      </PublicPage>
    );

  if (view.status !== 'pending')
    return (
      <PublicPage title={title}>
        <Stack spacing={2}>
          <Alert severity={view.status === 'accepted' ? 'info' : 'warning'} role="alert">
            {t(`portal.staff_signup.${view.status as 'accepted' | 'revoked' | 'expired'}`)}
          </Alert>
          <Button component={RouterLink} to={face.loginPath} variant="outlined">
            {t('portal.staff_signup.sign_in')}
          </Button>
        </Stack>
      </PublicPage>
    );

  return (
    <PublicPage title={title}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby="signup-title">
        <Box>
          <Typography id="signup-title" variant="h5" component="h1" gutterBottom>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('portal.staff_signup.subtitle', { store: view.inviter.name, email: view.email })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('portal.staff_signup.expires', { date: formatLongDate(view.expires_at) })}
          </Typography>
        </Box>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextField
          id="signup-email"
          label={t('portal.login.email')}
          value={view.email}
          fullWidth
          disabled
          autoComplete="username"
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="signup-first-name"
            label={t('portal.staff_signup.first_name')}
            required
            fullWidth
            autoFocus
            autoComplete="given-name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            error={touched && !!firstError}
            helperText={touched && firstError ? firstError : ' '}
          />
          <TextField
            id="signup-last-name"
            label={t('portal.staff_signup.last_name')}
            fullWidth
            autoComplete="family-name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            error={touched && !!lastError}
            helperText={touched && lastError ? lastError : ' '}
          />
        </Stack>
        <TextField
          id="signup-password"
          label={t('portal.staff_signup.password')}
          type="password"
          required
          fullWidth
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched && !!passwordError}
          helperText={t('portal.staff_signup.password_hint')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {submitting ? t('portal.staff_signup.submitting') : t('portal.staff_signup.submit')}
        </Button>
      </Stack>
    </PublicPage>
  );
}
