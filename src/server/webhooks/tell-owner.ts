// Tells an endpoint's owner that the platform paused it after repeated failures: a notification to the
// store's owners in the portal, and a mail to each through the mail module.
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { mailEndpointPaused } from '../mail/app-mailers.ts';

export async function tellOwnerEndpointPaused(tx: Transaction, endpointId: number): Promise<void> {
  await tx.execute(sql`
    insert into notifications (store_id, user_id, kind, short_description, description)
    select e.store_id, u.id, 'webhook_paused', 'Webhook endpoint paused',
           'Deliveries to ' || e.url || ' failed ' || e.consecutive_failures ||
           ' times in a row, so the endpoint is paused. Fix the receiver, then resume it in Integrations.'
      from webhook_endpoints e
      join users u on u.store_id = e.store_id and u.role_id = 4 and u.is_active
     where e.id = ${endpointId} and e.store_id is not null`);
  const owners = await tx.execute<{ store_id: number; email: string; url: string; failures: number }>(sql`
    select e.store_id, u.email, e.url, e.consecutive_failures as failures
      from webhook_endpoints e
      join users u on u.store_id = e.store_id and u.role_id = 4 and u.is_active
     where e.id = ${endpointId} and e.store_id is not null`);
  const [first] = owners.rows;
  if (first)
    await mailEndpointPaused(
      tx,
      owners.rows.map((o) => ({ storeId: o.store_id, email: o.email })),
      first.url,
      Number(first.failures),
    );
}
