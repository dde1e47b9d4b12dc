// The rules of invoices beyond their lifecycle (invoices.lifecycle.ts): only a vendor issues them, to a store
// it is linked to; what it has billed; an invoice's items to whoever may see the invoice.
import type { FastifyRequest } from 'fastify';
import { forbidden, invalid, notFound } from '../../http-errors.ts';
import { actorOf } from '../../orders/http.ts';
import { createInvoice, type NewInvoice } from './invoices.lifecycle.ts';
import { billedWork, findVisibleInvoice, isActivelyLinked, itemsOfInvoice } from './invoices.repository.ts';

/** The calling vendor (only a vendor issues invoices). */
function vendorOf(request: FastifyRequest): number {
  const vendorId = request.principal!.vendorId;
  if (vendorId === null) throw forbidden('Only a vendor issues invoices.');
  return vendorId;
}

/** A draft invoice to a store the vendor is linked to. */
export function draftInvoice(request: FastifyRequest, input: Omit<NewInvoice, 'vendorId'>) {
  const vendorId = vendorOf(request);
  return request.inTenant(async (tx) => {
    if (!(await isActivelyLinked(tx, input.storeId, vendorId)))
      throw invalid([{ field: 'store_id', message: 'store_id is not a store you are linked to' }]);
    return createInvoice(tx, { ...input, vendorId }, actorOf(request));
  });
}

export function billedWorkFor(request: FastifyRequest, storeId: number) {
  const vendorId = vendorOf(request);
  return request.inTenant((tx) => billedWork(tx, vendorId, storeId));
}

export function invoiceItemsOf(request: FastifyRequest, id: number) {
  const actor = actorOf(request);
  return request.inTenant(async (tx) => {
    const invoice = await findVisibleInvoice(tx, id, actor);
    if (!invoice) throw notFound('No such invoice.');
    return itemsOfInvoice(tx, invoice.vendorId, invoice.id);
  });
}
