// The items of an order and its total, as checkout, the thank-you page and the account's order page show
// them: one line per item (quantity × service, line total), then any charges beside the items (shipping),
// and the total under a rule. Hand-built (storefront.css); its money helper is format-text.ts (no dayjs).
import { formatMoney } from '../../shared/format-text.ts';

export interface SummaryItem {
  name: string;
  quantity: number;
  total: number;
}

export interface SummaryCharge {
  label: string;
  amount: number;
  /** Shown instead of the amount (a free shipping says so rather than 0.00). */
  text?: string;
}

export function OrderSummary({
  items,
  charges = [],
  total,
  totalLabel = 'Total',
}: {
  items: SummaryItem[];
  charges?: SummaryCharge[];
  total: number;
  totalLabel?: string;
}) {
  return (
    <>
      <ul className="sf-summary">
        {items.map((i, n) => (
          <li key={n}>
            <span>
              {i.quantity} × {i.name}
            </span>
            <span className="sf-summary__amount">{formatMoney(i.total)}</span>
          </li>
        ))}
        {charges.map((c) => (
          <li key={c.label} data-testid={`order-summary-${c.label.toLowerCase()}`}>
            <span>{c.label}</span>
            <span className="sf-summary__amount">{c.text ?? formatMoney(c.amount)}</span>
          </li>
        ))}
      </ul>
      <div className="sf-summary__total">
        <span>{totalLabel}</span>
        <span className="sf-summary__amount" data-testid="order-summary-total">
          {formatMoney(total)}
        </span>
      </div>
    </>
  );
}

/** The charges line of an order that is shipped: its shipping, or "Free" when the store charges none. */
export function shippingCharge(shipping: number): SummaryCharge {
  return { label: 'Shipping', amount: shipping, text: shipping === 0 ? 'Free' : undefined };
}
