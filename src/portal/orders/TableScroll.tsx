// A table that scrolls sideways inside its card on a narrow screen instead of widening the page: without
// `contain: inline-size` the table's own width still counts toward the page's (the portal's content area
// is a flex item that grows to fit it), and a 375 px phone had to scroll the whole page sideways.
import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export function TableScroll({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>{children}</Box>;
}
