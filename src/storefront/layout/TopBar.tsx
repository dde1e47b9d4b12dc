// The store's top bar (spec section 3: top_bar_color and top_bar_text): a strip above the header in the
// store's colour, text in a colour checked for contrast. A thin accent line when the store sets no text.
import { Box, Typography } from '@mui/material';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';

export function TopBar() {
  const text = useWhiteLabel().settings?.top_bar_text?.trim();
  return (
    <Box
      data-testid="top-bar"
      data-wl-surface="top-bar"
      sx={{
        backgroundColor: 'var(--wl-top-bar)',
        color: 'var(--wl-top-bar-text)',
        minHeight: text ? 36 : 6,
        px: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
      }}
    >
      {text && (
        <Typography variant="body2" sx={{ py: 0.75, fontWeight: 500, color: 'inherit' }}>
          {text}
        </Typography>
      )}
    </Box>
  );
}
