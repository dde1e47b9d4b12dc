// `/stores/:id/authenticate`: the super admin acts as a store's owner (the rules: act-as.service.ts).
import { permitted } from '../../route-meta.ts';
import { responses } from '../../envelope.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { actAsStoreOwner } from './act-as.service.ts';
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
      const data = await actAsStoreOwner(
        { db: app.db, tokens: app.tokens, publicDomain: app.config.publicDomain },
        request,
        request.params.id,
      );
      return { status: 'success', data };
    },
  );
}
