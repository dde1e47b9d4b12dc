// The items of an order and its total, as checkout and the thank-you page both show them: one line per item
// (quantity × service, line total) and the total under a rule.
import { Box, Typography } from '@mui/material';
import { formatMoney } from '../../shared/format.ts';

export interface SummaryItem {
  name: string;
  quantity: number;
  total: number;
}

export function OrderSummary({
  items,
  total,
  totalLabel = 'Total',
}: {
  items: SummaryItem[];
  total: number;
  totalLabel?: string;
}) {
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }}>
        {items.map((i, n) => (
          <Box
            component="li"
            key={n}
            sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 0.5 }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {i.quantity} × {i.name}
            </Typography>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{formatMoney(i.total)}</Typography>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          borderTop: '1px solid var(--wl-border)',
          pt: 1,
        }}
      >
        <Typography sx={{ fontWeight: 700 }}>{totalLabel}</Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="order-summary-total">
          {formatMoney(total)}
        </Typography>
      </Box>
    </>
  );
}
