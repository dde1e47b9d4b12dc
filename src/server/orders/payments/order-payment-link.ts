// The order's payment page (/checkout/payment/:gutter) is reached by an unguessable token, not the order id:
// the order number followed by an HMAC of the order's identity under the server's secret. Nothing is stored
// (the link is the same every time it is made, in a mail or a return address), and without the secret no
// one can make the link of an order whose number they know.
import crypto from 'node:crypto';

let secret: string | undefined;

/** Set once by buildApp (ENCRYPTION_KEY, else the JWT secret: the same on every host of a deployment). */
export function configureOrderPaymentLinks(key: string): void {
  secret = key;
}

const MAC_LENGTH = 32;
const orderPaymentGutterPattern = `^[A-Z2-9]{7}[A-Za-z0-9_-]{${MAC_LENGTH}}$`;

function macOf(storeId: number, orderId: number, orderNo: string): string {
  if (!secret) throw new Error('order payment links are not configured (buildApp configures them)');
  return crypto
    .createHmac('sha256', secret)
    .update(`order-payment:${storeId}:${orderId}:${orderNo}`)
    .digest('base64url')
    .slice(0, MAC_LENGTH);
}

export function orderPaymentGutter(order: { storeId: number; id: number; orderNo: string }): string {
  return `${order.orderNo}${macOf(order.storeId, order.id, order.orderNo)}`;
}

export const orderPaymentPath = (order: { storeId: number; id: number; orderNo: string }) =>
  `/checkout/payment/${orderPaymentGutter(order)}`;

/** The order number a gutter names, or null; checkGutter then proves the gutter was made here. */
export const orderNoOfGutter = (gutter: string) =>
  new RegExp(orderPaymentGutterPattern).test(gutter) ? gutter.slice(0, 7) : null;

export function gutterMatches(
  gutter: string,
  order: { storeId: number; id: number; orderNo: string },
): boolean {
  const expected = Buffer.from(orderPaymentGutter(order));
  const given = Buffer.from(gutter);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}
