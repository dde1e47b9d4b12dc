// What the owner of an order can do with its money, on their order page (/myaccount/orders/:id) and on the
// tracking page when it is theirs: pay what is left online (the order's payment page, by card where the
// store takes cards — docs/product.md#payments-part-payments), and download the order's receipts and invoice
// as PDF (docs/product.md#documents-paper; the server decides which the caller may have). Hand-built.
import { useState } from 'react';
import { api, call } from '../../client/api.ts';
import type { components } from '../../client/api-schema';
import { DateFormat } from '../../shared/format.ts';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { FailedBlock } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { Button, ButtonLink } from '../../shell/ui/Button.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import './account.css';

type OrderDocument = components['schemas']['OrderDocument'];

/** The order's payment page (its unguessable link) says whether this store takes cards online. */
function usePaymentPage(paymentPath: string | null) {
  const gutter = paymentPath?.split('/').pop() ?? null;
  return useLoad(
    gutter
      ? () => call(api.GET('/api/v1/checkout/payment/{gutter}', { params: { path: { gutter } } }))
      : null,
    [gutter],
  );
}

/** "Pay $X online" while something is left to pay, or how the rest is paid where the store takes no cards. */
export function PayBalance({
  paymentPath,
  payable,
}: {
  paymentPath: string | null | undefined;
  payable: number;
}) {
  const { t, money } = useStoreWords();
  const [page] = usePaymentPage(paymentPath ?? null);
  if (!paymentPath || payable <= 0) return null;
  const left = money(payable);
  const takesCards = page.status === 'ready' && page.data.payment_methods.includes('card');
  return (
    <section className="sf-panel sf-panel--attention" aria-labelledby="pay-balance" data-testid="pay-balance">
      <h2 id="pay-balance" className="sf-panel__title">
        {t('storefront.order.left_to_pay', { amount: left })}
      </h2>
      {page.status === 'loading' ? (
        <p className="sf-secondary" role="status">
          {t('storefront.order.loading_ways')}
        </p>
      ) : takesCards ? (
        <div className="sf-stack">
          <p className="sf-secondary" style={{ margin: 0 }}>
            {t('storefront.order.card_or_store')}
          </p>
          <div>
            <ButtonLink to={paymentPath} variant="primary">
              {t('storefront.order.pay_online', { amount: left })}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <p className="sf-secondary" style={{ margin: 0 }}>
          {t('storefront.order.in_store')}
        </p>
      )}
    </section>
  );
}

function DocumentRow({ doc }: { doc: OrderDocument }) {
  const { t, locale } = useStoreWords();
  const [state, setState] = useState<'idle' | 'busy' | { failed: string }>('idle');
  async function download() {
    setState('busy');
    // The path is the contract's own (the order's documents list gives it); openPdf sends it through the
    // typed client with the session's token. Loaded on the first download: the tracking page opened from a
    // mail stays within its budget (tests/unit/bundle-budget.test.ts).
    const failed = await import('../../shell/data/open-pdf.ts')
      .then(({ openPdf }) => openPdf(doc.path, doc.file_name))
      .catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
    setState(failed === null ? 'idle' : { failed });
  }
  return (
    <li data-testid="order-document">
      <span>
        {doc.title}
        {doc.created_at ? (
          <span className="sf-secondary sf-small">
            {' '}
            · {formatDateIn(locale, doc.created_at, DateFormat.short)}
          </span>
        ) : null}
        {typeof state === 'object' ? (
          <span className="sf-input__note sf-input__note--error" role="alert">
            {' '}
            {t('storefront.order.download_failed', { error: state.failed })}
          </span>
        ) : null}
      </span>
      <Button
        size="small"
        variant="outlined"
        onClick={() => void download()}
        disabled={state === 'busy'}
        aria-label={t('storefront.order.download', { title: doc.title })}
      >
        {state === 'busy' ? <Spinner size={14} /> : null}
        {t('storefront.order.pdf')}
      </Button>
    </li>
  );
}

/** The order's receipts and invoice the caller may download, each a PDF. */
export function OrderDocuments({ orderId }: { orderId: number }) {
  const { t } = useStoreWords();
  const [docs, retry] = useLoad(
    () => call(api.GET('/api/v1/sales-orders/{id}/documents', { params: { path: { id: orderId } } })),
    [orderId],
  );
  return (
    <section className="sf-panel" aria-labelledby="order-documents">
      <h2 id="order-documents" className="sf-panel__title">
        {t('storefront.order.documents')}
      </h2>
      {docs.status === 'loading' ? (
        <p className="sf-secondary" role="status">
          {t('storefront.order.loading_documents')}
        </p>
      ) : docs.status === 'failed' ? (
        <FailedBlock
          message={t('storefront.order.documents_failed', { error: docs.message })}
          onRetry={retry}
        />
      ) : docs.data.filter((d) => d.kind !== 'envelope').length === 0 ? (
        <Notice kind="info">{t('storefront.order.no_documents')}</Notice>
      ) : (
        <ul className="sf-summary sf-documents">
          {docs.data
            .filter((d) => d.kind !== 'envelope')
            .map((d) => (
              <DocumentRow key={d.path} doc={d} />
            ))}
        </ul>
      )}
    </section>
  );
}
