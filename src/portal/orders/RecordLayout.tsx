// The one layout of an order record page (sales order, work order, estimate, invoice — the store portal's and
// the vendor portal's alike): a header with the record's number, its status, its key figures and the actions
// the machine allows; then a main column of panels and a side column (the parties, the customer’s photos) ending
// with the timeline. On a phone the places stack: header, side (who and where), main, timeline. Each page says
// what goes in each place; the panels themselves are Sections (Section.tsx) with their own loading and error states.
import type { ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { Section } from './Section.tsx';

export interface RecordLayoutProps {
  /** The page's test id (e.g. `sales-order-page`). */
  testId: string;
  /** The record's name and number: the page title and the header's heading ("Order SO-1042"). */
  title: string;
  /** The status chips beside the heading. */
  status: ReactNode;
  /** The key figures under the heading: who, when, how much. */
  figures?: ReactNode;
  /** The actions on the record (its transition buttons, with what they ask for). */
  actions?: ReactNode;
  /** The main column's panels. */
  children?: ReactNode;
  /** The side column's panels (above the timeline; on a phone, right under the header): short ones. */
  side?: ReactNode;
  /** The timeline panel, last in the side column. */
  timeline?: ReactNode;
  /** The page's widest (a page of few panels, e.g. an invoice). */
  maxWidth?: number;
}

export function RecordLayout({
  testId,
  title,
  status,
  figures,
  actions,
  children,
  side,
  timeline,
  maxWidth,
}: RecordLayoutProps) {
  // Phone: header, side (who and where: short), main, timeline. Wide: the main column beside the side column,
  // the timeline under the side panels (the last row takes what the main column needs beyond them).
  const narrow = ['"header"', side ? '"side"' : '', '"main"', timeline ? '"timeline"' : ''];
  const wide = ['"header header"', '"main side"', '"main timeline"'];
  const twoColumns = !!side || !!timeline;
  return (
    <Box sx={{ mt: 2, maxWidth }} data-testid={testId}>
      <Title title={title} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: twoColumns ? 'minmax(0, 2fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
          },
          gridTemplateAreas: {
            xs: narrow.filter(Boolean).join(' '),
            lg: twoColumns ? wide.join(' ') : '"header" "main"',
          },
          gridTemplateRows: { lg: twoColumns ? 'auto auto 1fr' : 'auto' },
        }}
      >
        <Box sx={{ gridArea: 'header' }}>
          <Section title={title} action={status}>
            {figures}
            {actions}
          </Section>
        </Box>
        <Stack spacing={2} sx={{ gridArea: 'main', minWidth: 0 }}>
          {children}
        </Stack>
        {side ? (
          <Stack spacing={2} sx={{ gridArea: 'side', minWidth: 0 }} data-testid="record-side">
            {side}
          </Stack>
        ) : null}
        {timeline ? <Box sx={{ gridArea: 'timeline', minWidth: 0 }}>{timeline}</Box> : null}
      </Box>
    </Box>
  );
}
