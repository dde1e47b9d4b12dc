// The live-notification websocket (spec section 7: "a websocket at the notification path, keyed by user
// id"). For now it authenticates with the access token and holds the connection; pushing notifications
// through PostgreSQL LISTEN/NOTIFY comes with the notifications issue.
import type { FastifyInstance } from 'fastify';
import { TokenError, type AccessClaims } from '../auth/tokens.ts';

export default async function notificationSocket(app: FastifyInstance) {
  app.get<{ Params: { userId: number }; Querystring: { token: string } }>(
    '/ws/notifications/:userId',
    {
      websocket: true,
      // @fastify/websocket hides websocket routes from the description; this one is part of the contract.
      config: { swaggerTransform: ({ schema, url }) => ({ schema: { ...schema, hide: false }, url }) },
      schema: {
        tags: ['notifications'],
        summary: 'Websocket (upgrade) for live notifications of one user; token is the access token',
        params: {
          type: 'object',
          required: ['userId'],
          properties: { userId: { type: 'integer', minimum: 1 } },
        },
        querystring: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', minLength: 1, maxLength: 4000 } },
        },
        response: { 101: { description: 'Switching Protocols: the socket is open' } },
      },
    },
    async (socket, request) => {
      try {
        const claims = await app.tokens.verify<AccessClaims>(request.query.token, 'access');
        if (Number(claims.sub) !== request.params.userId) throw new TokenError('user mismatch');
        socket.send(JSON.stringify({ type: 'ready', user_id: request.params.userId }));
        const ping = setInterval(() => socket.ping(), 30_000);
        socket.on('close', () => clearInterval(ping));
      } catch (e) {
        if (!(e instanceof TokenError)) request.log.error(e);
        socket.close(4401, 'token_not_valid');
      }
    },
  );
}
