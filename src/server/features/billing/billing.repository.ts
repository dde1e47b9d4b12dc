// The queries of plans and billing, each in the caller's transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { plans, users } from '../../db/schema/index.ts';

/** The active plans of an audience, cheapest first (in the platform's order). */
export function activePlans(tx: Transaction, audience: 'store' | 'vendor') {
  return tx
    .select()
    .from(plans)
    .where(and(eq(plans.isActive, true), eq(plans.audience, audience)))
    .orderBy(asc(plans.sequence), asc(plans.monthlyPriceCents), asc(plans.id));
}

export async function planById(tx: Transaction, planId: number) {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, planId));
  return plan;
}

export async function emailOfUser(tx: Transaction, userId: number): Promise<string | undefined> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}
