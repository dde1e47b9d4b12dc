// Uploaded files: checking an image's type, storing it under the data directory and its URL.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode } from '../../../shared/errors.ts';
import type { FastifyRequest } from 'fastify';
import { ApiFailure, forbidden, invalid, notFound } from '../../http-errors.ts';
import { inScope, type Database, type Transaction } from '../../db/database.ts';
import { uploads } from '../../db/schema/index.ts';
import { sessionRoleOf, type Principal } from '../../plugins/auth.ts';
import {
  actsForStores,
  isPlatform,
  maySeeAttachment,
  ownsUpload,
} from '../../../shared/permission-registry.ts';
import {
  attachedVisible,
  attachmentsOf,
  findUpload,
  uploadVisible,
  vendorWorksFor,
} from './uploads.repository.ts';
import { maxUploadBytes } from './read-form.ts';

/** The image type of an uploaded file: 400 when missing or not an image, 413 when over the limit. */
export function checkImage(file: Buffer | null): ImageType {
  if (!file || file.length === 0) throw invalid([{ field: 'file', message: 'file is required' }]);
  if (file.length > maxUploadBytes)
    throw new ApiFailure(
      ErrorCode.validation,
      'file is too large',
      [{ field: 'file', message: 'file is too large' }],
      413,
    );
  const contentType = imageTypeOf(file);
  if (!contentType)
    throw invalid([{ field: 'file', message: 'file is not an image (PNG, JPEG, GIF or WebP)' }]);
  return contentType;
}

export const uploadUrl = (id: string) => `/api/v1/uploads/${id}`;

/**
 * Keeps an image as every upload is kept: its bytes under DATA_DIR/uploads, its row (whose it is) in the
 * caller's transaction; the bytes go again if the row cannot be written.
 */
export async function storeUpload(tx: Transaction, root: string, u: NewUpload) {
  const target = fileIn(root, u.id);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, u.file, { flag: 'wx' });
  try {
    const [created] = await tx
      .insert(uploads)
      .values({
        id: u.id,
        storeId: u.storeId,
        vendorId: u.vendorId,
        uploadedBy: u.uploadedBy,
        fileName: (u.fileName || 'image').slice(0, 200),
        contentType: u.contentType,
        byteSize: u.file.length,
        sha256: crypto.createHash('sha256').update(u.file).digest('hex'),
        isPublic: u.isPublic,
      })
      .returning();
    return created!;
  } catch (e) {
    await fs.rm(target, { force: true });
    throw e;
  }
}

/** Where uploads are kept. */
export const uploadRoot = (dataDir: string) => path.resolve(dataDir, 'uploads');

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

/** The image type of some bytes by their magic number, or null when they are not an image we take. */
export function imageTypeOf(bytes: Buffer): ImageType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61)
    return 'image/gif';
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

export const fileIn = (root: string, id: string) => path.join(root, id.slice(0, 2), id);

export interface NewUpload {
  id: string;
  file: Buffer;
  fileName: string;
  contentType: ImageType;
  storeId: number | null;
  vendorId: number | null;
  uploadedBy: number | null;
  isPublic: boolean;
}

/**
 * The upload a caller may read, or a failure: 404 when it does not exist or the caller may not see it,
 * 401 when a private one is asked for without a session. Its owners see it, and whoever may see a record
 * it is attached to — the registry decides (ownsUpload, maySeeAttachment), row-level security agrees in the
 * caller's own scope (docs/product.md#uploads-visibility).
 */
export async function readableUpload(
  db: Database,
  principal: Principal | null,
  inTenant: <T>(fn: (tx: Transaction) => Promise<T>) => Promise<T>,
  id: string,
) {
  const found = await inScope(db, { kind: 'platform' }, async (tx) => {
    const row = await findUpload(tx, id);
    const open = row !== undefined && row.upload.isPublic && row.storeActive === true;
    return row && { ...row, open, attached: open || !principal ? [] : await attachmentsOf(tx, id) };
  });
  if (!found) throw notFound();
  const { upload, open, attached } = found;
  if (open) return { upload, open };
  if (!principal) throw new ApiFailure(ErrorCode.notAuthenticated);
  const visible = await inTenant(async (tx) => {
    const session = {
      role: await sessionRoleOf(tx, principal),
      userId: principal.userId,
      storeId: principal.storeId,
      vendorId: principal.vendorId,
      customerId: principal.customerId,
    };
    if (ownsUpload(session, upload) && (await uploadVisible(tx, id))) return true;
    for (const record of attached)
      if (maySeeAttachment(session, record) && (await attachedVisible(tx, record))) return true;
    return false;
  });
  if (!visible) throw notFound();
  return { upload, open };
}

/**
 * Stores an uploaded image for the caller: it belongs to their store or vendor (a vendor may file it under
 * a linked store, the super admin names the store); only store people publish images. The upload's record.
 */
export async function createUpload(
  request: FastifyRequest,
  root: string,
  { file, fileName, fields }: { file: Buffer | null; fileName: string; fields: Record<string, string> },
) {
  const p = request.principal!;
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
        if (!(await vendorWorksFor(tx, p.vendorId, named)))
          throw invalid([{ field: 'store_id', message: 'store_id is not a store this vendor works for' }]);
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
  return {
    id: row.id,
    url: uploadUrl(row.id),
    file_name: row.fileName,
    content_type: row.contentType,
    byte_size: row.byteSize,
    is_public: row.isPublic,
    store_id: row.storeId,
    vendor_id: row.vendorId,
    created_at: row.createdAt.toISOString(),
  };
}
