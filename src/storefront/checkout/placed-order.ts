// The order just placed, kept for the thank-you page in this tab (a guest has no account to read it from):
// its number, items and hand-over, as checkout answered.
import type { components } from '../../client/api-schema';

export interface PlacedOrder {
  order: components['schemas']['SalesOrder'];
  items: { name: string; quantity: number; total: number }[];
  handOver: { method: 'drop_off'; location: string } | { method: 'shipping'; carrier: string };
}

const keyOf = (id: number | string) => `placed_order:${id}`;

export function keepPlacedOrder(placed: PlacedOrder): void {
  try {
    sessionStorage.setItem(keyOf(placed.order.id), JSON.stringify(placed));
  } catch {
    // Storage unavailable: the thank-you page falls back to the order number in its URL.
  }
}

export function placedOrder(id: string): PlacedOrder | null {
  try {
    const text = sessionStorage.getItem(keyOf(id));
    return text ? (JSON.parse(text) as PlacedOrder) : null;
  } catch {
    return null;
  }
}

/** The order as the return page confirmed it (paid by card), for the thank-you page. */
export function markPlacedOrderPaid(id: number, paymentStatus: PlacedOrder['order']['payment_status']): void {
  const placed = placedOrder(String(id));
  if (placed) keepPlacedOrder({ ...placed, order: { ...placed.order, payment_status: paymentStatus } });
}
