// /feedback/:token — after completion: a rating (1–5) and a comment, once. A used link shows what was said.
// Hand-built (../account/account.css): the stars are radio buttons (arrow keys move between them).
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
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
  const { t } = useStoreWords();
  usePageTitle(t('storefront.feedback.title'));
  const { token = '' } = useParams();
  return (
    <LinkedRecordPage
      load={() => call(api.GET('/api/v1/order-feedback/{token}', { params: { path: { token } } }))}
      deps={[token]}
      loadingLabel={t('storefront.feedback.loading')}
      broken={{ title: t('storefront.feedback.broken'), sentence: t('storefront.feedback.broken_hint') }}
    >
      {(page, replace) => <FeedbackForm page={page} replace={replace} token={token} />}
    </LinkedRecordPage>
  );
}

function Stars({ value, onChange }: { value: number | null; onChange: (v: number) => void }) {
  const { t } = useStoreWords();
  return (
    <fieldset className="sf-stars">
      <legend>{t('storefront.feedback.your_rating')}</legend>
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
              <span className="sf-visually-hidden">{t('storefront.feedback.stars', { smart_count: n })}</span>
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
  const { t } = useStoreWords();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (!rating) {
      setError(t('storefront.feedback.choose'));
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
    <PageFrame width="sm" title={t('storefront.feedback.how_did', { store: page.store_name })}>
      <div className="sf-panel">
        <p className="sf-secondary" style={{ marginBlock: '0 16px' }}>
          {t('storefront.feedback.order', { number: page.order_no })}
        </p>
        {page.submitted ? (
          <div data-testid="feedback-done" className="sf-stack">
            <Notice kind="success">{t('storefront.feedback.thanks')}</Notice>
            <p className="sf-stars--readonly" style={{ margin: 0 }}>
              <span aria-hidden>{'★'.repeat(page.rating ?? 0)}</span>
              <span className="sf-visually-hidden">
                {t('storefront.feedback.rated', { rating: page.rating })}
              </span>
            </p>
            {page.comment ? <p className="sf-charge__reason">{page.comment}</p> : null}
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void send(e)}>
            <Stars value={rating} onChange={setRating} />
            <TextArea
              label={t('storefront.feedback.comment')}
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
                {t('storefront.feedback.send')}
              </Button>
            </div>
          </form>
        )}
      </div>
    </PageFrame>
  );
}
