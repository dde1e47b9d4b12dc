// The order's payment page (/checkout/payment/:gutter) is reached by an unguessable token, not the order id:
// the order number followed by an HMAC of the order's identity under the server's secret. Nothing is stored
// (the link is the same every time it is made, in a mail or a return address), and without the secret no
// one can make the link of an order whose number they know.
import crypto from 'node:crypto';

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes and checks order payment links with the app's secret (buildApp decorates it). */
    paymentLinks: OrderPaymentLinks;
  }
}

const MAC_LENGTH = 32;
const orderPaymentGutterPattern = `^[A-Z2-9]{7}[A-Za-z0-9_-]{${MAC_LENGTH}}$`;

type PayableOrder = { storeId: number; id: number; orderNo: string };

/** Links under one secret: ENCRYPTION_KEY, else the JWT secret (the same on every host of a deployment). */
export class OrderPaymentLinks {
  readonly #secret: string;

  constructor(secret: string) {
    this.#secret = secret;
  }

  #macOf(order: PayableOrder): string {
    return crypto
      .createHmac('sha256', this.#secret)
      .update(`order-payment:${order.storeId}:${order.id}:${order.orderNo}`)
      .digest('base64url')
      .slice(0, MAC_LENGTH);
  }

  gutter(order: PayableOrder): string {
    return `${order.orderNo}${this.#macOf(order)}`;
  }

  path(order: PayableOrder): string {
    return `/checkout/payment/${this.gutter(order)}`;
  }

  matches(gutter: string, order: PayableOrder): boolean {
    const expected = Buffer.from(this.gutter(order));
    const given = Buffer.from(gutter);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  }
}

/** The order number a gutter names, or null; OrderPaymentLinks.matches then proves the gutter was made here. */
export const orderNoOfGutter = (gutter: string) =>
  new RegExp(orderPaymentGutterPattern).test(gutter) ? gutter.slice(0, 7) : null;
