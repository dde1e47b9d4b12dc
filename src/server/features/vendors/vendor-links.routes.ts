// The vendor's side of a store's invitation (/store-invitation/:uid in the vendor app; API store-invitations/:uid): anyone holding the
// link sees which store invites whom; the vendor owner accepts (which links the vendor to the store) or
// declines. The uid is the token the store received once; only its hash is stored.
import { responses } from '../../envelope.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { answerStoreInvitation, storeInvitation } from './vendors.service.ts';

const uidParams = {
  type: 'object',
  required: ['uid'],
  additionalProperties: false,
  properties: { uid: { type: 'string', minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

const ref = { $ref: 'StoreInvitation#' } as const;

export default async function vendorLinkRoutes(app: ApiInstance) {
  app.get(
    '/store-invitations/:uid',
    {
      ...publicRoute({ uid: 'token' }),
      schema: {
        tags: ['vendors'],
        summary: 'What an invitation link is: the inviting store, the invited email, its status',
        params: uidParams,
        response: responses(200, ref, 400, 404),
      },
    },
    async (request) => ({ status: 'success', data: await storeInvitation(app.db, request.params.uid) }),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/store-invitations/:uid/${answer}`,
      {
        ...permitted(app, permitOf('store-invitations:answer'), { uid: 'token' }),
        schema: {
          tags: ['vendors'],
          security: [{ bearer: [] }],
          summary:
            answer === 'accept'
              ? "Accept a store's invitation: links your vendor to the store"
              : "Decline a store's invitation",
          params: uidParams,
          response: responses(200, ref, 400, 401, 403, 404, 409),
        },
      },
      async (request) => ({
        status: 'success',
        data: await answerStoreInvitation(app.db, request.principal!, request.params.uid, answer),
      }),
    );
  }
}
