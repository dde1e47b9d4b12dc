// A page that is one message: a title, at most one sentence and an optional action. Used for the not-found
// page, the inactive-store page, errors and the pages a later release fills in.
import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

interface Props {
  title: string;
  sentence?: string;
  icon?: ReactNode;
  action?: ReactNode;
}

export function MessagePage({ title, sentence, icon, action }: Props) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, sm: 12 }, textAlign: 'center' }}>
      {icon && (
        <Box aria-hidden sx={{ color: 'var(--wl-link)', mb: 2, '& svg': { fontSize: 56 } }}>
          {icon}
        </Box>
      )}
      <Typography variant="h1" component="h1" sx={{ mb: sentence ? 1.5 : 0 }}>
        {title}
      </Typography>
      {sentence && <Typography color="text.secondary">{sentence}</Typography>}
      {action && <Box sx={{ mt: 4 }}>{action}</Box>}
    </Container>
  );
}
