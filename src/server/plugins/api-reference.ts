// The API reference page for developers: Swagger UI over the generated description, at /api/docs on the
// platform host (app.…) — readable without logging in, since the description holds no data. Store hosts do
// not serve it: a store's storefront is white-labelled and says nothing of the platform behind it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { faceOf } from '../../shared/hosts.ts';
import { ErrorCode, defaultMessages } from '../../shared/errors.ts';

export const apiReferencePath = '/api/docs';

export default async function apiReference(app: FastifyInstance) {
  const onPlatformHost = async (request: FastifyRequest, reply: FastifyReply) => {
    if (faceOf(request.host, app.config.hostLabels) !== 'platform')
      return reply
        .status(404)
        .send({ status: 'failed', error: { code: ErrorCode.notFound, message: defaultMessages.NOT_FOUND } });
  };
  await app.register(fastifySwaggerUi, {
    routePrefix: apiReferencePath,
    uiHooks: { onRequest: onPlatformHost },
    staticCSP: true,
    // No Swagger top bar: its only use is loading another description by URL.
    theme: {
      title: 'Service-ordering platform API',
      css: [{ filename: 'reference.css', content: '.swagger-ui .topbar { display: none; }' }],
    },
    uiConfig: {
      docExpansion: 'list',
      deepLinking: true,
      displayOperationId: true,
      defaultModelsExpandDepth: 0,
      tryItOutEnabled: false,
    },
  });
}
