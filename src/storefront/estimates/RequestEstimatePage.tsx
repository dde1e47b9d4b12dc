// /request-estimate — ask the store for a price: the service (or "something else"), a description of the
// item and what it needs. Requests are tied to an account, so a logged-out customer is asked to log in or
// sign up first; with the store's tracking on, they can also track an existing order from here.
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Alert, Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { api, call } from '../../client/api.ts';
import { rememberPath } from '../../client/session.ts';
import { useSession } from '../../shell/use-session.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { usePageTitle } from '../common/page-title.ts';
import { PageFrame } from '../common/PageStates.tsx';
import { useServices } from '../home/use-services.ts';
import { TrackOrderButton } from '../track-order/TrackOrderButton.tsx';

export default function RequestEstimatePage() {
  usePageTitle('Request an estimate');
  const session = useSession();
  const { settings } = useWhiteLabel();
  if (!session?.customer)
    return (
      <PageFrame title="Request an estimate" width="sm">
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'var(--wl-border)' }}>
          <Typography sx={{ mb: 2 }}>
            Tell us about your item and we mail you a price. Log in or create an account first, so you can
            approve the estimate when it arrives.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button
              variant="contained"
              className="wl-button"
              component={RouterLink}
              to="/login"
              onClick={() => rememberPath('/request-estimate')}
            >
              Log in
            </Button>
            <Button variant="outlined" component={RouterLink} to="/create-account">
              Create an account
            </Button>
          </Stack>
          {settings?.is_order_tracking_enabled ? (
            <Box sx={{ mt: 3, pt: 2, borderTop: '1px solid var(--wl-border)' }}>
              <Typography sx={{ mb: 1 }}>Already sent us an item?</Typography>
              <TrackOrderButton />
            </Box>
          ) : null}
        </Paper>
      </PageFrame>
    );
  return <EstimateForm storeId={settings!.store_id} />;
}

function EstimateForm({ storeId }: { storeId: number }) {
  const navigate = useNavigate();
  const { state: services } = useServices(storeId, '');
  const list = services.status === 'success' ? services.services : [];
  const [serviceId, setServiceId] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit() {
    if (description.trim().length < 5) {
      setError('Describe the item and what it needs (at least 5 characters).');
      return;
    }
    setError(null);
    setSending(true);
    const service = list.find((s) => String(s.id) === serviceId);
    const result = await call(
      api.POST('/api/v1/estimates', {
        body: {
          items: [
            {
              description: service
                ? `${service.name}: ${description.trim()}`.slice(0, 500)
                : description.trim().slice(0, 500),
              quantity: 1,
              answers: {},
            },
          ],
          note: description.trim(),
        },
      }),
    );
    setSending(false);
    if (!result.ok) setFailure(result.error.message);
    else navigate(`/estimate/thank-you/${result.data.id}`);
  }

  return (
    <PageFrame title="Request an estimate" width="sm">
      <Paper
        component="form"
        noValidate
        onSubmit={(e: React.FormEvent) => {
          e.preventDefault();
          void submit();
        }}
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, borderColor: 'var(--wl-border)' }}
      >
        <Stack spacing={2}>
          <TextField
            select
            label="Service"
            value={serviceId}
            onChange={(e) => setServiceId(e.target.value)}
            fullWidth
          >
            <MenuItem value="">Something else</MenuItem>
            {list.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Describe the item and what it needs"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={4}
            required
            error={Boolean(error)}
            helperText={error ?? 'Brand, model, material, what is broken…'}
            slotProps={{ htmlInput: { maxLength: 4000 } }}
          />
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" className="wl-button" size="large" disabled={sending}>
            {sending ? 'Sending…' : 'Request estimate'}
          </Button>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
