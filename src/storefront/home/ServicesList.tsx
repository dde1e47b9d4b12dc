// The services area of the home page in its four states: loading (skeleton), failed (message and retry),
// empty (no services, or none matching the search) and the list itself.
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import type { ServicesState } from './use-services.ts';
import { ServiceCard } from './ServiceCard.tsx';
import { ServiceGrid } from './ServiceGrid.tsx';
import { ServicesSkeleton } from './ServicesSkeleton.tsx';

interface Props {
  state: ServicesState;
  search: string;
  onRetry: () => void;
  onClearSearch: () => void;
}

export function ServicesList({ state, search, onRetry, onClearSearch }: Props) {
  if (state.status === 'error') {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        We could not load the services. {state.message}
      </Alert>
    );
  }
  const services = state.status === 'success' ? state.services : state.previous;
  if (!services) return <ServicesSkeleton />;
  const refreshing = state.status === 'loading';
  return (
    <Box aria-busy={refreshing}>
      <LinearProgress
        aria-label="Updating services"
        sx={{
          mb: 2,
          visibility: refreshing ? 'visible' : 'hidden',
          '& .MuiLinearProgress-bar': { backgroundColor: 'var(--wl-focus)' },
        }}
      />
      {services.length === 0 ? (
        <Box data-testid="services-empty" sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {search ? `No services match “${search}”` : 'This store has no services yet'}
          </Typography>
          {search ? (
            <Button onClick={onClearSearch}>Clear search</Button>
          ) : (
            <Typography color="text.secondary">Please check back soon.</Typography>
          )}
        </Box>
      ) : (
        <ServiceGrid label="Services">
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ServiceGrid>
      )}
    </Box>
  );
}
