// The vendor portal's screens that the declarations cannot describe, keyed by segment: an invoice is
// drafted from the vendor's finished work, not from a blank record form.
import type { CustomScreens } from '../resources/screen-types.ts';
import { InvoiceCreate } from './invoices/InvoiceCreate.tsx';

export const vendorCustomScreens: CustomScreens = {
  invoices: { create: InvoiceCreate },
};
