// What a route declares about itself beside its schema, in Fastify's route `config`: who may call it (the
// access rule and action its preValidation checks) and which table each path parameter points into. The
// generated suites (tests/api/*) read this from the route table: the permission matrix calls every guarded
// route as every role, and the cross-tenant suite feeds every id parameter another tenant's object.
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { AccessRule } from '../shared/access.ts';
import type { ActionId } from '../shared/roles.ts';
import type { Permit } from '../shared/permission-registry.ts';

export interface RouteMeta {
  /** Checked in preValidation: the rule and the action. Absent on public routes. */
  access?: { rule: AccessRule; action: ActionId };
  /** Public: callable without logging in (storefront reads, invitation lookups …). */
  public?: boolean;
  /** Neither public nor guarded by a rule: the handler decides per object (public images or their owners). */
  checkedInHandler?: boolean;
  /**
   * Path parameter → the table (SQL name) whose row it identifies; 'token' for an unguessable token (not an
   * id), 'value' for any other parameter that names no row (an action, a kind). Every path parameter is
   * declared: the cross-tenant suite fails on a route that leaves one out. It fills a 'value' parameter with
   * each value of its params-schema `enum` (or `examples`), so such a parameter must have one of them.
   */
  objects?: Readonly<Record<string, string>>;
  /** The permissions registry's permit the route carries out (`<resource>:<action>`). */
  permit?: string;
  /** The generic resource the route belongs to. */
  resource?: string;
  /** The body is multipart/form-data (uploads), not JSON. */
  multipart?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    meta?: RouteMeta;
  }
}

/** preValidation and config of a route guarded by an access rule. */
export function guarded(
  app: FastifyInstance,
  rule: AccessRule,
  action: ActionId,
  objects: Readonly<Record<string, string>> = {},
  extra: Omit<RouteMeta, 'access' | 'objects'> = {},
): { preValidation: preHandlerHookHandler; config: { meta: RouteMeta } } {
  return {
    preValidation: app.requireAccess(rule, action),
    config: { meta: { ...extra, access: { rule, action }, objects } },
  };
}

/** preValidation and config of a route that carries out one permit of the permissions registry. */
export function permitted(
  app: FastifyInstance,
  permit: Permit,
  objects: Readonly<Record<string, string>> = {},
  extra: Omit<RouteMeta, 'access' | 'objects' | 'permit'> = {},
): { preValidation: preHandlerHookHandler; config: { meta: RouteMeta } } {
  return guarded(app, permit.rule, permit.as, objects, { ...extra, permit: permit.id });
}

/** Config of a public route. */
export function publicRoute(objects: Readonly<Record<string, string>> = {}): { config: { meta: RouteMeta } } {
  return { config: { meta: { public: true, objects } } };
}
