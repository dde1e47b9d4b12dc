// Plans, bill items and platform invoices: the server's half of their declarations. A bill item already
// invoiced is part of that invoice and is no longer changed or removed.
import {
  billItems as billItemsDeclaration,
  plans as plansDeclaration,
  platformInvoices as platformInvoicesDeclaration,
} from '../../shared/declarations/billing.declaration.ts';
import { defineResource } from '../crud/define-resource.ts';
import { conflict } from '../http-errors.ts';
import { billItems, plans, platformInvoices } from '../db/schema/index.ts';

export const plansResource = defineResource(plansDeclaration, { table: plans });

const invoicedAlready = () => conflict('This bill item is on an invoice already; it cannot change.');

export const billItemsResource = defineResource(billItemsDeclaration, {
  table: billItems,
  hooks: {
    beforeWrite(values, _body, { op, existing }) {
      if (op === 'update' && existing?.platformInvoiceId != null) throw invoicedAlready();
      return values;
    },
    beforeDelete(row) {
      if (row.platformInvoiceId != null) throw invoicedAlready();
    },
  },
});

export const platformInvoicesResource = defineResource(platformInvoicesDeclaration, {
  table: platformInvoices,
});
