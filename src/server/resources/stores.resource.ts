// Stores (tenants): the super admin lists, creates, edits and (de)activates them; every logged-in user reads
// the stores in their reach (docs/product.md#api-fixed-paths's GET stores): their own, or for a vendor the
// stores it works for.
import {
  storeSettings as storeSettingsDeclaration,
  stores as storesDeclaration,
} from '../../shared/declarations/stores.declaration.ts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { Role } from '../../shared/roles.ts';
import { ErrorCode } from '../../shared/errors.ts';
import { defineResource, type Row } from '../crud/define-resource.ts';
import { ApiFailure, invalid } from '../http-errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Transaction } from '../db/database.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { storeSettings, storeVendors, stores, users } from '../db/schema/index.ts';
import { endStoreSessions } from '../stores/store-state.ts';
import { isPlatform } from '../../shared/permission-registry.ts';

/** A new store's owner (the schema's create-only owner fields; later owners are made in the users list): a portal login of role store owner, refused (409) when the email already has one. */
async function createOwner(tx: Transaction, storeId: number, body: Row): Promise<void> {
  const email = String(body.owner_email).trim();
  const [taken] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.audience, 'portal'), sql`lower(${users.email}) = lower(${email})`));
  if (taken)
    throw new ApiFailure(ErrorCode.conflict, 'This email already logs in to the portal.', [
      { field: 'owner_email', message: 'owner_email already has a portal login' },
    ]);
  await tx.insert(users).values({
    audience: 'portal',
    email,
    firstName: String(body.owner_first_name),
    lastName: typeof body.owner_last_name === 'string' ? body.owner_last_name : '',
    passwordHash: await hashPassword(String(body.owner_password)),
    roleId: Role.storeOwner,
    storeId,
  });
}

/**
 * The super admin's view of each store's use, for a page of stores in four indexed aggregates: locations,
 * portal users, sales orders since the 1st of this month (UTC), the last logged change or order, and its plan.
 */
async function addUsage(tx: Transaction, records: Row[]): Promise<void> {
  const ids = records.map((r) => r.id as number);
  const { rows } = await tx.execute<{
    id: number;
    location_count: number;
    user_count: number;
    orders_this_month: number;
    last_activity_at: string | null;
    plan_name: string | null;
    subscription_status: string | null;
  }>(sql`
    select s.id,
      (select count(*)::int from locations l where l.store_id = s.id) as location_count,
      (select count(*)::int from users u where u.store_id = s.id and u.audience = 'portal') as user_count,
      (select count(*)::int from sales_orders o
        where o.store_id = s.id and o.created_at >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
      ) as orders_this_month,
      greatest(
        (select max(a.at) from audit_log a where a.store_id = s.id),
        (select max(o.created_at) from sales_orders o where o.store_id = s.id)
      ) as last_activity_at,
      p.name as plan_name,
      sub.status as subscription_status
    from unnest(${sql.param(ids)}::int[]) as s(id)
    left join store_subscriptions sub on sub.store_id = s.id
    left join plans p on p.id = sub.plan_id`);
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  for (const record of records) {
    const usage = byId.get(record.id as number);
    record.location_count = usage?.location_count ?? 0;
    record.user_count = usage?.user_count ?? 0;
    record.orders_this_month = usage?.orders_this_month ?? 0;
    record.last_activity_at = usage?.last_activity_at ? new Date(usage.last_activity_at).toISOString() : null;
    record.plan_name = usage?.plan_name ?? null;
    record.subscription_status = usage?.subscription_status ?? null;
  }
}

export const storesResource = defineResource(storesDeclaration, {
  table: stores,
  scope(principal) {
    if (isPlatform(principal.roleId)) return undefined;
    if (principal.vendorId !== null)
      return inArray(
        stores.id,
        sql`(select ${storeVendors.storeId} from ${storeVendors} where ${storeVendors.vendorId} = ${principal.vendorId})`,
      );
    return eq(stores.id, principal.storeId ?? -1);
  },
  hooks: {
    // A slug that is a host label of the platform or vendor apps would never reach the storefront.
    beforeWrite(values, body, { config, op }) {
      // The store block's first name (docs/product.md#white-label-settings) is its owner's unless given.
      if (op === 'create' && values.firstName == null && typeof body.owner_first_name === 'string')
        values.firstName = body.owner_first_name.slice(0, 30);
      const reserved = [...config.hostLabels.platform, ...config.hostLabels.vendor];
      if (typeof body.slug === 'string' && reserved.includes(body.slug))
        throw invalid([{ field: 'slug', message: 'slug is a host label of the platform; choose another' }]);
      return values;
    },
    // Every store has its settings row, so the owner can edit it from the start; and its owner.
    async afterWrite(row, body, { tx, op, existing }) {
      if (op === 'create') {
        await tx.insert(storeSettings).values({ storeId: row.id as number });
        await createOwner(tx, row.id as number, body);
      }
      // Deactivation closes the store: its people's sessions end with it.
      if (op === 'update' && existing?.isActive && !row.isActive)
        await endStoreSessions(tx, row.id as number);
    },
    // Usage is the platform's business: store users, vendors and customers get nulls.
    async enrich(records, { tx, principal }) {
      if (isPlatform(principal.roleId)) await addUsage(tx, records);
      else
        for (const record of records)
          Object.assign(record, {
            location_count: null,
            user_count: null,
            orders_this_month: null,
            last_activity_at: null,
            plan_name: null,
            subscription_status: null,
          });
    },
  },
});

/** A store's white-label settings (docs/product.md#white-label-settings); the record's id is the store id. */
/**
 * docs/product.md#messages-sms: one number or messaging service is one store's sender (a reply to it is that
 * store's). Checked here rather than by a unique index: a distributed table's unique index must include the
 * store (docs/scaling.md), and this one is across stores. Read as the platform: the store's scope hides the
 * others' settings.
 */
async function senderTaken(tx: Transaction, storeId: number, sender: unknown): Promise<boolean> {
  if (typeof sender !== 'string' || sender === '') return false;
  const [other] = await asPlatform(tx, () =>
    tx
      .select({ storeId: storeSettings.storeId })
      .from(storeSettings)
      .where(and(eq(storeSettings.smsSender, sender), ne(storeSettings.storeId, storeId)))
      .limit(1),
  );
  return other !== undefined;
}

export const storeSettingsResource = defineResource(storeSettingsDeclaration, {
  table: storeSettings,
  idColumn: 'storeId',
  hooks: {
    async beforeWrite(values, _body, ctx) {
      const storeId = Number(ctx.existing?.storeId ?? values.storeId ?? ctx.tenantId);
      // Asked only when the sender changes: most settings writes (colours, terms) leave it as it was.
      const changed = values.smsSender !== undefined && values.smsSender !== ctx.existing?.smsSender;
      if (changed && (await senderTaken(ctx.tx, storeId, values.smsSender)))
        throw new ApiFailure(ErrorCode.conflict, 'This sender of texts is already another store’s.', [
          { field: 'sms_sender', message: 'sms_sender is already in use' },
        ]);
      return values;
    },
  },
});
