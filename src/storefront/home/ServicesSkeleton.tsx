// Placeholder cards while the services load.
import { Card, CardContent, Skeleton } from '@mui/material';
import { ServiceGrid } from './ServiceGrid.tsx';

export function ServicesSkeleton() {
  return (
    <div role="status" aria-label="Loading services">
      <ServiceGrid label="Loading services">
        {[0, 1, 2].map((n) => (
          <Card key={n} variant="outlined" sx={{ backgroundColor: 'var(--wl-background)' }} aria-hidden>
            <CardContent>
              <Skeleton variant="text" width="60%" height={32} />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="80%" />
              <Skeleton variant="text" width="30%" sx={{ mt: 2 }} />
            </CardContent>
          </Card>
        ))}
      </ServiceGrid>
    </div>
  );
}
