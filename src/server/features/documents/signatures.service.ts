// The customer's signatures (docs/product.md#documents-signatures): taken at the counter at intake (accepting
// the recorded condition, the declared value and the store's terms) and at pickup (received the item). The
// drawn PNG is checked before anything is written (400 naming `image`), kept as an upload of the store, and
// recorded with who took it, when and where, with a line on the order's timeline — in one transaction.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/database.ts';
import { MAX_SIGNATURE_BYTES } from '../../../../schemas/document.schema.ts';
import { conflict, invalid } from '../../http-errors.ts';
import { actorOf } from '../../orders/http.ts';
import type { SignatureKind } from '../../db/schema/index.ts';
import { said } from '../../../shared/i18n/said.ts';
import { imageTypeOf, storeUpload, uploadRoot, uploadUrl } from '../uploads/uploads.service.ts';
import { visibleOrder } from '../sales-orders/sales-orders.service.ts';
import { appendTimeline, insertSignature, orderSignatureRows, userName } from './documents.repository.ts';
import { type PaperFiles, type SalesOrderRow } from './document-data.ts';

export interface SignatureBody {
  kind: SignatureKind;
  signer_name: string;
  image: string;
}

type SignatureRow = Awaited<ReturnType<typeof orderSignatureRows>>[number];

const present = (r: SignatureRow) => ({
  id: r.signature.id,
  sales_order_id: r.signature.salesOrderId,
  kind: r.signature.kind,
  signer_name: r.signature.signerName,
  upload_id: r.signature.uploadId,
  url: uploadUrl(r.signature.uploadId),
  taken_by_user_id: r.signature.takenByUserId,
  taken_by: [r.takenByFirst, r.takenByLast].filter(Boolean).join(' ') || null,
  location_id: r.signature.locationId,
  location: r.location,
  created_at: r.signature.createdAt.toISOString(),
});

/** The PNG's bytes of a `data:image/png;base64,…` address; 400 naming `image` when it is not one or too large. */
export function signatureImage(dataUrl: string): Buffer {
  const prefix = 'data:image/png;base64,';
  if (!dataUrl.startsWith(prefix))
    throw invalid([{ field: 'image', message: 'image must be a PNG as a data:image/png;base64 address' }]);
  const bytes = Buffer.from(dataUrl.slice(prefix.length), 'base64');
  if (bytes.length > MAX_SIGNATURE_BYTES)
    throw invalid([{ field: 'image', message: `image is larger than ${MAX_SIGNATURE_BYTES} bytes` }]);
  if (bytes.length < 67 || imageTypeOf(bytes) !== 'image/png')
    throw invalid([{ field: 'image', message: 'image is not a PNG image' }]);
  return bytes;
}

const closed = ['completed', 'cancelled', 'refunded'];

/** Records the customer's signature on an order; 409 when the order is not where that signature belongs. */
export async function takeSignature(
  request: FastifyRequest,
  files: PaperFiles,
  id: number,
  body: SignatureBody,
) {
  const p = request.principal!;
  return request.inTenant(async (tx) => {
    // Whose order it is first (another store's is 404 whatever the body), then the body's content.
    const order = await visibleOrder(tx, id, actorOf(request));
    return recordSignature(tx, files, order, body, { userId: p.userId, roleId: p.roleId });
  });
}

/**
 * Writes a signature of an order already known to be the signer's business (the route above, the demo seed):
 * the image checked, kept as the store's upload, the row, the timeline entry.
 */
export async function recordSignature(
  tx: Transaction,
  files: PaperFiles,
  order: SalesOrderRow,
  body: SignatureBody,
  takenBy: { userId: number; roleId: number },
) {
  const bytes = signatureImage(body.image);
  const signer = body.signer_name.trim();
  if (!signer) throw invalid([{ field: 'signer_name', message: 'signer_name is required' }]);
  if (body.kind === 'intake' && closed.includes(order.status))
    throw conflict(`An intake signature is taken before the order is closed; it is ${order.status}.`);
  if (body.kind === 'pickup' && order.status !== 'ready')
    throw conflict(
      `The customer signs for pickup when the order is ready; it is ${order.status.replace(/_/g, ' ')}.`,
    );
  const upload = await storeUpload(tx, uploadRoot(files.dataDir), {
    id: crypto.randomUUID(),
    file: bytes,
    fileName: `signature-${body.kind}-${order.orderNo}.png`,
    contentType: 'image/png',
    storeId: order.storeId,
    vendorId: null,
    uploadedBy: takenBy.userId,
    isPublic: false,
  });
  const row = await insertSignature(tx, {
    storeId: order.storeId,
    salesOrderId: order.id,
    kind: body.kind,
    uploadId: upload.id,
    signerName: signer,
    takenByUserId: takenBy.userId,
    locationId: order.locationId,
  });
  const takenByName = (await userName(tx, takenBy.userId)) ?? 'staff';
  const rows = await orderSignatureRows(tx, order.storeId, order.id);
  const written = rows.find((r) => r.signature.id === row.id)!;
  await appendTimeline(tx, {
    storeId: order.storeId,
    salesOrderId: order.id,
    status: order.status,
    action: `signature.${body.kind}`,
    said: said(body.kind === 'intake' ? 'signed_intake' : 'signed_pickup', { signer }),
    // The entry's own time says when (docs/product.md#documents-signatures).
    note: written.location
      ? said('note.signature_taken_at', { taken_by: takenByName, location: written.location })
      : said('note.signature_taken', { taken_by: takenByName }),
    actorUserId: takenBy.userId,
    actorRoleId: takenBy.roleId,
  });
  return present(written);
}

export async function listSignatures(request: FastifyRequest, id: number) {
  return request.inTenant(async (tx) => {
    const order = await visibleOrder(tx, id, actorOf(request));
    return (await orderSignatureRows(tx, order.storeId, order.id)).map(present);
  });
}
