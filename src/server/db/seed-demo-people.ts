// The demo stores' walk-in customers: people who handed in an item at the counter (no storefront account),
// so the jobs board and the order list show many customers, not one. Added once per store.
import { and, eq } from 'drizzle-orm';
import type { Transaction } from './database.ts';
import { customers } from './schema/index.ts';

/** One walk-in customer: a name and a phone number. */
export interface Person {
  firstName: string;
  lastName: string;
  phone: string;
}

const englishPeople: Person[] = [
  { firstName: 'Amara', lastName: 'Osei', phone: '555 201 3344' },
  { firstName: 'Luis', lastName: 'Ferreira', phone: '555 201 8812' },
  { firstName: 'Hannah', lastName: 'Kowalski', phone: '555 202 1190' },
  { firstName: 'Kenji', lastName: 'Tanaka', phone: '555 202 7765' },
  { firstName: 'Priya', lastName: 'Raman', phone: '555 203 4021' },
  { firstName: 'Tomás', lastName: 'Lindqvist', phone: '555 203 5530' },
  { firstName: 'Grace', lastName: 'Adeyemi', phone: '555 204 6617' },
  { firstName: 'Oliver', lastName: 'Byrne', phone: '555 204 9902' },
];

export interface DemoCustomer {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
}

/** The store's walk-in customers (created the first time); the English ones unless the store has its own. */
export async function walkInCustomers(
  tx: Transaction,
  storeId: number,
  slug: string,
  people: Person[] = englishPeople,
): Promise<DemoCustomer[]> {
  const found: DemoCustomer[] = [];
  const plain = (s: string) =>
    s
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  for (const p of people) {
    const email = `${plain(p.firstName)}.${plain(p.lastName)}@${slug}-customers.test`;
    let [row] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.storeId, storeId), eq(customers.email, email)));
    if (!row)
      [row] = await tx
        .insert(customers)
        .values({ storeId, ...p, email })
        .returning();
    found.push({ id: row!.id, name: `${row!.firstName} ${row!.lastName}`, email, phone: row!.phone });
  }
  return found;
}
