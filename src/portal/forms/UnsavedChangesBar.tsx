// The unsaved-changes bar of docs/product.md#routes-unsaved-changes-bar: a top bar with Save and Discard
// while a form holds changes that
// are not saved, with the problems that keep a save from going through. The service editor drives it itself;
// every react-admin edit form gets it through FormUnsavedChangesBar.
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  dirty: boolean;
  saving: boolean;
  problems: string[];
  onSave: () => void;
  onDiscard: () => void;
  /** What the bar says when a save failed and nothing is left unsaved. */
  failedTitle?: string;
}

export function UnsavedChangesBar({ dirty, saving, problems, onSave, onDiscard, failedTitle }: Props) {
  const translate = useTranslate();
  if (!dirty && problems.length === 0) return null;
  const words = (key: string) => translate(`portal.forms.unsaved.${key}`);
  return (
    <Paper
      role="region"
      aria-label={words('region')}
      data-testid="unsaved-bar"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: (t) => t.zIndex.appBar - 1,
        mb: 2,
        px: 2,
        alignSelf: 'stretch',
        py: 1,
        bgcolor: '#fff8e6',
        borderColor: '#f0d9a8',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 160 }}>
          {dirty ? words('dirty') : (failedTitle ?? words('failed'))}
        </Typography>
        <Button onClick={onDiscard} disabled={saving || !dirty}>
          {words('discard')}
        </Button>
        <Button
          variant="contained"
          onClick={onSave}
          disabled={saving || !dirty}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {saving ? words('saving') : words('save')}
        </Button>
      </Box>
      {problems.length ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} data-testid="save-problems">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
    </Paper>
  );
}
