// /portal/login: the sign-in page of store owners, store staff and the super admin. On success the session
// is stored and the user goes back to the page that sent them here, or per docs/product.md#roles-landing to
// locations
// (owner, super admin) or the dashboard (staff). Failures show the server's message in a banner.
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { takeRememberedPath } from '../../client/session.ts';
import { homePathFor, isPortalRole, landingPathFor, safeReturnPath } from '../access.ts';
import { t } from '../i18n/t.ts';
import { LoginError, logIn } from '../providers/auth-provider.ts';
import { fullNameOf, useSession } from '../use-session.ts';
import { PublicPage } from './PublicPage.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (!email.trim() || !password) {
      setError(t('portal.login.required'));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const response = await logIn(email.trim(), password);
      const next = safeReturnPath(takeRememberedPath()) ?? landingPathFor(response);
      navigate(next, { replace: true });
    } catch (e) {
      setError(e instanceof LoginError ? e.message : e instanceof Error ? e.message : String(e));
      setSubmitting(false);
    }
  }

  const signedIn = session && isPortalRole(session.role.role_id) ? session : null;

  return (
    <PublicPage title={t('portal.login.submit')}>
      <Stack component="form" spacing={2.5} noValidate onSubmit={submit} aria-labelledby="login-title">
        <Box>
          <Typography id="login-title" variant="h5" component="h1" gutterBottom>
            {t('portal.login.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('portal.login.subtitle')}
          </Typography>
        </Box>
        {signedIn && !error ? (
          <Alert severity="info" variant="outlined">
            {t('portal.login.signed_in_as', { name: fullNameOf(signedIn) })}{' '}
            <Link component={RouterLink} to={homePathFor(signedIn.role.role_id)}>
              {t('portal.login.continue')}
            </Link>
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" data-testid="login-error">
            {error}
          </Alert>
        ) : null}
        <TextField
          id="login-email"
          name="email"
          label={t('portal.login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          required
          fullWidth
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={!!error && !email.trim()}
        />
        <TextField
          id="login-password"
          name="password"
          label={t('portal.login.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={!!error && !password}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={
                      showPassword ? t('portal.login.hide_password') : t('portal.login.show_password')
                    }
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : null}
        >
          {submitting ? t('portal.login.submitting') : t('portal.login.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to="/portal/forgot-password">
            {t('portal.login.forgot')}
          </Link>
        </Typography>
      </Stack>
    </PublicPage>
  );
}
