// The store's logo in the header, linking home; the store name in text when there is no logo or it fails
// to load. Either way it carries data-testid "store-logo".
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';

export function StoreLogo() {
  const { settings, name } = useWhiteLabel();
  const logo = settings?.logo?.trim();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const showImage = Boolean(logo) && failedLogo !== logo;
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${name} home`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        color: 'inherit',
        textDecoration: 'none',
        minWidth: 0,
      }}
    >
      {showImage ? (
        <Box
          component="img"
          data-testid="store-logo"
          src={logo}
          alt={name}
          onError={() => setFailedLogo(logo ?? null)}
          sx={{
            display: 'block',
            height: { xs: 36, sm: 44 },
            maxWidth: { xs: '100%', sm: 220 },
            objectFit: 'contain',
          }}
        />
      ) : (
        <Typography
          data-testid="store-logo"
          component="span"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1.05rem', sm: '1.25rem' },
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            maxWidth: { xs: '100%', sm: 320 },
          }}
        >
          {name}
        </Typography>
      )}
    </Box>
  );
}
