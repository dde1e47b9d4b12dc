// /feedback/:token — after completion: a rating (1–5) and a comment, once. A used link shows what was said.
// Hand-built (../account/account.css): the stars are radio buttons (arrow keys move between them).
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import type { components } from '../../client/api-schema';
import { LinkedRecordPage } from '../common/LinkedRecordPage.tsx';
import { PageFrame } from '../../shell/data/PageStates.tsx';
import { Button } from '../../shell/ui/Button.tsx';
import { TextArea } from '../../shell/ui/Field.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import '../account/account.css';

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

const starsLabel = (n: number) => `${n} ${n === 1 ? 'Star' : 'Stars'}`;

function Stars({ value, onChange }: { value: number | null; onChange: (v: number) => void }) {
  return (
    <fieldset className="sf-stars">
      <legend>Your rating</legend>
      <div className="sf-stars__row">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n}>
            <input
              type="radio"
              name="rating"
              id={`rating-${n}`}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
            />
            <label
              htmlFor={`rating-${n}`}
              className={value !== null && n <= value ? 'sf-stars--on' : undefined}
            >
              <span aria-hidden>★</span>
              <span className="sf-visually-hidden">{starsLabel(n)}</span>
            </label>
          </span>
        ))}
      </div>
    </fieldset>
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

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
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
      <div className="sf-panel">
        <p className="sf-secondary" style={{ marginBlock: '0 16px' }}>
          Order {page.order_no}
        </p>
        {page.submitted ? (
          <div data-testid="feedback-done" className="sf-stack">
            <Notice kind="success">Thank you for your feedback!</Notice>
            <p className="sf-stars--readonly" style={{ margin: 0 }}>
              <span aria-hidden>{'★'.repeat(page.rating ?? 0)}</span>
              <span className="sf-visually-hidden">Your rating: {page.rating} of 5</span>
            </p>
            {page.comment ? <p className="sf-charge__reason">{page.comment}</p> : null}
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void send(e)}>
            <Stars value={rating} onChange={setRating} />
            <TextArea
              label="Comment (optional)"
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              rows={4}
              maxLength={2000}
            />
            <div aria-live="assertive">
              {error ? (
                <div className="sf-form-notice">
                  <Notice kind="error">{error}</Notice>
                </div>
              ) : null}
            </div>
            <div className="sf-form-notice">
              <Button type="submit" variant="primary" size="large" disabled={sending}>
                {sending ? <Spinner /> : null}
                Send feedback
              </Button>
            </div>
          </form>
        )}
      </div>
    </PageFrame>
  );
}
