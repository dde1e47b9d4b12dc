// Inviting a staff member: the invitation's fields from its declared schema and the permissions grid (the
// server refuses permissions the inviter does not hold). The create answers once with the signup link; it
// is shown here to copy and pass on — the invitation mail carries the same link once the mail module
// is plugged in (src/server/people/staff-invitation-mail.ts).
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { ResourceCreate } from '../resources/ResourceForm.tsx';
import type { ScreenProps } from '../resources/screen-types.ts';
import { PermissionsEditor } from './PermissionsEditor.tsx';

interface Created {
  email: string;
  signup_path: string;
}

function InvitationSent({ created, onAnother }: { created: Created; onAnother: () => void }) {
  const basename = useBasename();
  const translate = useTranslate();
  const words = (key: string, values?: object) => translate(`portal.invitations.${key}`, values);
  const link = `${window.location.origin}${created.signup_path}`;
  const [copied, setCopied] = useState(false);
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Stack spacing={2}>
          <Alert severity="success" role="status">
            {words('created', { email: created.email })}
          </Alert>
          <Typography variant="body2" color="text.secondary">
            {words('shown_once')}
          </Typography>
          <TextField
            id="invitation-link"
            label={words('link')}
            value={link}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invitation-link' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              variant="outlined"
              startIcon={<ContentCopy />}
              onClick={() => navigator.clipboard?.writeText(link).then(() => setCopied(true))}
            >
              {copied ? words('copied') : words('copy')}
            </Button>
            <Button variant="outlined" onClick={onAnother}>
              {words('another')}
            </Button>
            <Button component={RouterLink} to={`${basename}/staff-invitations`}>
              {words('back')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function StaffInvitationCreate({ resource }: ScreenProps) {
  const [created, setCreated] = useState<Created | null>(null);
  const [round, setRound] = useState(0);
  if (created)
    return (
      <InvitationSent
        created={created}
        onAnother={() => {
          setCreated(null);
          setRound((r) => r + 1);
        }}
      />
    );
  return (
    <ResourceCreate
      key={round}
      resource={resource}
      onCreated={(record) => setCreated(record as unknown as Created)}
    >
      <PermissionsEditor source="permissions" />
    </ResourceCreate>
  );
}
