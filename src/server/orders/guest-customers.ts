// A storefront visitor without an account who checks out or asks for an estimate is recorded as a guest
// customer of the store (docs/product.md#roles-customers-and-guests's guest login): the store needs a name
// and an address to answer.
import type { Transaction } from '../db/database.ts';
import { customers } from '../db/schema/index.ts';

export interface GuestContact {
  first_name: string;
  last_name?: string;
  email: string;
  phone?: string;
}

export interface OrderCustomer {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
}

export async function recordGuestCustomer(
  tx: Transaction,
  storeId: number,
  guest: GuestContact,
): Promise<OrderCustomer> {
  const [c] = await tx
    .insert(customers)
    .values({
      storeId,
      firstName: guest.first_name,
      lastName: guest.last_name ?? '',
      email: guest.email,
      phone: guest.phone || null,
      isGuest: true,
    })
    .returning();
  return { id: c!.id, name: `${c!.firstName} ${c!.lastName}`.trim(), email: c!.email, phone: c!.phone };
}
