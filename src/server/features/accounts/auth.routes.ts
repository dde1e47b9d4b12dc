// Login for every role, token refresh with rotation and reuse detection, logout, and the current session
// (the rules: auth.service.ts).
import { permitted, publicRoute } from '../../route-meta.ts';
import { responses } from '../../envelope.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { currentSession, logIn, logOut, refreshSession } from './auth.service.ts';

export default async function authRoutes(app: ApiInstance) {
  app.post(
    '/auth/login',
    {
      ...publicRoute({}, { throttled: true }),
      schema: {
        tags: ['auth'],
        summary: 'Log in to the storefront, the portal or the vendor app',
        body: { $ref: 'LoginRequest#' },
        response: responses(200, { $ref: 'LoginResponse#' }, 400, 401, 403, 404, 429),
      },
    },
    async (request) => ({ status: 'success', data: await logIn(app, request, request.body) }),
  );

  app.post(
    '/token/refresh/',
    {
      ...publicRoute(),
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access token (the refresh token rotates)',
        body: { $ref: 'RefreshRequest#' },
        response: responses(200, { $ref: 'TokenPair#' }, 400, 401),
      },
    },
    async (request) => ({ status: 'success', data: await refreshSession(app, request.body.refresh) }),
  );

  app.post(
    '/auth/logout',
    {
      ...publicRoute(),
      schema: {
        tags: ['auth'],
        summary: "Log out: revokes the refresh token's whole family",
        body: { $ref: 'RefreshRequest#' },
        response: responses(200, { type: 'object', properties: { message: { type: 'string' } } }, 400),
      },
    },
    async (request) => {
      await logOut(app, request.body.refresh);
      return { status: 'success', data: { message: 'Logged out' } };
    },
  );

  app.get(
    '/auth/session',
    {
      ...permitted(app, permitOf('session:view')),
      schema: {
        tags: ['auth'],
        summary: 'The current session (same shape as the login response, with fresh tokens omitted)',
        security: [{ bearer: [] }],
        response: responses(200, { $ref: 'LoginResponse#' }, 401),
      },
    },
    async (request) => ({ status: 'success', data: await currentSession(app, request) }),
  );
}
