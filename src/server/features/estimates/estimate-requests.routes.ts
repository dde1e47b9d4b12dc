// The storefront's estimate request (/request-estimate), for guests and customers alike: the request itself
// (JSON, schema-validated; a guest is recorded as a guest customer), then its photos one by one under the
// request's follow token (the token is the credential, so a guest needs no account), and the follow view
// the mailed link opens, where the holder of the token answers a quote (approve → an order paid in store, or
// decline), as the holder of a charge's payment token pays it. Public writes are counted per client address (public-write-limit.ts). The store
// reads a request's photos beside the estimate (GET /estimates/:id/photos).
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq } from 'drizzle-orm';
import { ESTIMATE_PHOTO_LIMIT } from '../../../../schemas/estimate-request.schema.ts';
import { limitPublicWrite } from '../../auth/public-write-limit.ts';
import { inScope, type Transaction } from '../../db/database.ts';
import {
  customers,
  estimateImages,
  estimateItems,
  estimates,
  salesOrders,
  services,
} from '../../db/schema/index.ts';
import { responses } from '../../envelope.ts';
import { conflict, forbidden, invalid, notFound } from '../../http-errors.ts';
import { createEstimate, estimateLifecycle } from './estimates.lifecycle.ts';
import { recordGuestCustomer, type GuestContact, type OrderCustomer } from '../../orders/guest-customers.ts';
import { actorOf, emptyBodyAsObject, idParam, security } from '../../orders/http.ts';
import { opaqueToken } from '../../orders/order-numbers.ts';
import { visibleRows } from '../../orders/parties.ts';
import { runTransition } from '../../orders/transition.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import { multipartBodyCompiler } from '../../validation.ts';
import { shopperOf } from '../carts/carts.service.ts';
import { readForm } from '../uploads/read-form.ts';
import { checkImage, storeUpload, uploadRoot, uploadUrl } from '../uploads/uploads.service.ts';
import { permitOf } from '../../../shared/permission-registry.ts';

interface RequestBody {
  store_id: number;
  contact?: GuestContact;
  service_id?: number;
  item: string;
  description: string;
}

const tags = ['estimates'];
const tokenParams = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' } },
} as const;

/** The store and estimate a follow token names (tokens are unique across the platform). */
async function requestOf(app: FastifyInstance, token: string) {
  const [found] = await inScope(app.db, { kind: 'platform' }, (tx) =>
    tx
      .select({ id: estimates.id, storeId: estimates.storeId })
      .from(estimates)
      .where(eq(estimates.followToken, token)),
  );
  if (!found) throw notFound('No such estimate request.');
  return found;
}

const presentPhoto = (row: typeof estimateImages.$inferSelect) => ({
  id: row.id,
  estimate_id: row.estimateId,
  upload_id: row.uploadId,
  url: uploadUrl(row.uploadId),
  created_at: row.createdAt.toISOString(),
});

async function customerOf(tx: Transaction, customerId: number): Promise<OrderCustomer> {
  const [c] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!c) throw forbidden('You are not a customer of this store.');
  return { id: c.id, name: `${c.firstName} ${c.lastName}`.trim(), email: c.email, phone: c.phone };
}

/** What the follow link shows: the state, the quoted items and total, the order an approval made; no personal data. */
async function followView(app: FastifyInstance, found: { id: number; storeId: number }) {
  return inScope(app.db, { kind: 'store', storeId: found.storeId }, async (tx) => {
    const [estimate] = await tx
      .select()
      .from(estimates)
      .where(and(eq(estimates.storeId, found.storeId), eq(estimates.id, found.id)));
    const items = await tx
      .select()
      .from(estimateItems)
      .where(and(eq(estimateItems.storeId, found.storeId), eq(estimateItems.estimateId, found.id)))
      .orderBy(asc(estimateItems.id));
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(estimateImages)
      .where(and(eq(estimateImages.storeId, found.storeId), eq(estimateImages.estimateId, found.id)))) as [
      { n: number },
    ];
    const [order] = estimate!.salesOrderId
      ? await tx
          .select({ orderNo: salesOrders.orderNo })
          .from(salesOrders)
          .where(and(eq(salesOrders.storeId, found.storeId), eq(salesOrders.id, estimate!.salesOrderId)))
      : [];
    return {
      estimate_no: estimate!.estimateNo,
      status: estimate!.status,
      created_at: estimate!.createdAt.toISOString(),
      quoted_at: estimate!.quotedAt?.toISOString() ?? null,
      expires_at: estimate!.expiresAt?.toISOString() ?? null,
      total: estimate!.totalCents / 100,
      items: items.map((i) => ({
        description: i.description,
        quantity: i.quantity,
        unit_price: i.unitPriceCents === null ? null : i.unitPriceCents / 100,
      })),
      photo_count: n,
      order_no: order?.orderNo ?? null,
    };
  });
}

