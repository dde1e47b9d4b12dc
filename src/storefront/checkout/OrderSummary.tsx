// The items of an order and its total, as checkout, the thank-you page and the account's order page show
// them: one line per item (quantity × service, line total), then any charges beside the items (shipping),
// and the total under a rule. Hand-built (storefront.css); its money helper is format-text.ts (no dayjs).
import type { Translate } from '../../shared/i18n/translate.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';

export interface SummaryItem {
  name: string;
  quantity: number;
  total: number;
}

export interface SummaryCharge {
  /** Names the line for tests (data-testid order-summary-<id>) whatever the language. */
  id: string;
  label: string;
  amount: number;
  /** Shown instead of the amount (a free shipping says so rather than 0.00). */
  text?: string;
}

export function OrderSummary({
  items,
  charges = [],
  total,
  totalLabel,
}: {
  items: SummaryItem[];
  charges?: SummaryCharge[];
  total: number;
  totalLabel?: string;
}) {
  const { t, money } = useStoreWords();
  return (
    <>
      <ul className="sf-summary">
        {items.map((i, n) => (
          <li key={n}>
            <span>
              {i.quantity} × {i.name}
            </span>
            <span className="sf-summary__amount">{money(i.total)}</span>
          </li>
        ))}
        {charges.map((c) => (
          <li key={c.id} data-testid={`order-summary-${c.id}`}>
            <span>{c.label}</span>
            <span className="sf-summary__amount">{c.text ?? money(c.amount)}</span>
          </li>
        ))}
      </ul>
      <div className="sf-summary__total">
        <span>{totalLabel ?? t('storefront.summary.total')}</span>
        <span className="sf-summary__amount" data-testid="order-summary-total">
          {money(total)}
        </span>
      </div>
    </>
  );
}

/** The charges line of an order that is shipped: its shipping, or "Free" when the store charges none. */
export function shippingCharge(shipping: number, t: Translate): SummaryCharge {
  return {
    id: 'shipping',
    label: t('storefront.summary.shipping'),
    amount: shipping,
    text: shipping === 0 ? t('storefront.summary.free') : undefined,
  };
}
