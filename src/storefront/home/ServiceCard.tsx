// One service on the storefront home: image when there is one, name, description and starting price; the
// card opens the service's page (/service/:id) with its options.
import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardMedia, Link, Tooltip, Typography } from '@mui/material';
import { ellipsis, formatMoney, needsTooltip } from '../../shared/format.ts';
import type { PortalService } from './use-services.ts';

const DESCRIPTION_LENGTH = 140;

export function ServiceCard({ service }: { service: PortalService }) {
  const description = service.description ?? '';
  const shortened = ellipsis(description, DESCRIPTION_LENGTH);
  const text = (
    <Typography color="text.secondary" sx={{ mb: 2 }}>
      {shortened}
    </Typography>
  );
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="service-card"
      sx={{
        height: '100%',
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: 'var(--wl-background)',
      }}
    >
      {service.image && <CardMedia component="img" height={160} image={service.image} alt="" />}
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          {/* The whole card is the link's target area (the ::after covers it); the name is its text. */}
          <Link
            component={RouterLink}
            to={`/service/${service.id}`}
            underline="hover"
            data-testid="service-link"
            sx={{ color: 'inherit', '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {service.name}
          </Link>
        </Typography>
        {shortened !== description && needsTooltip(description) ? (
          <Tooltip title={description}>
            <span tabIndex={0} style={{ position: 'relative', zIndex: 1 }}>
              {text}
            </span>
          </Tooltip>
        ) : (
          text
        )}
        <Typography sx={{ mt: 'auto', fontWeight: 600 }}>
          From <span data-testid="service-price">{formatMoney(service.price)}</span>
        </Typography>
      </CardContent>
    </Card>
  );
}
