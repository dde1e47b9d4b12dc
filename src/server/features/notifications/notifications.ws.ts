// The live-notification websocket (docs/product.md#messages-live: "a websocket at the notification path,
// keyed by user
// id"). It authenticates with the access token, then receives every notification written for the user:
// the fan-out NOTIFYs in the transaction that inserts it, and this process's one LISTEN connection
// (orders/notification-hub.ts) pushes it to the user's sockets here as {type: 'notification', data}.
import { TokenError, type AccessClaims } from '../../auth/tokens.ts';
import { NotificationHub } from '../../orders/notification-hub.ts';
import { liveNotification } from './notifications.service.ts';
import { listenUrlOf } from '../../db/listen-url.ts';
import type { ApiInstance } from '../../schema-types.ts';

export default async function notificationSocket(app: ApiInstance) {
  const hub = new NotificationHub(
    listenUrlOf(app.config, app.db),
    (id) => liveNotification(app.db, id),
    app.log,
  );
  app.addHook('onClose', () => hub.close());
  app.liveSockets.current = hub;

  // app.route, not app.get: @fastify/websocket's shorthand overload loses the schema's literal type, its
  // route() keeps it, so the handler's request is typed by the schema like every other route's.
  app.route({
    method: 'GET',
    url: '/ws/notifications/:userId',
    websocket: true,
    schema: {
      tags: ['notifications'],
      summary:
        'Websocket (upgrade) for live notifications of one user; token is the access token. Sends ' +
        '{type:"ready"} once listening, then {type:"notification", data: Notification} for each new one',
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
    handler: async (socket, request) => {
      let unsubscribe: (() => void) | null = null;
      let closed = false;
      socket.on('close', () => {
        closed = true;
        unsubscribe?.();
      });
      try {
        const claims = await app.tokens.verify<AccessClaims>(request.query.token, 'access');
        if (Number(claims.sub) !== request.params.userId) throw new TokenError('user mismatch');
        unsubscribe = await hub.subscribe(request.params.userId, socket);
        if (closed) {
          unsubscribe();
          return;
        }
        socket.send(JSON.stringify({ type: 'ready', user_id: request.params.userId }));
        const ping = setInterval(() => socket.ping(), 30_000);
        socket.on('close', () => clearInterval(ping));
      } catch (e) {
        if (!(e instanceof TokenError)) request.log.error(e);
        socket.close(
          e instanceof TokenError ? 4401 : 1011,
          e instanceof TokenError ? 'token_not_valid' : 'unavailable',
        );
      }
    },
  });
}
