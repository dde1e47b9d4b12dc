// Graceful shutdown on SIGTERM (a deploy, a scale-down): stop accepting connections, tell websocket clients
// to come back (close code 1012 "service restart" — the bell's client reconnects, to another process), let
// in-flight requests finish within SHUTDOWN_GRACE_SECONDS, then stop the background workers and the pool.
// Past the grace period the process exits anyway (exit code 1) rather than hang a deploy.
import type { FastifyInstance } from 'fastify';

/** The websocket close a client reads as "reconnect": RFC 6455's 1012 (service restart). */
export const restartClose = { code: 1012, reason: 'server restarting: reconnect' } as const;

/**
 * @fastify/websocket's preClose: every socket is told to reconnect before the server stops; one that has not
 * finished the closing handshake a second later is cut (the websocket server waits for every client).
 */
export function closeSocketsForRestart(this: FastifyInstance, done: () => void) {
  const server = this.websocketServer;
  for (const socket of server.clients) socket.close(restartClose.code, restartClose.reason);
  const cut = setTimeout(() => {
    for (const socket of server.clients) socket.terminate();
  }, 1000);
  cut.unref();
  server.close(() => {
    clearTimeout(cut);
    done();
  });
}

/**
 * Closes the app (no new connections; Fastify answers requests arriving on kept-alive connections with 503
 * and waits for the ones in flight), then the rest in order. Resolves with the exit code.
 */
export async function shutDown(
  app: FastifyInstance,
  graceSeconds: number,
  after: () => Promise<void>,
): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<number>((resolve) => {
    timer = setTimeout(() => {
      app.log.error({ graceSeconds }, 'in-flight requests did not finish in time; exiting');
      resolve(1);
    }, graceSeconds * 1000);
    timer.unref();
  });
  const orderly = (async () => {
    await app.close();
    await after();
    return 0;
  })();
  try {
    return await Promise.race([orderly, deadline]);
  } catch (e) {
    app.log.error(e);
    return 1;
  } finally {
    clearTimeout(timer);
  }
}
