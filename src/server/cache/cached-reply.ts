// Answers a public read from the public cache: the body serialized once through the route's own response
// schema, an ETag on it, and 304 Not Modified when the client already holds that version. Clients are told
// to revalidate every time (no-cache), so a change is seen on the next request — the 304 keeps that cheap.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublicCache } from './public-cache.ts';

export async function sendCached(
  cache: PublicCache,
  request: FastifyRequest,
  reply: FastifyReply,
  storeId: number,
  load: () => Promise<{ status: 'success'; data: unknown }>,
): Promise<FastifyReply> {
  // The key is the URL: the route's path and query (already validated) name the response.
  const entry = await cache.body(storeId, request.url, async () => String(reply.serialize(await load())));
  reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  const known = request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim() === entry.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
}
