// The storefront's top navigation: the store's top bar, then its logo and the header actions. Track Order
// (where shown) sits beside the actions on wide screens and takes its own row on a phone.
import { Box, Container } from '@mui/material';
import { TrackOrderButton } from '../track-order/TrackOrderButton.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { StoreLogo } from './StoreLogo.tsx';
import { TopBar } from './TopBar.tsx';

export function StorefrontHeader() {
  return (
    <Box
      component="header"
      sx={{ borderBottom: '1px solid var(--wl-border)', backgroundColor: 'var(--wl-background)' }}
    >
      <TopBar />
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          columnGap: 1,
          rowGap: 1,
          minHeight: { xs: 60, sm: 72 },
          py: 1,
          px: { xs: 1.5, sm: 3 },
        }}
      >
        <Box sx={{ flex: '1 1 0', minWidth: 0, order: 0 }}>
          <StoreLogo />
        </Box>
        <TrackOrderButton sx={{ order: { xs: 3, sm: 1 }, flexBasis: { xs: '100%', sm: 'auto' } }} />
        <HeaderActions />
      </Container>
    </Box>
  );
}
