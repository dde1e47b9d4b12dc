// Answers a public read from the public cache: the body serialized once through the route's own response
// schema, an ETag on it, and 304 Not Modified when the client already holds that version. Clients are told
// to revalidate every time (no-cache), so a change is seen on the next request — the 304 keeps that cheap.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody, PublicCache } from './public-cache.ts';

export function sendCached(
  cache: PublicCache,
  request: FastifyRequest,
  reply: FastifyReply,
  storeId: number,
  load: () => Promise<{ status: 'success'; data: unknown }>,
): FastifyReply | Promise<FastifyReply> {
  // The key is the URL: the route's path and query (already validated) name the response.
  const entry = cache.body(storeId, request.url, async () => String(reply.serialize(await load())));
  // A hit is answered without awaiting anything (each await is a microtask turn on every cached read).
  return entry instanceof Promise
    ? entry.then((e) => answer(request, reply, e))
    : answer(request, reply, entry);
}

function answer(request: FastifyRequest, reply: FastifyReply, entry: CachedBody): FastifyReply {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim() === entry.etag)) return reply.code(304).send();
  // Bytes with their content type: Fastify neither serializes nor encodes them again.
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
