// The storefront home: the store's name and its services from the API, with a search that filters them on
// the server. Without store settings (an unknown host) there is nothing to list; if the settings could not
// be fetched, the page offers a retry.
import { useState } from 'react';
import { Alert, Box, Button, Container, Typography } from '@mui/material';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { ServiceSearch } from './ServiceSearch.tsx';
import { ServicesList } from './ServicesList.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';
import { useServices } from './use-services.ts';

export default function HomePage() {
  const whiteLabel = useWhiteLabel();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const storeId = whiteLabel.settings?.store_id ?? null;
  const { state, retry } = useServices(storeId, search);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
      <Box sx={{ mb: { xs: 3, sm: 4 } }}>
        <Typography variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          {whiteLabel.name}
        </Typography>
        <Typography color="text.secondary">Choose a service to get started.</Typography>
      </Box>
      {whiteLabel.status === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={whiteLabel.reload}>
              Retry
            </Button>
          }
        >
          We could not load this store. {whiteLabel.error}
        </Alert>
      ) : storeId === null ? (
        <Box data-testid="services-empty" sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h2">This store has no services yet</Typography>
        </Box>
      ) : (
        <>
          <Box sx={{ mb: 3, maxWidth: 520 }}>
            <ServiceSearch value={input} onChange={setInput} />
          </Box>
          <ServicesList state={state} search={search} onRetry={retry} onClearSearch={() => setInput('')} />
        </>
      )}
    </Container>
  );
}
