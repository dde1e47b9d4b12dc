// The login form every face uses: labelled email and password, a submit button that shows progress, the
// server's message in an error banner, and field errors announced to screen readers.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import type { ApiResult } from '../../client/api.ts';
import type { Session } from '../../client/session.ts';
import { validateLogin, type LoginErrors } from './login-validation.ts';
import { useHeadingTag } from '../heading-level.ts';

interface Props {
  title: string;
  subtitle?: string;
  login: (email: string, password: string) => Promise<ApiResult<Session>>;
  onSuccess: (session: Session) => void;
  /** Links under the form (forgot password, create account). */
  footer?: ReactNode;
}

export function LoginForm({ title, subtitle, login, onSuccess, footer }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingId = useId();
  const headingTag = useHeadingTag();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateLogin({ email, password });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const result = await login(email, password);
    setSubmitting(false);
    if (result.ok) onSuccess(result.data);
    else setFailure(result.error.message);
  }

  return (
    <Paper
      variant="outlined"
      sx={{ width: '100%', maxWidth: 440, mx: 'auto', p: { xs: 3, sm: 4 }, borderColor: 'var(--wl-border)' }}
    >
      {/* Under a page's own h1 (the checkout) the form's title is an h2 and looks like one: it was drawn as
          large as the h1 above it. */}
      <Typography
        id={headingId}
        variant={headingTag}
        component={headingTag}
        sx={{ mb: subtitle ? 1 : 3, ...(headingTag === 'h2' ? { fontSize: '1.3rem' } : {}) }}
      >
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId}>
        <Stack spacing={2.5}>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            fullWidth
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          <Button
            type="submit"
            variant="contained"
            className="wl-button"
            size="large"
            fullWidth
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {submitting ? 'Logging in...' : 'Log in'}
          </Button>
        </Stack>
      </Box>
      {footer && <Box sx={{ mt: 3 }}>{footer}</Box>}
    </Paper>
  );
}
