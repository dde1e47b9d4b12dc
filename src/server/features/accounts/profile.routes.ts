// The profile pages' API (docs/product.md#routes-portal-profile): /store-profile is the caller's own store as
// its owner may change
// it (the stores resource leaves editing stores to the super admin; this route names no store — the tenant
// is the token's, so no store can reach another's); /profile is the caller's own name and password, for
// every portal role (staff without the users module still manage themselves).
import { and, eq } from 'drizzle-orm';
import { responses } from '../../envelope.ts';
import { invalid, notFound } from '../../http-errors.ts';
import type { Transaction } from '../../db/database.ts';
import { storeSettings, stores, users } from '../../db/schema/index.ts';
import { permitted } from '../../route-meta.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

async function storeProfile(tx: Transaction, storeId: number) {
  const [row] = await tx
    .select({ store: stores, logo: storeSettings.logo })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) throw notFound();
  const { store, logo } = row;
  return {
    id: store.id,
    slug: store.slug,
    custom_domain: store.customDomain,
    name: store.name,
    website_url: store.websiteUrl,
    first_name: store.firstName,
    logo: logo ?? null,
  };
}

async function myProfile(tx: Transaction, userId: number) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role_id: user.roleId,
  };
}

export default async function profileRoutes(app: ApiInstance) {
  const storeProfileResponse = { $ref: 'StoreProfile#' } as const;

  app.get(
    '/store-profile',
    {
      ...permitted(app, permitOf('store-profile:view')),
      schema: {
        tags: ['stores'],
        security: [{ bearer: [] }],
        summary: "Your store's profile: name, website, owner's first name, logo",
        response: responses(200, storeProfileResponse, 401, 403, 404),
      },
    },
    async (request) => ({
      status: 'success',
      data: await request.inTenant((tx) => storeProfile(tx, request.principal!.storeId!)),
    }),
  );

  app.put(
    '/store-profile',
    {
      ...permitted(app, permitOf('store-profile:edit')),
      schema: {
        tags: ['stores'],
        security: [{ bearer: [] }],
        summary: "Change your store's profile (the slug, domain and activity stay the super admin's)",
        body: { $ref: 'StoreProfileUpdate#' },
        response: responses(200, storeProfileResponse, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const storeId = request.principal!.storeId!;
      const { logo, name, website_url, first_name } = request.body;
      const data = await request.inTenant(async (tx) => {
        const set = {
          ...(name !== undefined ? { name: name.trim() } : {}),
          ...(website_url !== undefined ? { websiteUrl: website_url || null } : {}),
          ...(first_name !== undefined ? { firstName: first_name || null } : {}),
        };
        if (name !== undefined && !name.trim())
          throw invalid([{ field: 'name', message: 'name must not be blank' }]);
        if (Object.keys(set).length) await tx.update(stores).set(set).where(eq(stores.id, storeId));
        if (logo !== undefined)
          await tx
            .update(storeSettings)
            .set({ logo: logo || null })
            .where(eq(storeSettings.storeId, storeId));
        return storeProfile(tx, storeId);
      });
      return { status: 'success', data };
    },
  );

  const profileResponse = { $ref: 'MyProfile#' } as const;

  app.get(
    '/profile',
    {
      ...permitted(app, permitOf('profile:view')),
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'Your own profile: name and email',
        response: responses(200, profileResponse, 401, 404),
      },
    },
    async (request) => ({
      status: 'success',
      data: await request.inTenant((tx) => myProfile(tx, request.principal!.userId)),
    }),
  );

  app.put(
    '/profile',
    {
      ...permitted(app, permitOf('profile:edit')),
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        summary: 'Change your own name, or your password (with the current one)',
        body: { $ref: 'MyProfileUpdate#' },
        response: responses(200, profileResponse, 400, 401, 404),
      },
    },
    async (request) => {
      const userId = request.principal!.userId;
      const { first_name, last_name, current_password, new_password } = request.body;
      const data = await request.inTenant(async (tx) => {
        const [user] = await tx.select().from(users).where(eq(users.id, userId));
        if (!user) throw notFound();
        const set: Partial<typeof users.$inferInsert> = {};
        if (first_name !== undefined) set.firstName = first_name.trim();
        if (last_name !== undefined) set.lastName = last_name.trim();
        if (new_password !== undefined) {
          // The current password guards a stolen, still-open session from locking its owner out.
          if (!(await verifyPassword(current_password ?? '', user.passwordHash)))
            throw invalid([{ field: 'current_password', message: 'current_password is not your password' }]);
          set.passwordHash = await hashPassword(new_password);
        }
        if (Object.keys(set).length)
          await tx
            .update(users)
            .set(set)
            .where(and(eq(users.id, userId)));
        return myProfile(tx, userId);
      });
      return { status: 'success', data };
    },
  );
}
