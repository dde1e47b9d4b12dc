// Paying online from the storefront: the order's payment page (/checkout/payment/:gutter — the customer pays
// what is left of the order by card, e.g. after cancelling on the provider's page) and the return pages'
// confirmation (/middle_page, /extra-middle-page): the server asks the provider whether the session was paid
// and applies it — the same change the webhook makes, applied once whichever comes first.
import { responses } from '../../envelope.ts';
import { publicRoute } from '../../route-meta.ts';
import { security } from '../../orders/http.ts';
import { idempotencyHeader, replyWith } from '../../orders/payments/idempotency.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { confirmPayment, orderPaymentPage, payOrderByCard } from './order-payment.service.ts';

const tags = ['payments'];

const gutterParams = {
  type: 'object',
  required: ['gutter'],
  additionalProperties: false,
  // Shaped as every payment page's token; whether it names an order is the lookup's answer (404).
  properties: { gutter: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

export default async function orderPaymentRoutes(app: ApiInstance) {
  app.get(
    '/checkout/payment/:gutter',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary:
          "The order's payment page: what is left to pay of the order and how it can be paid; the token " +
          'is the credential',
        params: gutterParams,
        response: responses(200, { $ref: 'OrderPayment#' }, 400, 404),
      },
    },
    async (request) => {
      const data = await orderPaymentPage(app, request.params.gutter);
      return { status: 'success', data };
    },
  );

  app.post(
    '/checkout/payment/:gutter',
    {
      ...publicRoute(),
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          "Pay what is left of an order by card: redirect_url is the payment provider's page, which returns " +
          'to /middle_page. An attempt still open is reused. Cards only where the store takes them (400 ' +
          'PAYMENT_METHOD.UNAVAILABLE); a paid, refunded or cancelled order is a 409. Once the card payment ' +
          'is collected, a pay-in-store payment of the order still pending is voided.',
        params: gutterParams,
        headers: idempotencyHeader,
        body: { $ref: 'OrderPayRequest#' },
        response: responses(200, { $ref: 'OrderPayment#' }, 400, 404, 409),
      },
    },
    async (request, reply) => {
      const { gutter } = request.params;
      const result = await payOrderByCard(
        app,
        request,
        gutter,
        request.body,
        request.headers['idempotency-key'],
      );
      return { status: 'success', data: replyWith(reply, result) };
    },
  );

  app.post(
    '/payments/confirm',
    {
      ...publicRoute(),
      schema: {
        tags,
        summary:
          'Back from the payment provider (/middle_page, /extra-middle-page): asks the provider whether the ' +
          'session was paid and applies it — the same change its webhook makes, applied once whichever ' +
          'comes first. The session id is the credential.',
        body: { $ref: 'PaymentConfirmRequest#' },
        response: responses(200, { $ref: 'PaymentConfirmation#' }, 400, 404),
      },
    },
    async (request) => {
      const data = await confirmPayment(app, request.body.store_id, request.body.session_id);
      return { status: 'success', data };
    },
  );
}
