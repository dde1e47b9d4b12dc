// `/authenticate/:id`: the super admin acts as a store's owner. The session it gets is the owner's (same
// scope, same permissions) with the admin as the tokens' `act` claim, so every change made while acting is
// logged with both (audit/request-context.ts); starting to act is logged too.
import { and, asc, eq, sql } from 'drizzle-orm';
import { Role } from '../../../shared/roles.ts';
import { permitted } from '../../route-meta.ts';
import { responses } from '../../envelope.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { auditLog, stores, users } from '../../db/schema/index.ts';
import { issueTokens, loginResponse, principalOf } from '../../auth/session.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

export default async function actAsRoutes(app: ApiInstance) {
  app.post(
    '/stores/:id/authenticate',
    {
      ...permitted(app, permitOf('stores:act-as-owner'), { id: 'stores' }),
      schema: {
        tags: ['stores'],
        summary:
          "Super admin: act as the store's owner (a session attributed to both, recorded in the audit log)",
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        response: responses(200, { $ref: 'LoginResponse#' }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const admin = request.principal!;
      // As the connecting (owning) role in the platform scope: only this role may write the audit log.
      const data = await app.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.platform', 'on', true)`);
        const [store] = await tx.select().from(stores).where(eq(stores.id, request.params.id));
        if (!store) throw notFound('This store does not exist.');
        if (!store.isActive) throw conflict('The store is inactive: activate it before acting as its owner.');
        const [owner] = await tx
          .select()
          .from(users)
          .where(
            and(eq(users.storeId, store.id), eq(users.roleId, Role.storeOwner), eq(users.isActive, true)),
          )
          .orderBy(asc(users.id))
          .limit(1);
        if (!owner) throw notFound('This store has no active owner.');
        const principal = { ...(await principalOf(tx, owner)), actorUserId: admin.userId };
        const issued = await issueTokens(tx, app.tokens, principal);
        const [adminRow] = await tx.select().from(users).where(eq(users.id, admin.userId));
        const name = (u: typeof owner | undefined) => (u ? `${u.firstName} ${u.lastName}`.trim() : null);
        await tx.insert(auditLog).values({
          storeId: store.id,
          userId: admin.userId,
          userName: name(adminRow),
          roleId: Role.superAdmin,
          actingAsUserId: owner.id,
          actingAsName: name(owner),
          operation: 'act_as',
          entity: 'stores',
          entityId: String(store.id),
          requestId: String(request.id),
          method: request.method,
          route: request.routeOptions.url ?? null,
          ip: request.ip,
        });
        return loginResponse(tx, owner, app.config.publicDomain, issued);
      });
      return { status: 'success', data };
    },
  );
}
