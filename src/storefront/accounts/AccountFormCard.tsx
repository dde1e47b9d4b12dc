// The card every account form sits in: a title, a sentence, the form, the server's message and a footer.
import type { FormEvent, ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';

interface Props {
  title: string;
  subtitle?: string;
  submitLabel: string;
  submitting: boolean;
  failure: string | null;
  onSubmit: () => void;
  children: ReactNode;
  footer?: ReactNode;
}

export function AccountFormCard({
  title,
  subtitle,
  submitLabel,
  submitting,
  failure,
  onSubmit,
  children,
  footer,
}: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, sm: 8 }, px: { xs: 2, sm: 3 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderColor: 'var(--wl-border)' }}>
        <Typography variant="h1" sx={{ mb: 1, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        ) : null}
        <Box
          component="form"
          noValidate
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            if (!submitting) onSubmit();
          }}
        >
          <Stack spacing={1}>{children}</Stack>
          <Box aria-live="assertive">
            {failure ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="account-error">
                {failure}
              </Alert>
            ) : null}
          </Box>
          <Button
            type="submit"
            fullWidth
            size="large"
            variant="contained"
            className="wl-button"
            sx={{ mt: 2 }}
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {submitLabel}
          </Button>
        </Box>
        {footer ? <Box sx={{ mt: 3 }}>{footer}</Box> : null}
      </Paper>
    </Container>
  );
}
