// /myaccount/profile — the customer's name (docs/product.md#formats-name's name rule) and a password change
// that asks for the
// current password. Each form saves on its own and says so; the server's field messages land on the fields.
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
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

type Outcome = { kind: 'success' | 'error'; text: string } | null;

const panel = { p: { xs: 2, sm: 3 }, mb: 3, borderColor: 'var(--wl-border)' } as const;

function SaveButton({ saving, children }: { saving: boolean; children: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      className="wl-button"
      disabled={saving}
      startIcon={saving ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
    >
      {saving ? 'Saving…' : children}
    </Button>
  );
}

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  return (
    <Box aria-live="polite">
      {outcome && (
        <Alert severity={outcome.kind} sx={{ mb: 2 }}>
          {outcome.text}
        </Alert>
      )}
    </Box>
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
    <TextField
      label={label}
      name={name}
      value={names[name]}
      onChange={(e) => setNames({ ...names, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] ?? ' '}
      autoComplete={autoComplete}
      size="small"
      fullWidth
    />
  );
  return (
    <Paper component="section" variant="outlined" sx={panel} aria-labelledby="profile-name">
      <Typography id="profile-name" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Your name
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('first_name', 'First name', 'given-name')}
          {field('last_name', 'Last name', 'family-name')}
        </Box>
        <OutcomeAlert outcome={outcome} />
        <SaveButton saving={saving}>Save name</SaveButton>
      </Box>
    </Paper>
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
    <TextField
      label={label}
      name={name}
      type="password"
      value={values[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name] || ' '}
      autoComplete={autoComplete}
      size="small"
      fullWidth
    />
  );
  return (
    <Paper component="section" variant="outlined" sx={panel} aria-labelledby="profile-password">
      <Typography id="profile-password" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Change password
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
        {field('current', 'Current password', 'current-password')}
        {field('password', 'New password (at least 8 characters)', 'new-password')}
        {field('confirm', 'Repeat the new password', 'new-password')}
        <OutcomeAlert outcome={outcome} />
        <Box>
          <SaveButton saving={saving}>Change password</SaveButton>
        </Box>
      </Box>
    </Paper>
  );
}

export default function ProfilePage() {
  usePageTitle('My profile');
  const [profile, retry] = useLoad(() => call(api.GET('/api/v1/profile')), []);
  return (
    <PageFrame title="My profile" width="sm">
      <Button component={RouterLink} to="/myaccount" sx={{ mb: 2, ml: -1 }}>
        ← My account
      </Button>
      {profile.status === 'loading' ? (
        <LoadingBlock label="Loading your profile" />
      ) : profile.status === 'failed' ? (
        <FailedBlock message={`We could not load your profile. ${profile.message}`} onRetry={retry} />
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            Email: {profile.data.email}
          </Typography>
          <NameForm first={profile.data.first_name} last={profile.data.last_name} />
          <PasswordForm />
        </>
      )}
    </PageFrame>
  );
}
