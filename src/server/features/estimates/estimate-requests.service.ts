// The storefront's estimate requests (estimate-requests.routes.ts): asking for one as a guest or a customer,
// adding photos under the follow token, the follow view, and answering a quote by the token.
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ESTIMATE_PHOTO_LIMIT } from '../../../../schemas/estimate-request.schema.ts';
import { limitPublicWrite } from '../../auth/public-write-limit.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import { conflict, forbidden, invalid, notFound } from '../../http-errors.ts';
import { recordGuestCustomer, type GuestContact, type OrderCustomer } from '../../orders/guest-customers.ts';
import { opaqueToken } from '../../orders/order-numbers.ts';
import { runTransition } from '../../orders/transition.ts';
import { shopperOf } from '../carts/carts.service.ts';
import { storeUpload, uploadRoot, type NewUpload } from '../uploads/uploads.service.ts';
import { createEstimate, estimateLifecycle } from './estimates.lifecycle.ts';
import {
  activeServiceName,
  customerById,
  customerOwner,
  estimateById,
  estimateOfFollowToken,
  insertPhoto,
  itemsOfEstimate,
  lockEstimate,
  orderNumberOf,
  photoCount,
} from './estimates.repository.ts';

export interface EstimateRequestBody {
  store_id: number;
  contact?: GuestContact;
  service_id?: number;
  item: string;
  description: string;
}

/** The store and estimate a follow token names (tokens are unique across the platform). */
export async function requestOf(app: FastifyInstance, token: string) {
  const found = await inScope(app.db, { kind: 'platform' }, (tx) => estimateOfFollowToken(tx, token));
  if (!found) throw notFound('No such estimate request.');
  return found;
}

async function customerOf(tx: Transaction, customerId: number): Promise<OrderCustomer> {
  const c = await customerById(tx, customerId);
  if (!c) throw forbidden('You are not a customer of this store.');
  return { id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), email: c.email, phone: c.phone };
}

/** What the follow link shows: the state, the quoted items and total, the order an approval made; no personal data. */
export async function followView(app: FastifyInstance, found: { id: number; storeId: number }) {
  return inScope(app.db, { kind: 'store', storeId: found.storeId }, async (tx) => {
    const estimate = (await estimateById(tx, found.storeId, found.id))!;
    const items = await itemsOfEstimate(tx, found.storeId, found.id);
    const n = await photoCount(tx, found.storeId, found.id);
    const orderNo = estimate.salesOrderId
      ? await orderNumberOf(tx, found.storeId, estimate.salesOrderId)
      : undefined;
    return {
      estimate_no: estimate.estimateNo,
      status: estimate.status,
      created_at: estimate.createdAt.toISOString(),
      quoted_at: estimate.quotedAt?.toISOString() ?? null,
      expires_at: estimate.expiresAt?.toISOString() ?? null,
      total: estimate.totalCents / 100,
      items: items.map((i) => ({
        description: i.description,
        quantity: i.quantity,
        unit_price: i.unitPriceCents === null ? null : i.unitPriceCents / 100,
      })),
      photo_count: n,
      order_no: orderNo ?? null,
    };
  });
}

/** A storefront estimate request: a guest is recorded as a guest customer; the answer carries the follow token. */
export async function requestEstimateFromStorefront(
  app: FastifyInstance,
  request: FastifyRequest,
  body: EstimateRequestBody,
) {
  const shopper = await shopperOf(request, body.store_id);
  if (shopper.customerId === null && !body.contact)
    throw invalid([{ field: 'contact', message: 'contact is required to ask without logging in' }]);
  await limitPublicWrite(app.db, 'estimateRequest', request.ip);
  return shopper.run(async (tx) => {
    let what = body.item.trim();
    if (body.service_id !== undefined) {
      const name = await activeServiceName(tx, body.store_id, body.service_id);
      if (name === undefined)
        throw invalid([{ field: 'service_id', message: 'service_id is not a service of this store' }]);
      what = `${name}: ${what}`;
    }
    const customer =
      shopper.customerId === null
        ? await recordGuestCustomer(tx, body.store_id, body.contact!)
        : await customerOf(tx, shopper.customerId);
    const followToken = opaqueToken();
    // The token is set before the estimate's event is written, so its mail links to the follow page.
    return createEstimate(
      tx,
      {
        storeId: body.store_id,
        customer,
        note: body.description.trim(),
        items: [
          { serviceId: body.service_id ?? null, description: what.slice(0, 500), quantity: 1, answers: {} },
        ],
        followToken,
      },
      shopper.actor,
    );
  });
}

/** A photo added under the follow token while the request waits for its quote (at most ESTIMATE_PHOTO_LIMIT). */
export async function addRequestPhoto(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  upload: Pick<NewUpload, 'file' | 'fileName' | 'contentType'>,
) {
  const found = await requestOf(app, token);
  await limitPublicWrite(app.db, 'estimatePhoto', request.ip);
  return inScope(app.db, { kind: 'store', storeId: found.storeId }, async (tx) => {
    // Locked, so two photos sent at once cannot both take the last place.
    const estimate = (await lockEstimate(tx, found.storeId, found.id))!;
    if (estimate.status !== 'requested')
      throw conflict('Photos are added while the request waits for its quote.');
    if ((await photoCount(tx, found.storeId, found.id)) >= ESTIMATE_PHOTO_LIMIT)
      throw conflict(`An estimate request takes at most ${ESTIMATE_PHOTO_LIMIT} photos.`);
    // A customer's own photo is theirs to read again; a guest's is the store's only.
    const owner = await customerOwner(tx, estimate.customerId);
    const stored = await storeUpload(tx, uploadRoot(app.config.dataDir), {
      id: crypto.randomUUID(),
      file: upload.file,
      fileName: upload.fileName,
      contentType: upload.contentType,
      storeId: found.storeId,
      vendorId: null,
      uploadedBy: owner && !owner.isGuest ? owner.userId : null,
      isPublic: false,
    });
    return insertPhoto(tx, { storeId: found.storeId, estimateId: found.id, uploadId: stored.id });
  });
}

/** The token holder answers a quote: approve (it becomes a sales order, paid in store) or decline. */
export async function answerQuote(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
  action: 'approve' | 'decline',
) {
  const found = await requestOf(app, token);
  // The token holder is the estimate's customer (parties.ts), as a charge's payment token is the payer.
  const actor = { principal: request.principal, token };
  await inScope(app.db, { kind: 'store', storeId: found.storeId }, async (tx) => {
    await runTransition(tx, estimateLifecycle, found.id, action, actor);
    if (action === 'approve') await runTransition(tx, estimateLifecycle, found.id, 'convert', actor);
  });
  return followView(app, found);
}
