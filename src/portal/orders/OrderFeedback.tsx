// What the customer said about a completed order (docs/product.md#orders-feedback): the rating as stars and
// the comment, on the order's page; and the stars alone, for the feedback list and the dashboard.
import { Box, Typography } from '@mui/material';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { listQuery, useGet } from '../../shell/data/use-load.ts';
import { Section } from './Section.tsx';

/** A rating of 1–5 as five stars, read out as "4 of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const { translate } = usePortalWords();
  return (
    <Box
      component="span"
      role="img"
      aria-label={translate('portal.orders.feedback.stars', { rating })}
      sx={{ color: 'warning.main', letterSpacing: 1, whiteSpace: 'nowrap' }}
    >
      {'★'.repeat(rating)}
      <Box component="span" sx={{ color: 'action.disabled' }}>
        {'★'.repeat(Math.max(0, 5 - rating))}
      </Box>
    </Box>
  );
}

export function OrderFeedback({ orderId, status }: { orderId: number; status: string }) {
  const completed = status === 'completed' || status === 'refunded';
  const { translate, shortDate } = usePortalWords();
  const feedback = useGet(
    '/api/v1/feedback',
    completed ? { query: listQuery({ sales_order_id: orderId }, 1) } : null,
  );
  if (!completed) return null;
  const left = feedback.data?.[0];
  return (
    <Section
      title={translate('portal.orders.feedback.title')}
      loading={feedback.loading}
      error={feedback.error}
      onRetry={feedback.reload}
      testId="order-feedback"
    >
      {left?.submitted_at && left.rating ? (
        <>
          <Typography component="p" sx={{ mb: 0.5 }}>
            <Stars rating={left.rating} />{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {translate('portal.orders.feedback.rating', { rating: left.rating })} ·{' '}
              {shortDate(left.submitted_at)}
            </Typography>
          </Typography>
          {left.comment ? (
            <Typography variant="body1" sx={{ fontStyle: 'italic' }}>
              “{left.comment}”
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {translate('portal.orders.feedback.no_comment')}
            </Typography>
          )}
        </>
      ) : feedback.data ? (
        <Typography variant="body2" color="text.secondary">
          {translate('portal.orders.feedback.waiting')}
        </Typography>
      ) : null}
    </Section>
  );
}
