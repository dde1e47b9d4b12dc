// The storefront's checkout: what a store's checkout offers (drop-off locations, carriers, shipping settings,
// payment methods), and checking a cart out into a sales order — the option rules applied again, the
// hand-over checked and priced from the store's settings, paid in store or by card, once per idempotency key.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../../shared/errors.ts';
import type { ServiceAnswers } from '../../../shared/rules/index.ts';
import type { checkoutSchema } from '../../../../schemas/cart.schema.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import { ApiFailure, conflict, forbidden, invalid, notFound } from '../../http-errors.ts';
import { refusal } from '../../../shared/i18n/said.ts';
import { recordGuestCustomer } from '../../orders/guest-customers.ts';
import { idempotent } from '../../orders/payments/idempotency.ts';
import { createPayment } from '../../orders/payments/payments.ts';
import { requireCardPayments, startCardPayment } from '../../orders/payments/card-payments.ts';
import { customerPaymentMethods } from '../../orders/payments/provider.ts';
import { toE164 } from '../../../shared/phone.ts';
import { DEFAULT_CURRENCY } from '../../../shared/i18n/locales.ts';
import type { SchemaType } from '../../schema-types.ts';
import { createSalesOrder } from '../sales-orders/sales-orders.lifecycle.ts';
import { presentSalesOrder } from '../sales-orders/sales-orders.presenters.ts';
import { checkStorefrontItem, findCart, shopperWithCart } from './carts.service.ts';
import {
  activeLocationsOf,
  checkoutLocationOf,
  checkoutSettingsOf,
  customerById,
  itemsOfCart,
  lockCart,
  markCheckedOut,
  orderNumberOf,
  recordTextConsent,
  storeSettingsOf,
} from './carts.repository.ts';
import { checkHandOver, recordHandOver, shippingCentsFor, storeShippingCents } from './hand-over.ts';

type CheckoutBody = SchemaType<typeof checkoutSchema>;

/** The customer an order is for: the logged-in customer, or a guest customer recorded now. */
async function checkoutCustomer(tx: Transaction, body: CheckoutBody, customerId: number | null) {
  if (customerId !== null) {
    const c = await customerById(tx, customerId);
    if (!c) throw forbidden('You are not a customer of this store.');
    return { id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), email: c.email, phone: c.phone };
  }
  return recordGuestCustomer(tx, body.store_id, body.guest!);
}

/** The E.164 number a customer opting in at checkout is texted at; 400 on text_messages.phone if none. */
function textNumberOf(phone: string, callingCode: string | null) {
  const e164 = toE164(phone, callingCode);
  if (!e164)
    throw invalid([
      {
        field: 'text_messages.phone',
        message:
          'text_messages.phone must be a full mobile number: the area code and the number (with + and the ' +
          'country code for a number abroad)',
      },
    ]);
  return e164;
}

/** Whether a number carries its own country code ("+…" or "00…"), needing none of the store's. */
const international = (phone: string) => /^\s*(\+|00)/.test(phone);

