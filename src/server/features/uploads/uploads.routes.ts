// Image uploads (docs/product.md#formats-images: at most 8388608 bytes). An upload must be an image by its
// bytes (PNG, JPEG,
// GIF or WebP magic numbers), whatever its declared type. The bytes go to DATA_DIR/uploads; the row says
// whose they are. Reading one needs a session that may see it (docs/product.md#uploads-visibility: its owners
// and whoever may see the record it is attached to), except a public image (a storefront picture) of an
// active store.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import { responses } from '../../envelope.ts';
import { forbidden, invalid, notFound } from '../../http-errors.ts';
import { storeVendors } from '../../db/schema/index.ts';
import { permitted } from '../../route-meta.ts';
import { multipartBodyCompiler } from '../../validation.ts';
import { readForm } from './read-form.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { actsForStores, isPlatform, permitOf } from '../../../shared/permission-registry.ts';
import { checkImage, readableUpload, storeUpload, uploadRoot, uploadUrl } from './uploads.service.ts';
import { fileIn } from './uploads.service.ts';

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
      const p = request.principal!;
      const { file, fileName, fields } = await readForm(request);
      const unknownField = Object.keys(fields).find((f) => f !== 'store_id' && f !== 'is_public');
      if (unknownField)
        throw invalid([{ field: unknownField, message: `${unknownField} is not an allowed field` }]);
      const contentType = checkImage(file);
      if (fields.is_public !== undefined && !['true', 'false'].includes(fields.is_public))
        throw invalid([{ field: 'is_public', message: 'is_public must be true or false' }]);
      let named: number | undefined;
      if (fields.store_id !== undefined) {
        named = Number(fields.store_id);
        if (!Number.isInteger(named) || named < 1 || named > 2147483647)
          throw invalid([{ field: 'store_id', message: 'store_id must be a store id' }]);
      }
      const isPublic = fields.is_public === 'true';
      const storePerson = actsForStores(p.roleId);
      if (isPublic && !storePerson) throw forbidden('Only store people publish images.');

      const id = crypto.randomUUID();
      const row = await request.inTenant(async (tx) => {
        let storeId: number | null = null;
        let vendorId: number | null = null;
        if (isPlatform(p.roleId)) {
          if (named === undefined) throw invalid([{ field: 'store_id', message: 'store_id is required' }]);
          storeId = named;
        } else if (p.vendorId !== null) {
          vendorId = p.vendorId;
          if (named !== undefined) {
            const [link] = await tx
              .select({ id: storeVendors.id })
              .from(storeVendors)
              .where(and(eq(storeVendors.vendorId, p.vendorId), eq(storeVendors.storeId, named)));
            if (!link)
              throw invalid([
                { field: 'store_id', message: 'store_id is not a store this vendor works for' },
              ]);
            storeId = named;
          }
        } else {
          if (named !== undefined && named !== p.storeId) throw forbidden();
          storeId = p.storeId;
        }
        return storeUpload(tx, root, {
          id,
          file: file!,
          fileName,
          contentType,
          storeId,
          vendorId,
          uploadedBy: p.userId,
          isPublic,
        });
      });
      reply.status(201);
      return {
        status: 'success',
        data: {
          id: row.id,
          url: uploadUrl(row.id),
          file_name: row.fileName,
          content_type: row.contentType,
          byte_size: row.byteSize,
          is_public: row.isPublic,
          store_id: row.storeId,
          vendor_id: row.vendorId,
          created_at: row.createdAt.toISOString(),
        },
      };
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
