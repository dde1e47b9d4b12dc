// One card of a detail page: a heading, its content, and the loading / error state of what it shows.
import type { ReactNode } from 'react';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Section(props: {
  title: string;
  loading?: boolean;
  error?: string | null;
  action?: ReactNode;
  children?: ReactNode;
  testId?: string;
  /** Offered with the error: load it again. */
  onRetry?: () => void;
}) {
  const { title, loading, error, action, children, testId, onRetry } = props;
  const translate = useTranslate();
  return (
    <Card component="section" aria-label={title} data-testid={testId}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1.5, gap: 1 }}
        >
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {loading ? (
          <LinearProgress aria-label={translate('portal.orders.loading', { what: title.toLowerCase() })} />
        ) : null}
        {error ? (
          <Alert
            severity="error"
            action={
              onRetry ? (
                <Button color="inherit" size="small" onClick={onRetry}>
                  {translate('portal.orders.retry')}
                </Button>
              ) : undefined
            }
          >
            {error}
          </Alert>
        ) : null}
        {!loading && !error ? children : null}
      </CardContent>
    </Card>
  );
}
