// What shows while a face or a page is loading: a spinner with section 8's "Loading..." text for screen
// readers and everyone else.
import { Box, CircularProgress, Typography } from '@mui/material';

export function LoadingScreen({ fullHeight = true }: { fullHeight?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: fullHeight ? '100dvh' : 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        color: 'var(--wl-font)',
      }}
    >
      <CircularProgress aria-hidden size={36} sx={{ color: 'var(--wl-focus)' }} />
      <Typography>Loading...</Typography>
    </Box>
  );
}
