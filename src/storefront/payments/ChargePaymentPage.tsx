// /additional-payment/:gutter and /extra-charge-payment/:gutter — what the store (or its workshop) asks
// for and why, the amount, and the customer's answer: pay by card where the store takes cards (returning
// through /extra-middle-page), agree to pay in store when collecting the item, or decline. The gutter is the
// credential; an unknown or used one gets a clear page. Hand-built (../account/account.css).
import { useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import type { Translate } from '../../shared/i18n/translate.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { LinkedRecordPage } from '../common/LinkedRecordPage.tsx';
import { PageFrame } from '../../shell/data/PageStates.tsx';
import { Button } from '../../shell/ui/Button.tsx';
import { TextArea } from '../../shell/ui/Field.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import { goToHostedPayment } from './online-payment.ts';
import '../account/account.css';

type Payment = components['schemas']['ChargePayment'];

/** The page's heading: what the charge is on, in the customer's words (not the store's notification text). */
function chargeHeading(p: Payment, t: Translate): string {
  return t(p.kind === 'additional' ? 'payments.charge.on_item' : 'payments.charge.on_order', {
    reference: p.reference,
  });
}

/** Who asks, under the heading: the store, or the workshop it sent the item to. */
function chargeAsker(p: Payment, t: Translate): string {
  return t(p.requested_by === 'Vendor' ? 'payments.charge.asks_workshop' : 'payments.charge.asks_store', {
    store: p.store_name,
  });
}

export default function ChargePaymentPage({ kind }: { kind: 'additional' | 'extra' }) {
  const { t } = useStoreWords();
  usePageTitle(t(kind === 'additional' ? 'payments.charge.additional_title' : 'payments.charge.extra_title'));
  const { gutter = '' } = useParams();
  const path =
    kind === 'additional' ? '/api/v1/additional-payment/{gutter}' : '/api/v1/extra-charge-payment/{gutter}';
  return (
    <LinkedRecordPage
      load={() =>
        kind === 'additional'
          ? call(api.GET('/api/v1/additional-payment/{gutter}', { params: { path: { gutter } } }))
          : call(api.GET('/api/v1/extra-charge-payment/{gutter}', { params: { path: { gutter } } }))
      }
      deps={[gutter, path]}
      loadingLabel={t('payments.charge.loading')}
      broken={{ title: t('payments.order.broken'), sentence: t('payments.order.broken_hint') }}
    >
      {(p, replace) => <ChargeView p={p} replace={replace} path={path} gutter={gutter} />}
    </LinkedRecordPage>
  );
}

/** What the page says once the charge is answered (docs/product.md#orders-charge-answer). */
function settledText(p: Payment, t: Translate, amount: string): { kind: 'success' | 'info'; text: string } {
  if (p.status === 'paid') return { kind: 'success', text: t('payments.charge.paid') };
  if (p.status === 'agreed') return { kind: 'success', text: t('payments.charge.agreed', { amount }) };
  return { kind: 'info', text: t('payments.charge.cancelled') };
}

/** Declining: asked once more, with room to say why (the store reads it on the charge's timeline). */
function DeclineCharge({
  gutter,
  path,
  disabled,
  replace,
}: {
  gutter: string;
  path: '/api/v1/additional-payment/{gutter}' | '/api/v1/extra-charge-payment/{gutter}';
  disabled: boolean;
  replace: (p: Payment) => void;
}) {
  const { t } = useStoreWords();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function decline() {
    if (sending) return;
    setSending(true);
    setFailure(null);
    const init = {
      params: { path: { gutter } },
      body: reason.trim() ? { reason: reason.trim() } : {},
    };
    const result = await call(
      path === '/api/v1/additional-payment/{gutter}'
        ? api.POST('/api/v1/additional-payment/{gutter}/decline', init)
        : api.POST('/api/v1/extra-charge-payment/{gutter}/decline', init),
    );
    setSending(false);
    if (result.ok) replace(result.data);
    else setFailure(result.error.message);
  }
  if (!asking)
    return (
      <div className="sf-charge__decline">
        <Button onClick={() => setAsking(true)} disabled={disabled}>
          {t('payments.charge.decline')}
        </Button>
      </div>
    );
  return (
    <section className="sf-charge__decline sf-stack" aria-labelledby="decline-heading">
      <h2 id="decline-heading" className="sf-panel__title">
        {t('payments.charge.decline_ask')}
      </h2>
      <p className="sf-secondary sf-small" style={{ margin: 0 }}>
        {t('payments.charge.decline_hint')}
      </p>
      <TextArea
        label={t('payments.charge.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        rows={3}
        maxLength={500}
      />
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <div className="sf-row">
        <Button
          variant="outlined"
          className="sf-button--danger"
          disabled={sending}
          onClick={() => void decline()}
        >
          {sending ? <Spinner /> : null}
          {sending ? t('payments.charge.declining') : t('payments.charge.yes_decline')}
        </Button>
        <Button onClick={() => setAsking(false)} disabled={sending}>
          {t('payments.charge.keep')}
        </Button>
      </div>
    </section>
  );
}

function ChargeView({
  p,
  replace,
  path,
  gutter,
}: {
  p: Payment;
  replace: (p: Payment) => void;
  path: '/api/v1/additional-payment/{gutter}' | '/api/v1/extra-charge-payment/{gutter}';
  gutter: string;
}) {
  const { t, money } = useStoreWords();
  const key = useRef(crypto.randomUUID());
  const [paying, setPaying] = useState<'in_store' | 'card' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const takesCards = p.payment_methods?.includes('card') ?? false;
  const amount = money(p.amount);
  async function pay(method: 'in_store' | 'card') {
    if (paying) return;
    setPaying(method);
    setFailure(null);
    const init = {
      // One key per way of paying: choosing the other after a failure is a new request.
      params: { path: { gutter }, header: { 'idempotency-key': `${key.current}-${method}` } },
      body: { method },
    };
    const result = await call(
      path === '/api/v1/additional-payment/{gutter}'
        ? api.POST('/api/v1/additional-payment/{gutter}', init)
        : api.POST('/api/v1/extra-charge-payment/{gutter}', init),
    );
    // Card: paid on the provider's page, which returns through /extra-middle-page.
    if (result.ok && result.data.redirect_url) {
      goToHostedPayment(result.data.redirect_url);
      return;
    }
    setPaying(null);
    if (result.ok) replace(result.data);
    else setFailure(result.error.message);
  }
  const settled = settledText(p, t, amount);

  return (
    <PageFrame width="sm">
      <article className="sf-panel" aria-labelledby="charge-heading">
        <h1 id="charge-heading" className="sf-page__title" data-testid="charge-headline">
          {chargeHeading(p, t)}
        </h1>
        <p className="sf-secondary" style={{ marginBlock: '0 16px' }}>
          {chargeAsker(p, t)}
        </p>
        {p.reason ? (
          <>
            <h2 className="sf-panel__title">{t('payments.charge.why')}</h2>
            <p className="sf-charge__reason">{p.reason}</p>
          </>
        ) : null}
        <p className="sf-charge__amount">
          <span>{t('payments.charge.amount')}</span>
          <strong data-testid="charge-amount">{amount}</strong>
        </p>
        <div aria-live="polite">
          {p.status === 'requested' ? (
            <div className="sf-charge__actions">
              {failure ? <Notice kind="error">{failure}</Notice> : null}
              {takesCards ? (
                <Button
                  size="large"
                  variant="primary"
                  disabled={paying !== null}
                  onClick={() => void pay('card')}
                >
                  {paying === 'card' ? <Spinner /> : null}
                  {paying === 'card'
                    ? t('payments.charge.opening')
                    : t('payments.charge.pay_card', { amount })}
                </Button>
              ) : null}
              <Button
                size="large"
                variant={takesCards ? 'outlined' : 'primary'}
                disabled={paying !== null}
                onClick={() => void pay('in_store')}
              >
                {paying === 'in_store' ? <Spinner /> : null}
                {paying === 'in_store' ? t('payments.charge.saving') : t('payments.charge.agree', { amount })}
              </Button>
              <p className="sf-secondary sf-small">
                {takesCards
                  ? t('payments.charge.card_or_store', { amount })
                  : t('payments.charge.store_only', { store: p.store_name, amount })}{' '}
                {t('payments.charge.either')}
              </p>
              <DeclineCharge gutter={gutter} path={path} disabled={paying !== null} replace={replace} />
            </div>
          ) : (
            <div data-testid="charge-settled">
              <Notice kind={settled.kind}>{settled.text}</Notice>
            </div>
          )}
        </div>
      </article>
    </PageFrame>
  );
}
