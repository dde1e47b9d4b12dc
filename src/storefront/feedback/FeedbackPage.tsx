// /feedback/:token — after completion: a rating (1–5) and a comment, once. A used link shows what was said.
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Paper, Rating, TextField, Typography } from '@mui/material';
import { api, call } from '../../client/api.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import type { components } from '../../client/api-schema';
import { LinkedRecordPage } from '../common/LinkedRecordPage.tsx';
import { PageFrame } from '../../shell/data/PageStates.tsx';

type Feedback = components['schemas']['FeedbackPage'];

export default function FeedbackPage() {
  usePageTitle('Your feedback');
  const { token = '' } = useParams();
  return (
    <LinkedRecordPage
      load={() => call(api.GET('/api/v1/order-feedback/{token}', { params: { path: { token } } }))}
      deps={[token]}
      loadingLabel="Loading"
      broken={{ title: 'This feedback link does not work', sentence: 'Check the link in your email.' }}
    >
      {(page, replace) => <FeedbackForm page={page} replace={replace} token={token} />}
    </LinkedRecordPage>
  );
}

function FeedbackForm({
  page,
  replace,
  token,
}: {
  page: Feedback;
  replace: (page: Feedback) => void;
  token: string;
}) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send() {
    if (!rating) {
      setError('Choose a rating from 1 to 5 stars.');
      return;
    }
    setSending(true);
    setError(null);
    const result = await call(
      api.POST('/api/v1/order-feedback/{token}', {
        params: { path: { token } },
        body: { rating, ...(comment.trim() ? { comment: comment.trim() } : {}) },
      }),
    );
    setSending(false);
    if (result.ok) replace(result.data);
    else setError(result.error.message);
  }

  return (
    <PageFrame width="sm" title={`How did ${page.store_name} do?`}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'var(--wl-border)' }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Order {page.order_no}
        </Typography>
        {page.submitted ? (
          <Box data-testid="feedback-done">
            <Alert severity="success" sx={{ mb: 2 }}>
              Thank you for your feedback!
            </Alert>
            <Rating value={page.rating} readOnly aria-label={`Your rating: ${page.rating} of 5`} />
            {page.comment ? (
              <Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{page.comment}</Typography>
            ) : null}
          </Box>
        ) : (
          <Box
            component="form"
            noValidate
            onSubmit={(e: React.FormEvent) => {
              e.preventDefault();
              void send();
            }}
          >
            <Typography component="legend" id="rating-label" sx={{ fontWeight: 600 }}>
              Your rating
            </Typography>
            <Rating
              name="rating"
              value={rating}
              onChange={(_, v) => setRating(v)}
              size="large"
              aria-labelledby="rating-label"
              sx={{ mb: 2 }}
            />
            <TextField
              label="Comment (optional)"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              multiline
              minRows={3}
              fullWidth
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            {error ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {error}
              </Alert>
            ) : null}
            <Button
              type="submit"
              variant="contained"
              className="wl-button"
              size="large"
              sx={{ mt: 2 }}
              disabled={sending}
              startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              Send feedback
            </Button>
          </Box>
        )}
      </Paper>
    </PageFrame>
  );
}
