// The states every storefront page shows the same way: a loading placeholder, a failure with a retry, and
// the frame of a page (width and padding that work from 375 px up).
import type { ReactNode } from 'react';
import { Alert, Box, Button, Container, Skeleton, Typography } from '@mui/material';

export function PageFrame({
  title,
  children,
  width = 'md',
}: {
  title?: ReactNode;
  children: ReactNode;
  width?: 'sm' | 'md' | 'lg';
}) {
  return (
    <Container maxWidth={width} sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      {title ? (
        <Typography
          variant="h1"
          sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
      ) : null}
      {children}
    </Container>
  );
}

export function LoadingBlock({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label}>
      <Skeleton variant="text" sx={{ fontSize: '1.6rem', width: '60%' }} />
      <Skeleton variant="text" sx={{ width: '90%' }} />
      <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
    </Box>
  );
}

export function FailedBlock({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
