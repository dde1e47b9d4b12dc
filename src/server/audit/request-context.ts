// The API request a database transaction runs for. Every request runs inside an AsyncLocalStorage context
// (entered in onRequest), so the one place that opens tenant transactions (db/database.ts → inScope) can
// tell the audit trigger who is changing what — whichever route, hand-written or generic, made the change.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Role } from '../../shared/roles.ts';

const current = new AsyncLocalStorage<FastifyRequest>();

/** The audit settings of the current request; null outside requests (seeds, delivery workers, tests). */
export interface AuditContext {
  requestId: string;
  userId: number | null;
  roleId: number | null;
  actingAsUserId: number | null;
  method: string;
  route: string;
  ip: string;
}

export function auditContext(): AuditContext | null {
  const request = current.getStore();
  if (!request) return null;
  const p = request.principal;
  // Acting as an owner: the token's subject is the owner, its `act` the super admin who does the work.
  const actor = p?.actorUserId ?? null;
  return {
    requestId: String(request.id),
    userId: actor ?? p?.userId ?? null,
    roleId: actor !== null ? Role.superAdmin : (p?.roleId ?? null),
    actingAsUserId: actor !== null ? (p?.userId ?? null) : null,
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
    // A request whose connection is gone has no address to read (and work after it is rare).
    ip: request.raw.socket ? request.ip : '',
  };
}

/** The request the work in progress runs for; undefined outside requests. */
export function currentRequest(): FastifyRequest | undefined {
  return current.getStore();
}

/**
 * Runs fn outside any request: for long-lived things a request happens to start (the live-notification
 * LISTEN connection), whose later callbacks must not be taken for that request's work.
 */
export function outsideRequests<T>(fn: () => T): T {
  return current.exit(fn);
}

/**
 * The request as the audit trigger reads it (`app.audit`, set beside the tenant in the same statement):
 * JSON, or '' outside requests — then nothing is logged.
 */
export function auditSetting(): string {
  const audit = auditContext();
  return audit ? JSON.stringify(audit) : '';
}

/** Registers the hook that makes each request the context of everything it awaits. */
export function trackRequests(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => current.run(request, done));
}
