// Builds docs/product.md#auth-login-response's login response for a user: tokens, user, role with
// permissions, store details,
// customer, vendor registration steps, store onboarding and the modules the user may open.
import { eq } from 'drizzle-orm';
import { hasPermission, ANY_LOCATION } from '../../shared/permissions.ts';
import { Action, moduleIds, type RoleId } from '../../shared/roles.ts';
import type { Transaction } from '../db/database.ts';
import { customers, refreshTokens, storeSettings, stores, users, vendors } from '../db/schema/index.ts';
import { sessionRoleOf, type Principal } from '../plugins/auth.ts';
import { storeUrl } from '../stores/find-store.ts';
import type { TokenIssuer } from './tokens.ts';
import { progressOf } from '../billing/onboarding.ts';
import { actsForStores, isCustomer, isStoreSide, isVendorSide } from '../../shared/permission-registry.ts';

export type UserRow = typeof users.$inferSelect;

export async function principalOf(tx: Transaction, user: UserRow): Promise<Principal> {
  let customerId: number | null = null;
  if (isCustomer(user.roleId)) {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.userId, user.id));
    customerId = customer?.id ?? null;
  }
  return {
    userId: user.id,
    roleId: user.roleId as RoleId,
    storeId: user.storeId,
    vendorId: user.vendorId,
    customerId,
    tokenVersion: user.tokenVersion,
  };
}

export async function storeDetails(tx: Transaction, storeId: number, publicDomain: string) {
  const [row] = await tx
    .select()
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) return null;
  const { stores: store, store_settings: settings } = row;
  return {
    id: store.id,
    name: store.name,
    url: storeUrl(store, publicDomain),
    website_url: store.websiteUrl,
    logo: settings?.logo ?? null,
    favicon: settings?.favicon ?? null,
    is_onboarding_complete: store.isOnboardingComplete,
    is_international_shipping: store.isInternationalShipping,
    settings: {
      has_default_address: settings?.hasDefaultAddress ?? false,
      use_platform_shipping: settings?.usePlatformShipping ?? true,
      shipping_account_type: settings?.shippingAccountType ?? null,
      is_fixed_shipping: settings?.isFixedShipping ?? false,
    },
  };
}

export async function loginResponse(
  tx: Transaction,
  user: UserRow,
  publicDomain: string,
  issued: { access: string; refresh: string },
) {
  const principal = await principalOf(tx, user);
  const role = await sessionRoleOf(tx, principal);
  const isVendor = isVendorSide(user.roleId);
  const [vendor] =
    isVendor && user.vendorId ? await tx.select().from(vendors).where(eq(vendors.id, user.vendorId)) : [];
  const store = user.storeId ? await storeDetails(tx, user.storeId, publicDomain) : null;
  const isStoreRole = isStoreSide(user.roleId);
  return {
    access: issued.access,
    refresh: issued.refresh,
    user: {
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      role: user.roleId,
      vendor: vendor ? { id: vendor.id, name: vendor.name } : null,
      language: user.language ?? null,
    },
    role,
    store,
    customer: principal.customerId ? { id: principal.customerId } : null,
    registration_steps: vendor
      ? {
          subscription: vendor.subscriptionStep as 'pending' | 'done',
          address: vendor.addressStep as 'pending' | 'done',
          bank_account: vendor.bankAccountStep as 'pending' | 'done',
        }
      : null,
    on_boarding_steps: isStoreRole && store ? await progressOf(tx, store.id) : null,
    access_modules: actsForStores(user.roleId)
      ? moduleIds.filter((m) => hasPermission(role, m, Action.view, ANY_LOCATION))
      : [],
  };
}

/**
 * How long a just-rotated refresh token may still be used, answering the same new pair: two tabs (or a
 * retried request) refreshing at once must not log the user out. Past it, a use is a reuse and revokes
 * the family (auth.routes.ts).
 */
export const refreshGraceSeconds = 10;

/**
 * Signs an access and a refresh token for the principal and records the refresh token. With `reissue`
 * (a refresh within the grace window), the pair signed at `at` with refresh id `jti` is signed again —
 * the same tokens, byte for byte (HS256 over the same claims) — and nothing is recorded.
 */
export async function issueTokens(
  tx: Transaction,
  tokens: TokenIssuer,
  principal: Principal,
  family?: string,
  signing: { at?: number; jti?: string; reissue?: boolean } = {},
) {
  const at = signing.at ?? Date.now();
  // Acting as an owner: both tokens carry the super admin as `act`, so a refreshed session stays attributed.
  const act = principal.actorUserId ? { act: { sub: String(principal.actorUserId) } } : {};
  const access = await tokens.access(
    {
      ...act,
      sub: String(principal.userId),
      role: principal.roleId,
      store_id: principal.storeId,
      vendor_id: principal.vendorId,
      customer_id: principal.customerId,
      ver: principal.tokenVersion ?? 0,
    },
    at,
  );
  const refresh = await tokens.refresh(String(principal.userId), family, at, act.act, signing.jti);
  if (signing.reissue) return { access, refresh: refresh.token };
  await tx.insert(refreshTokens).values({
    id: refresh.jti,
    familyId: refresh.family,
    userId: principal.userId,
    expiresAt: refresh.expiresAt,
  });
  return { access, refresh: refresh.token };
}
