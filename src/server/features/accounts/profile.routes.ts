// The profile pages' API (docs/product.md#routes-portal-profile): /store-profile is the caller's own store as
// its owner may change
// it (the stores resource leaves editing stores to the super admin; this route names no store — the tenant
// is the token's, so no store can reach another's); /profile is the caller's own name and password, for
// every portal role (staff without the users module still manage themselves).
import { responses } from '../../envelope.ts';
import { permitted } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { changeMyProfile, changeStoreProfile, myProfileOf, storeProfileOf } from './profile.service.ts';

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
      data: await storeProfileOf(request),
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
    async (request) => ({ status: 'success', data: await changeStoreProfile(request, request.body) }),
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
      data: await myProfileOf(request),
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
    async (request) => ({ status: 'success', data: await changeMyProfile(request, request.body) }),
  );
}