export default async function estimateRequestRoutes(app: FastifyInstance) {
  const root = uploadRoot(app.config.dataDir);

  app.post<{ Body: RequestBody }>(
    '/estimate-requests',
    {
      ...publicRoute({}, { throttled: true }),
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          'Ask a store for an estimate from its storefront: a guest gives contact details (recorded as a ' +
          'guest customer), a customer is known by the session. Answers the follow token, under which up ' +
          `to ${ESTIMATE_PHOTO_LIMIT} photos are added; the requester is mailed a link to follow it.`,
        body: { $ref: 'StorefrontEstimateRequest#' },
        response: responses(201, { $ref: 'EstimateReceipt#' }, 400, 401, 403, 429),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const shopper = await shopperOf(request, body.store_id);
      if (shopper.customerId === null && !body.contact)
        throw invalid([{ field: 'contact', message: 'contact is required to ask without logging in' }]);
      await limitPublicWrite(app.db, 'estimateRequest', request.ip);
      const created = await shopper.run(async (tx) => {
        let what = body.item.trim();
        if (body.service_id !== undefined) {
          const [service] = await tx
            .select({ name: services.name })
            .from(services)
            .where(
              and(
                eq(services.storeId, body.store_id),
                eq(services.id, body.service_id),
                eq(services.isActive, true),
              ),
            );
          if (!service)
            throw invalid([{ field: 'service_id', message: 'service_id is not a service of this store' }]);
          what = `${service.name}: ${what}`;
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
              {
                serviceId: body.service_id ?? null,
                description: what.slice(0, 500),
                quantity: 1,
                answers: {},
              },
            ],
            followToken,
          },
          shopper.actor,
        );
      });
      reply.status(201);
      return {
        status: 'success',
        data: {
          id: created.id,
          estimate_no: created.estimateNo,
          follow_token: created.followToken!,
          photo_limit: ESTIMATE_PHOTO_LIMIT,
        },
      };
    },
  );

  app.post<{ Params: { token: string } }>(
    '/estimate-requests/:token/photos',
    {
      config: { meta: { public: true, objects: { token: 'token' }, multipart: true } },
      validatorCompiler: multipartBodyCompiler(app.validatorCompiler!),
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          `Add a photo to an estimate request (its follow token is the credential; at most ${ESTIMATE_PHOTO_LIMIT}, ` +
          'each an image of at most 8388608 bytes) while it waits for its quote. Only the store and the ' +
          'customer who sent it can read it.',
        consumes: ['multipart/form-data'],
        params: tokenParams,
        body: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary' } },
        },
        response: responses(201, { $ref: 'EstimatePhoto#' }, 400, 404, 409, 413, 429),
      },
    },
    async (request, reply) => {
      // The upload is judged first, as a JSON body is before any handler runs: bad input is a 400 whatever the token.
      const { file, fileName, fields } = await readForm(request);
      const unknownField = Object.keys(fields)[0];
      if (unknownField)
        throw invalid([{ field: unknownField, message: `${unknownField} is not an allowed field` }]);
      const contentType = checkImage(file);
      const found = await requestOf(app, request.params.token);
      await limitPublicWrite(app.db, 'estimatePhoto', request.ip);
      const row = await inScope(app.db, { kind: 'store', storeId: found.storeId }, async (tx) => {
        // Locked, so two photos sent at once cannot both take the last place.
        const [estimate] = await tx
          .select({ status: estimates.status, customerId: estimates.customerId })
          .from(estimates)
          .where(and(eq(estimates.storeId, found.storeId), eq(estimates.id, found.id)))
          .for('update');
        if (estimate!.status !== 'requested')
          throw conflict('Photos are added while the request waits for its quote.');
        const [{ n }] = (await tx
          .select({ n: count() })
          .from(estimateImages)
          .where(
            and(eq(estimateImages.storeId, found.storeId), eq(estimateImages.estimateId, found.id)),
          )) as [{ n: number }];
        if (n >= ESTIMATE_PHOTO_LIMIT)
          throw conflict(`An estimate request takes at most ${ESTIMATE_PHOTO_LIMIT} photos.`);
        // A customer's own photo is theirs to read again; a guest's is the store's only.
        const [owner] = await tx
          .select({ userId: customers.userId, isGuest: customers.isGuest })
          .from(customers)
          .where(eq(customers.id, estimate!.customerId));
        const upload = await storeUpload(tx, root, {
          id: crypto.randomUUID(),
          file: file!,
          fileName,
          contentType,
          storeId: found.storeId,
          vendorId: null,
          uploadedBy: owner && !owner.isGuest ? owner.userId : null,
          isPublic: false,
        });
        const [image] = await tx
          .insert(estimateImages)
          .values({ storeId: found.storeId, estimateId: found.id, uploadId: upload.id })
          .returning();
        return image!;
      });
      reply.status(201);
      return { status: 'success', data: presentPhoto(row) };
    },
  );

  app.get<{ Params: { token: string } }>(
    '/estimate-requests/:token',
    {
      ...publicRoute({ token: 'token' }),
      schema: {
        tags,
        summary:
          'Follow an estimate request by its token (the mailed link): its state, the quoted items and total; ' +
          'no personal data',
        params: tokenParams,
        response: responses(200, { $ref: 'EstimateFollow#' }, 400, 404),
      },
    },
    async (request) => {
      const found = await requestOf(app, request.params.token);
      return { status: 'success', data: await followView(app, found) };
    },
  );

  app.post<{ Params: { token: string; action: 'approve' | 'decline' } }>(
    '/estimate-requests/:token/transitions/:action',
    {
      ...publicRoute({ token: 'token', action: 'value' }),
      preValidation: emptyBodyAsObject,
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          'Answer a quoted estimate request by its follow token: approve (it becomes a sales order, paid in ' +
          'store; the answer names its order number) or decline. 409 unless the estimate is quoted.',
        params: {
          ...tokenParams,
          required: ['token', 'action'],
          properties: { ...tokenParams.properties, action: { type: 'string', enum: ['approve', 'decline'] } },
        },
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: responses(200, { $ref: 'EstimateFollow#' }, 400, 404, 409),
      },
    },
    async (request) => {
      const { token, action } = request.params;
      const found = await requestOf(app, token);
      // The token holder is the estimate's customer (parties.ts), as a charge's payment token is the payer.
      const actor = { principal: request.principal, token };
      await inScope(app.db, { kind: 'store', storeId: found.storeId }, async (tx) => {
        await runTransition(tx, estimateLifecycle, found.id, action, actor);
        if (action === 'approve') await runTransition(tx, estimateLifecycle, found.id, 'convert', actor);
      });
      return { status: 'success', data: await followView(app, found) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/estimates/:id/photos',
    {
      ...permitted(app, permitOf('estimates:photos'), { id: 'estimates' }),
      schema: {
        tags,
        security,
        summary: 'The photos sent with an estimate request',
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'EstimatePhoto#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const rows = await request.inTenant(async (tx) => {
        const [estimate] = await tx
          .select()
          .from(estimates)
          .where(and(eq(estimates.id, request.params.id), visibleRows(actorOf(request), estimates)));
        if (!estimate) throw notFound('No such estimate.');
        return tx
          .select()
          .from(estimateImages)
          .where(
            and(eq(estimateImages.storeId, estimate.storeId), eq(estimateImages.estimateId, estimate.id)),
          )
          .orderBy(asc(estimateImages.id));
      });
      return { status: 'success', data: rows.map(presentPhoto) };
    },
  );
}
