// The only page an inactive store shows (spec sections 2 and 8).
import { Box, Typography } from '@mui/material';

export function SiteDoesNotExistPage() {
  return (
    <Box
      data-testid="page-background"
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        backgroundColor: 'var(--wl-background)',
      }}
    >
      <Typography variant="h1" component="h1" textAlign="center">
        This site does not exist
      </Typography>
    </Box>
  );
}
