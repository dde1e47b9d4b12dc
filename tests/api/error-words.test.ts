// A refusal in the reader's words (docs/product.md#api-errors-words): the faces ask for their page's language
// with Accept-Language, and where the server keyed its words — a schema's field refusal, a refused
// transition, the ledger's money refusal in the store's currency — the message and each field's come in it,
// with the key and params beside them. Without the header, or for a language the product does not speak,
// they are English. Through real HTTP against the demo stores.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, placeOrder, type World } from '../support/orders-fixtures.ts';

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(() => w.t.close());

const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('a refusal', () => {
  it('names a refused transition in the language asked, and in English without one', async () => {
    const order = await placeOrder(w, w.customer);
    const url = `/api/v1/sales-orders/${order.id}/transitions/complete`;
    const spanish = await w.owner({ method: 'POST', url, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'No se puede «completar» (pedido) en estado «realizado» (solo desde: listo).',
      message_key: 'errors.transition.not_from',
    });
    const english = await w.owner({ method: 'POST', url });
    expect(english.json().error.message).toBe(
      'Cannot complete a sales order that is placed (only from: ready).',
    );
    const unspoken = await w.owner({ method: 'POST', url, headers: { 'accept-language': 'fr-FR' } });
    expect(unspoken.json().error.message).toBe(english.json().error.message);
  });

  it('names each field a schema refuses in the language asked', async () => {
    const response = await w.owner({
      method: 'POST',
      url: '/api/v1/sales-orders',
      headers: { 'accept-language': 'es' },
      payload: { customer_id: 'one', items: [], surprise: true },
    });
    expect(response.statusCode).toBe(400);
    const { fields, message } = response.json().error as {
      message: string;
      fields: { field: string; message: string; message_key?: string }[];
    };
    const customer = fields.find((f) => f.field === 'customer_id');
    expect(customer).toMatchObject({
      message: 'Debe ser un número entero.',
      message_key: 'errors.field.type',
    });
    expect(message).toBe(`${fields[0]!.field}: ${fields[0]!.message}`);
    expect(fields.filter((f) => /^Must |^This field/.test(f.message))).toEqual([]);
  });

  it('writes the ledger’s money in the store’s currency the reader’s way', async () => {
    const order = await placeOrder(w, w.customer);
    const response = await w.owner({
      method: 'POST',
      url: `/api/v1/sales-orders/${order.id}/ledger/payments`,
      headers: { 'accept-language': 'es' },
      payload: { amount: 100000, method: 'cash' },
    });
    expect(response.statusCode, response.body).toBe(400);
    const field = (response.json().error.fields as { field: string; message: string }[]).find(
      (f) => f.field === 'amount',
    )!;
    expect(plain(field.message)).toMatch(/^el importe supera el saldo de [\d.,]+ US\$$/);
  });
});
