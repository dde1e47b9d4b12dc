// Image uploads (docs/product.md#formats-images: at most 8388608 bytes). An upload must be an image by its
// bytes (PNG, JPEG,
// GIF or WebP magic numbers), whatever its declared type. The bytes go to DATA_DIR/uploads; the row says
// whose they are. Reading one needs a session that may see it (docs/product.md#uploads-visibility: its owners
// and whoever may see the record it is attached to), except a public image (a storefront picture) of an
// active store.
import fs from 'node:fs/promises';
import { responses } from '../../envelope.ts';
import { notFound } from '../../http-errors.ts';
import { permitted } from '../../route-meta.ts';
import { multipartBodyCompiler } from '../../validation.ts';
import { readForm } from './read-form.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { createUpload, fileIn, readableUpload, uploadRoot } from './uploads.service.ts';

export default async function uploadRoutes(app: ApiInstance) {
  const root = uploadRoot(app.config.dataDir);
  const fileOf = (id: string) => fileIn(root, id);

  app.post(
    '/uploads',
    {
      ...permitted(app, permitOf('uploads:create'), {}, { multipart: true }),
      validatorCompiler: multipartBodyCompiler(app.validatorCompiler!),
      schema: {
        tags: ['uploads'],
        security: [{ bearer: [] }],
        summary:
          'Upload an image (PNG, JPEG, GIF or WebP by its bytes; at most 8388608 bytes). It belongs to your ' +
          'store or vendor; a vendor may file it under a linked store (store_id); store people may make it public',
        consumes: ['multipart/form-data'],
        body: {
          type: 'object',
          required: ['file'],
          properties: {
            file: { type: 'string', format: 'binary' },
            store_id: { type: 'integer', description: 'Super admin: the store; vendor: a linked store' },
            is_public: { type: 'boolean', description: 'Store people: a storefront picture anyone may see' },
          },
        },
        response: responses(201, { $ref: 'Upload#' }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const data = await createUpload(request, root, await readForm(request));
      reply.status(201);
      return { status: 'success', data };
    },
  );

  app.get(
    '/uploads/:id',
    {
      config: { meta: { objects: { id: 'uploads' }, checkedInHandler: true } },
      schema: {
        tags: ['uploads'],
        summary:
          'The bytes of an upload: its owners (store, vendor, the customer who sent it), the super admin and ' +
          "whoever may see the record it is attached to (a work order, an item's intake, an estimate); " +
          'anyone for a public image of an active store',
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: { type: 'string', format: 'uuid' } },
        },
        response: {
          200: {
            description: 'The image',
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          400: { description: 'Invalid input', $ref: 'ErrorEnvelope#' },
          401: { description: 'Not authenticated', $ref: 'ErrorEnvelope#' },
          404: { description: 'Not found', $ref: 'ErrorEnvelope#' },
        },
      },
    },
    async (request, reply) => {
      const { upload, open } = await readableUpload(
        app.db,
        request.principal,
        (fn) => request.inTenant(fn),
        request.params.id,
      );
      let bytes: Buffer;
      try {
        bytes = await fs.readFile(fileOf(upload.id));
      } catch {
        throw notFound();
      }
      return reply
        .type(upload.contentType)
        .header('Cache-Control', open ? 'public, max-age=86400' : 'private, max-age=300')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .send(bytes);
    },
  );
}
