// The super admin acts as a store's owner: the session is the owner's (same scope, same permissions) with
// the admin as the tokens' `act` claim, so every change made while acting is logged with both
// (audit/request-context.ts); starting to act is logged here.
import type { FastifyRequest } from 'fastify';
import { Role } from '../../../shared/roles.ts';
import type { Database } from '../../db/database.ts';
import { conflict, notFound } from '../../http-errors.ts';
import type { TokenIssuer } from '../../auth/tokens.ts';
import { issueTokens, loginResponse, principalOf } from '../../auth/session.ts';
import {
  enterPlatformScope,
  findStore,
  findUser,
  firstActiveOwner,
  recordAuditEntry,
  type UserRow,
} from './act-as.repository.ts';

const fullName = (u: UserRow | undefined) => (u ? `${u.firstName} ${u.lastName}`.trim() : null);

/** Starts acting as the store's owner; the owner's login response, tokens attributed to the admin too. */
export async function actAsStoreOwner(
  deps: { db: Database; tokens: TokenIssuer; publicDomain: string },
  request: FastifyRequest,
  storeId: number,
) {
  const admin = request.principal!;
  // As the connecting (owning) role in the platform scope: only this role may write the audit log.
  return deps.db.transaction(async (tx) => {
    await enterPlatformScope(tx);
    const store = await findStore(tx, storeId);
    if (!store) throw notFound('This store does not exist.');
    if (!store.isActive) throw conflict('The store is inactive: activate it before acting as its owner.');
    const owner = await firstActiveOwner(tx, store.id);
    if (!owner) throw notFound('This store has no active owner.');
    const principal = { ...(await principalOf(tx, owner)), actorUserId: admin.userId };
    const issued = await issueTokens(tx, deps.tokens, principal);
    const adminRow = await findUser(tx, admin.userId);
    await recordAuditEntry(tx, {
      storeId: store.id,
      userId: admin.userId,
      userName: fullName(adminRow),
      roleId: Role.superAdmin,
      actingAsUserId: owner.id,
      actingAsName: fullName(owner),
      operation: 'act_as',
      entity: 'stores',
      entityId: String(store.id),
      requestId: String(request.id),
      method: request.method,
      route: request.routeOptions.url ?? null,
      ip: request.ip,
    });
    return loginResponse(tx, owner, deps.publicDomain, issued);
  });
}
