// /middle_page and /extra-middle-page — where the payment provider's hosted page sends the customer back.
// Success comes with the session id: the page shows that it is confirming, asks the server (which asks the
// provider and applies the payment once, whether or not the webhook came first), then goes on — to the
// order's thank-you page, or back to the charge, now paid. A cancelled payment comes back without a session
// id, a failed one is reported so: both say so plainly and offer to pay again. Hand-built (no MUI).
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { markPlacedOrderPaid } from '../checkout/placed-order.ts';
import { confirmPayment, isGutter, isSessionId } from './online-payment.ts';

/** How often and how long an unfinished payment is asked about again (a webhook may be on its way). */
const POLL_MS = 1500;
const POLLS = 8;

type State =
  | { step: 'confirming' }
  | { step: 'pending' }
  | { step: 'failed'; retryPath: string | null; message?: string };

const chargePagePath = (kind: string | null, gutter: string) =>
  `/${kind === 'extra' ? 'extra-charge-payment' : 'additional-payment'}/${gutter}`;

export default function PaymentReturnPage({ kind }: { kind: 'order' | 'charge' }) {
  const { t } = useStoreWords();
  usePageTitle(t('payments.back.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const storeId = useWhiteLabel().settings?.store_id ?? null;
  const sessionId = params.get('session_id');
  const gutter = params.get('gutter');
  const retryPath = isGutter(gutter)
    ? kind === 'order'
      ? `/checkout/payment/${gutter}`
      : chargePagePath(params.get('kind'), gutter)
    : null;
  const [state, setState] = useState<State>(
    isSessionId(sessionId) ? { step: 'confirming' } : { step: 'failed', retryPath },
  );

  useEffect(() => {
    if (!isSessionId(sessionId) || storeId === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (attempt: number) => {
      const result = await confirmPayment(storeId, sessionId);
      if (!live) return;
      if (!result.ok) {
        setState({ step: 'failed', retryPath, message: result.error.message });
        return;
      }
      const answer = result.data;
      if (answer.outcome === 'paid') {
        if (answer.paid_for === 'order') {
          markPlacedOrderPaid(answer.order_id, answer.payment_status);
          navigate(`/thankyou/${answer.order_id}`, { replace: true });
        } else navigate(answer.retry_path, { replace: true });
      } else if (answer.outcome === 'open' && attempt < POLLS) {
        timer = setTimeout(() => void ask(attempt + 1), POLL_MS);
      } else if (answer.outcome === 'open') setState({ step: 'pending' });
      else setState({ step: 'failed', retryPath: answer.retry_path });
    };
    void ask(1);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [sessionId, storeId, navigate, retryPath]);

  if (state.step === 'confirming')
    return (
      <div className="shell-message" role="status" aria-live="polite">
        <div className="shell-message__icon" aria-hidden>
          <div className="shell-spinner" style={{ margin: '0 auto' }} />
        </div>
        <h1 className="shell-title" style={{ fontSize: '1.5rem' }}>
          {t('payments.back.confirming')}
        </h1>
        <p className="shell-secondary">{t('payments.back.keep_open')}</p>
      </div>
    );
  if (state.step === 'pending')
    return (
      <MessagePage
        title={t('payments.back.pending')}
        sentence={t('payments.back.pending_hint')}
        action={
          <RouterLink to="/" className="shell-button wl-button">
            {t('payments.back.back')}
          </RouterLink>
        }
      />
    );
  if (state.retryPath === null && !isSessionId(sessionId))
    return (
      <MessagePage
        title={t('payments.back.nothing')}
        sentence={t('payments.back.nothing_hint')}
        action={
          <RouterLink to="/" className="shell-button wl-button">
            {t('payments.back.back')}
          </RouterLink>
        }
      />
    );
  return (
    <MessagePage
      title={t('payments.back.failed')}
      sentence={
        state.message ??
        (kind === 'order' ? t('payments.back.not_charged_order') : t('payments.back.not_charged_charge'))
      }
      action={
        state.retryPath ? (
          <RouterLink to={state.retryPath} className="shell-button wl-button" data-testid="pay-again">
            {t('payments.back.pay_again')}
          </RouterLink>
        ) : (
          <RouterLink to="/" className="shell-button wl-button">
            {t('payments.back.back')}
          </RouterLink>
        )
      }
    />
  );
}
