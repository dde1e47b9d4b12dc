// Where every item is (docs/product.md#custody): the jobs board and its moves, the chain of custody of an
// order's items and of a work order's item, scan lookup and hand-offs, transfers between locations,
// redos and their rates, the store's custody settings, and the customer's plain tracking.
import { inScope } from '../../db/database.ts';
import { responses } from '../../envelope.ts';
import { permitted, publicRoute } from '../../route-meta.ts';
import { idParam, security } from '../../orders/http.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import * as s from './custody.schemas.ts';
import * as custody from './custody.service.ts';
import { board, move } from './board.service.ts';

const tags = ['custody'];
const ok = <T extends object>(data: T) => ({ status: 'success' as const, data });

export default async function custodyRoutes(app: ApiInstance) {
  app.get(
    '/jobs-board',
    {
      ...permitted(app, permitOf('jobs-board:view')),
      schema: {
        tags,
        security,
        summary:
          'The jobs board: open items in lanes derived from their states (a vendor: the work sent to it)',
        response: responses(200, s.board, 400, 401, 403),
      },
    },
    async (request) => {
      const { actor } = custody.callerOf(request);
      return ok(await request.inTenant((tx) => board(tx, actor)));
    },
  );

  app.post(
    '/jobs-board/moves',
    {
      ...permitted(app, permitOf('jobs-board:move')),
      schema: {
        tags,
        security,
        summary:
          'Move a card to a lane: the matching transitions, decided by the server (refused: 403/409 with the reason)',
        body: s.moveBody,
        response: responses(200, s.moveResult, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { actor } = custody.callerOf(request);
      return ok(await request.inTenant((tx) => move(tx, actor, request.body)));
    },
  );

  app.get(
    '/sales-orders/:id/custody',
    {
      ...permitted(app, permitOf('custody:order-history'), { id: 'sales_orders' }),
      schema: {
        tags,
        security,
        summary: 'Each item of an order: who holds it now and its chain of custody',
        params: idParam,
        response: responses(200, s.orderCustody, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const { actor } = custody.callerOf(request);
      return ok(await request.inTenant((tx) => custody.orderCustody(tx, actor, request.params.id)));
    },
  );

  app.get(
    '/work-orders/:id/custody',
    {
      ...permitted(app, permitOf('custody:work-history'), { id: 'work_orders' }),
      schema: {
        tags,
        security,
        summary: "A work order's item's chain of custody (a vendor: the hand-offs it took part in)",
        params: idParam,
        response: responses(200, { type: 'array', items: s.custodyEvent }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const { actor } = custody.callerOf(request);
      return ok(await request.inTenant((tx) => custody.workCustody(tx, actor, request.params.id)));
    },
  );

  app.get(
    '/custody/lookup',
    {
      ...permitted(app, permitOf('custody:lookup')),
      schema: {
        tags,
        security,
        summary:
          'The items a scanned or typed code names, with the hand-off waiting for the caller (no code: none)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { code: s.itemNumber },
        },
        response: responses(200, s.lookupResult, 400, 401, 403),
      },
    },
    async (request) => {
      const { actor } = custody.callerOf(request);
      return ok(await request.inTenant((tx) => custody.lookup(tx, actor, request.query.code)));
    },
  );

  app.post(
    '/custody/handoffs',
    {
      ...permitted(app, permitOf('custody:handoff')),
      schema: {
        tags,
        security,
        summary:
          'Record the hand-off waiting for the caller (scan or typed number); a contradiction is flagged',
        body: s.handoffBody,
        response: responses(201, s.custodyEvent, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const { actor } = custody.callerOf(request);
      const data = await request.inTenant((tx) => custody.handoff(tx, actor, request.body));
      reply.status(201);
      return ok(data);
    },
  );

  app.post(
    '/custody/transfers',
    {
      ...permitted(app, permitOf('custody:transfer')),
      schema: {
        tags,
        security,
        summary: "Send an item to another of the store's locations (received there by scan)",
        body: s.transferBody,
        response: responses(201, s.transfer, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const { actor } = custody.callerOf(request);
      const data = await request.inTenant((tx) => custody.startTransfer(tx, actor, request.body));
      reply.status(201);
      return ok(data);
    },
  );

  app.get(
    '/custody/transfers',
    {
      ...permitted(app, permitOf('custody:transfers')),
      schema: {
        tags,
        security,
        summary: 'Transfers between locations (of the locations the caller holds)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: ['in_transit', 'received'] } },
        },
        response: responses(200, { type: 'array', items: s.transfer }, 400, 401, 403),
      },
    },
    async (request) => {
      const { actor } = custody.callerOf(request);
      return ok(await request.inTenant((tx) => custody.listTransfers(tx, actor, request.query.status)));
    },
  );

  app.post(
    '/custody/redos',
    {
      ...permitted(app, permitOf('custody:redo')),
      schema: {
        tags,
        security,
        summary:
          'Open a redo of a completed item: free within its warranty, charged outside it or for customer damage',
        body: s.redoBody,
        response: responses(201, s.redo, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const { actor } = custody.callerOf(request);
      const data = await request.inTenant((tx) => custody.openRedo(tx, actor, request.body));
      reply.status(201);
      return ok(data);
    },
  );

  app.get(
    '/custody/redos',
    {
      ...permitted(app, permitOf('custody:redos')),
      schema: {
        tags,
        security,
        summary: 'Redos: the store its own, a vendor those of its work',
        response: responses(200, { type: 'array', items: s.redo }, 400, 401, 403),
      },
    },
    async (request) => {
      const { actor } = custody.callerOf(request);
      return ok(await request.inTenant((tx) => custody.listRedos(tx, actor)));
    },
  );

  app.get(
    '/custody/redo-rates',
    {
      ...permitted(app, permitOf('custody:redo-rates')),
      schema: {
        tags,
        security,
        summary: 'Redo rate per service and per vendor over the last `days` (a vendor: its own)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { days: { type: 'integer', minimum: 1, maximum: 3650, default: 90 } },
        },
        response: responses(200, s.redoRates, 400, 401, 403),
      },
    },
    async (request) => {
      const { actor } = custody.callerOf(request);
      return ok(await request.inTenant((tx) => custody.redoRates(tx, actor, request.query.days ?? 90)));
    },
  );

  app.get(
    '/custody/settings',
    {
      ...permitted(app, permitOf('custody:settings.read')),
      schema: {
        tags,
        security,
        summary: "The store's custody settings: stage targets of the board, names on tracking, warranty days",
        response: responses(200, s.settings, 400, 401, 403),
      },
    },
    async (request) =>
      ok(await request.inTenant((tx) => custody.settings(tx, request.principal!.storeId ?? -1))),
  );

  app.put(
    '/custody/settings',
    {
      ...permitted(app, permitOf('custody:settings.write')),
      schema: {
        tags,
        security,
        summary: "Change the store's custody settings",
        body: s.settingsBody,
        response: responses(200, s.settings, 400, 401, 403),
      },
    },
    async (request) =>
      ok(
        await request.inTenant((tx) =>
          custody.saveSettings(tx, request.principal!.storeId ?? -1, request.body),
        ),
      ),
  );

  app.get(
    '/custody/tracking',
    {
      ...publicRoute(),
      schema: {
        tags,
        security: [{}, ...security],
        summary:
          "Where an order's items are, in the customer's words (in our shop, with our workshop, ready); names only if the store shows them",
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['order_no', 'store_id'],
          properties: {
            order_no: { type: 'string', pattern: '^[A-Za-z0-9]{7}$' },
            store_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
          },
        },
        response: responses(200, s.tracking, 400, 404),
      },
    },
    async (request) =>
      ok(
        await inScope(app.db, { kind: 'store', storeId: request.query.store_id }, (tx) =>
          custody.trackingOf(tx, request.query.store_id, request.query.order_no),
        ),
      ),
  );
}
