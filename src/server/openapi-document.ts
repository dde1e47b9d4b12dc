// The options of @fastify/swagger: the description's front matter (what a developer reads first, including
// how to authenticate), the per-route derivation of route-docs.ts, and the finishing pass over the whole
// document (examples generated from the schemas, components no operation uses dropped, operationIds unique).
import type { FastifyInstance } from 'fastify';
import type { SwaggerOptions } from '@fastify/swagger';
import { describeRoute, securitySchemes } from './route-docs.ts';
import { withExamples, type Components } from './contract-examples.ts';

const introduction = `
The API of the service-ordering platform: the same calls the storefront, the portal and the vendor app make.
A longer guide with runnable examples is docs/api.md in the repository.

## Authentication
1. **Log in**: \`POST /api/v1/auth/login\` with \`{email, password, app}\` (\`app\` is \`storefront\`, \`portal\` or
   \`vendor\`; a storefront login also names the store: \`store_url\`). The answer's \`data.access\` is an access
   token (a JWT, 15 minutes) and \`data.refresh\` a refresh token (14 days).
2. **Call**: send \`Authorization: Bearer <access>\`. The tenant (store or vendor) comes from the token, never
   from the request.
3. **Renew**: when the access token expires, \`POST /api/v1/token/refresh/\` with \`{refresh}\` answers a new pair.
   Refresh tokens rotate: each works once, and presenting a spent one revokes the whole family (theft detection).
4. **Log out**: \`POST /api/v1/auth/logout\` with \`{refresh}\` revokes the family.

A missing, expired or forged token is \`401\` with code \`token_not_valid\`: refresh, or log in again.

## Results
Every answer is an envelope: \`{"status": "success", "data": …}\` (200 for reads and updates, 201 for
creates) or \`{"status": "failed", "error": {"code", "message", "fields": [{"field", "message"}]}}\`. Bad input
is \`400\` naming every field at fault, and changes nothing.

## Lists
Lists follow ra-data-simple-rest: \`range=[0,24]\`, \`sort=["id","DESC"]\`, \`filter={"q":"ring"}\` (JSON in the
query string); the total is in the \`Content-Range\` header (\`locations 0-24/310\`).
`.trim();

/** Drops component schemas that no operation (and no used component) refers to. */
function usedComponents(document: Record<string, unknown>): Components {
  const components = ((document.components as { schemas?: Components })?.schemas ?? {}) as Components;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
        const name = inner.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(components[name]);
        }
      } else visit(inner);
    }
  };
  visit(document.paths);
  return Object.fromEntries(Object.entries(components).filter(([name]) => used.has(name)));
}

/** Two operations with one operationId would give a generated client one method for both: refuse. */
function checkOperationIds(document: Record<string, unknown>) {
  const seen = new Map<string, string>();
  for (const [path, item] of Object.entries(
    document.paths as Record<string, Record<string, { operationId?: string }>>,
  ))
    for (const [method, operation] of Object.entries(item)) {
      const id = operation.operationId;
      if (!id) continue;
      const where = `${method.toUpperCase()} ${path}`;
      const other = seen.get(id);
      if (other)
        throw new Error(`operationId ${id} is derived for both ${other} and ${where}: rename one path`);
      seen.set(id, where);
    }
}

export function openapiOptions(app: FastifyInstance): SwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Service-ordering platform API',
        version: '1.0.0',
        description: introduction,
        // Not open source: SPDX's LicenseRef- form names a licence of our own.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/' }],
      components: { securitySchemes: securitySchemes as never },
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transform: describeRoute({ rateLimited: () => app.hasDecorator('rateLimit') }) as never,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const { openapiObject } = documentObject;
      const document = openapiObject as Record<string, unknown>;
      checkOperationIds(document);
      const components = document.components as { schemas?: Components };
      components.schemas = withExamples(usedComponents(document));
      return openapiObject;
    },
  };
}
