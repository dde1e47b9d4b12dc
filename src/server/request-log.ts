// Request logging cheap enough to leave on: one JSON line per request when it completes (method, route
// pattern, status, milliseconds) instead of Fastify's two lines with the serialized request and response.
// The URL's query is left out: it may carry emails, tokens or search terms.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? request.url.split('?')[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