/** Checks a cart out into a sales order; the stored answer of the idempotency key. */
export async function checkout(
  app: FastifyInstance,
  request: FastifyRequest,
  body: CheckoutBody,
  key: string | undefined,
) {
  const shopper = await shopperWithCart(request, body.store_id, body.cart_id);
  // A guest must say who they are.
  if (shopper.customerId === null && !body.guest) {
    throw invalid([{ field: 'guest', message: 'guest is required to check out without logging in' }]);
  }
  return shopper.run(async (tx) => {
    // Refused before the cart is touched or anything written: the store does not take cards.
    if (body.payment_method === 'card') await requireCardPayments(tx, body.store_id, 'payment_method');
    const cart = await findCart(tx, shopper, body.store_id, body.cart_id);
    return idempotent(tx, body.store_id, key, 'POST /checkout', body, async () => {
      const locked = (await lockCart(tx, body.store_id, cart!.id))!;
      if (locked.status !== 'open') {
        const orderNo = locked.salesOrderId
          ? await orderNumberOf(tx, body.store_id, locked.salesOrderId)
          : undefined;
        throw conflict(
          orderNo
            ? refusal('checkout.checked_out_as', { order_no: orderNo })
            : refusal('checkout.checked_out'),
        );
      }
      const items = await itemsOfCart(tx, body.store_id, locked.id);
      if (items.length === 0)
        throw invalid([{ field: 'cart_id', message: 'cart_id has no items to check out' }]);
      // The rules are applied again: the service may have changed since the item was added (a change drops
      // the cached service on every process, carts.service.ts checkStorefrontItem).
      const checked = [];
      for (const [i, item] of items.entries()) {
        const c = await checkStorefrontItem(
          request,
          tx,
          body.store_id,
          item.serviceId,
          item.answers as ServiceAnswers,
          `items.${i}.`,
        );
        checked.push({
          serviceId: c.serviceId,
          serviceName: c.serviceName,
          quantity: item.quantity,
          unitPriceCents: c.unitPriceCents,
          answers: c.answers,
          deposit: c.deposit,
        });
      }
      // The drop-off location is read with its country's calling code, which a national number opting in
      // to texts takes: one query, and none at all without a location or a national number.
      const needsCode = !!body.text_messages && !international(body.text_messages.phone);
      const location =
        body.location_id !== undefined || needsCode
          ? await checkoutLocationOf(tx, body.store_id, body.location_id ?? null)
          : null;
      if (body.location_id !== undefined && location?.id !== body.location_id)
        throw invalid([{ field: 'location_id', message: 'location_id is not a location of the store' }]);
      const handOver = await checkHandOver(tx, body.store_id, body.hand_over, body.location_id);
      // The store's settings, read once in the order's transaction: its shipping price (the client sends no
      // price), its deposit rule (createSalesOrder) and its currency (the payment).
      const settings = (await storeSettingsOf(tx, body.store_id)) ?? null;
      const shippingCents = shippingCentsFor(settings, handOver);
      // The opt-in to texts is checked before anything is written (docs/product.md#messages-consent).
      const textsTo = body.text_messages
        ? textNumberOf(body.text_messages.phone, location?.phoneCode ?? null)
        : null;
      const customer = await checkoutCustomer(tx, body, shopper.customerId);
      if (textsTo) await recordTextConsent(tx, body.store_id, customer.id, textsTo);
      const order = await createSalesOrder(
        tx,
        {
          storeId: body.store_id,
          customer,
          locationId: body.location_id ?? null,
          channel: 'storefront',
          note: body.note ?? null,
          items: checked,
          shippingCents,
          paymentStatus: 'pending',
          settings,
        },
        shopper.actor,
      );
      await recordHandOver(tx, body.store_id, order.id, handOver, shippingCents);
      const payment = {
        storeId: body.store_id,
        salesOrderId: order.id,
        subject: 'sales_order' as const,
        subjectId: order.id,
        // A store that asks a deposit takes (or is promised) the deposit now, the rest later
        // (docs/product.md#payments-deposits).
        amountCents: order.depositCents > 0 ? order.depositCents : order.totalCents,
        isDeposit: order.depositCents > 0,
        description: `Order ${order.orderNo}${order.depositCents > 0 ? ' (deposit)' : ''}`,
        key: `checkout:${locked.id}`,
        userId: request.principal?.userId ?? null,
        currency: settings?.currency ?? DEFAULT_CURRENCY,
      };
      const paymentPath = app.paymentLinks.path(order);
      // Card: the order is placed now and paid on the provider's page, which returns to /middle_page
      // (with the session on success, without on cancel; the gutter names the order to pay again).
      const card =
        body.payment_method === 'card'
          ? await startCardPayment(tx, {
              ...payment,
              returnPath: `/middle_page?gutter=${app.paymentLinks.gutter(order)}`,
            })
          : null;
      // Written without looking for an earlier payment of its key (recordPayment's read): the key names the
      // cart, locked above and still open, and a cart's payment is written in the transaction that closes it
      // (markCheckedOut below), so none can exist; the unique key would refuse one all the same.
      if (!card) await createPayment(tx, { ...payment, method: body.payment_method });
      await markCheckedOut(tx, body.store_id, locked.id, order.id);
      return {
        status: 201,
        body: {
          ...presentSalesOrder(order),
          payment_path: paymentPath,
          redirect_url: card?.redirectUrl ?? null,
        },
      };
    });
  });
}

/** What a store's checkout offers: its active locations, the carriers, shipping settings and payment methods. */
export async function checkoutOptions(app: FastifyInstance, storeId: number) {
  return inScope(app.db, { kind: 'platform' }, async (tx) => {
    const store = await checkoutSettingsOf(tx, storeId);
    if (!store) throw notFound('No such store.');
    if (!store.isActive) throw new ApiFailure(ErrorCode.storeInactive);
    const rows = await activeLocationsOf(tx, storeId);
    return {
      locations: rows.map((l) => ({
        id: l.id,
        name: l.name,
        address: [l.addressLine1, l.addressLine2, l.city, l.state, l.postalCode].filter(Boolean).join(', '),
        country: l.country,
      })),
      carriers: app.config.carrierNames.map((name, i) => ({ code: i + 1, name })),
      international: store.international,
      use_platform_shipping: store.usePlatformShipping ?? true,
      is_fixed_shipping: store.isFixedShipping ?? false,
      shipping_price: (await storeShippingCents(tx, storeId)) / 100,
      payment_methods: await customerPaymentMethods(tx, storeId),
    };
  });
}
