// The invited person's side of a staff invitation, for a store's staff and a vendor's team alike: anyone
// holding the link sees who invites which email; the signup sets their name and password, makes the user
// and logs them in. Single use (the row is locked and marked accepted) and expiring; only the token's hash
// is stored. Store staff: API staff-sign-up/:store_id/:token (the platform host's /staff-signup/:vendor_id/:uuid
// page, whose first segment carries the store's id), with the invited permissions. Vendor staff:
// API vendor-staff-sign-up/:vendor_id/:token (the vendor host's page), with docs/product.md#roles-vendor-staff's
// vendor staff set.
import type { FastifyInstance } from 'fastify';
import { responses } from '../../envelope.ts';
import { publicRoute } from '../../route-meta.ts';
import { signUpAsStaff, staffInvitation, type Inviter } from './staff-signup.service.ts';

const tokenParam = { type: 'string', minLength: 16, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;
const tenantParam = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

interface SignupBody {
  first_name: string;
  last_name?: string;
  password: string;
}

/** What differs between a store's and a vendor's invitations: their path, the inviter and the view. */
interface SignupKind {
  path: string;
  inviter: Inviter;
  tenantKey: 'store_id' | 'vendor_id';
  /** The tenant table the inviter is named from (404 when it is inactive). */
  inviterObject: string;
  view: string;
}

function registerSignup(app: FastifyInstance, kind: SignupKind) {
  type Params = Record<typeof kind.tenantKey, number> & { token: string };
  const params = {
    type: 'object',
    required: [kind.tenantKey, 'token'],
    additionalProperties: false,
    properties: { [kind.tenantKey]: tenantParam, token: tokenParam },
  };
  const objects = { [kind.tenantKey]: kind.inviterObject, token: 'token' };

  app.get<{ Params: Params }>(
    kind.path,
    {
      ...publicRoute(objects),
      schema: {
        tags: ['users'],
        summary: `What a ${kind.inviter} staff invitation link is: who invites, the invited email, its status`,
        params,
        response: responses(200, { $ref: `${kind.view}#` }, 400, 404),
      },
    },
    async (request) => ({
      status: 'success',
      data: await staffInvitation(app, kind.inviter, request.params[kind.tenantKey], request.params.token),
    }),
  );

  app.post<{ Params: Params; Body: SignupBody }>(
    kind.path,
    {
      ...publicRoute(objects),
      schema: {
        tags: ['users'],
        summary: `Sign up as invited ${kind.inviter} staff: sets name and password, logs in`,
        params,
        body: { $ref: 'StaffSignupRequest#' },
        response: responses(200, { $ref: 'LoginResponse#' }, 400, 404, 409),
      },
    },
    async (request) => ({
      status: 'success',
      data: await signUpAsStaff(
        app,
        kind.inviter,
        request.params[kind.tenantKey],
        request.params.token,
        request.body,
      ),
    }),
  );
}

export default async function staffSignupRoutes(app: FastifyInstance) {
  // A store's staff invitation: a portal login as store staff with the invited permissions.
  registerSignup(app, {
    path: '/staff-sign-up/:store_id/:token',
    inviter: 'store',
    tenantKey: 'store_id',
    inviterObject: 'stores',
    view: 'StaffSignupView',
  });
  // A vendor owner's invitation: a vendor app login as vendor staff (docs/product.md#roles-vendor-staff's set).
  registerSignup(app, {
    path: '/vendor-staff-sign-up/:vendor_id/:token',
    inviter: 'vendor',
    tenantKey: 'vendor_id',
    inviterObject: 'vendors',
    view: 'VendorStaffSignupView',
  });
}
