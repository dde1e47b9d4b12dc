// docs/product.md#api-fixed-paths's service calls of the portal's service editor: a service with its options
// read and saved in one
// transaction (stores/:store/services/:id, store/services), the reads of one option, value, logic, logic
// rule, value image and service image, and deleting a logic (by service, option and logic id) or a rule (by
// rule id: the rest are renumbered, and deleting the last rule removes the logic). Module service (4).
import { and, eq, inArray } from 'drizzle-orm';
import { deleteRule, type OptionLogic } from '../../../shared/rules/index.ts';
import { responses } from '../../envelope.ts';
import { notFound } from '../../http-errors.ts';
import type { Transaction } from '../../db/database.ts';
import {
  logicRules,
  optionLogics,
  optionValueImages,
  optionValues,
  serviceImages,
  serviceOptions,
} from '../../db/schema/index.ts';
import { permitted } from '../../route-meta.ts';
import {
  bumpVersion,
  loadServices,
  logicRecord,
  optionRecordsOf,
  ruleRecord,
  saveService,
  valueImageRecord,
  valueRecord,
} from '../../catalogue/service-tree.ts';
import type { ServicePayload } from '../../../shared/rules/index.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { isPlatform, permitOf } from '../../../shared/permission-registry.ts';
import { idsParams } from '../../path-params.ts';
import { actingStore, storeOfService } from './catalogue.service.ts';

const int = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const tags = ['services'];
const security = [{ bearer: [] }];

async function optionOf(tx: Transaction, storeId: number, serviceId: number, optionId: number) {
  const [option] = await tx
    .select()
    .from(serviceOptions)
    .where(
      and(
        eq(serviceOptions.storeId, storeId),
        eq(serviceOptions.serviceId, serviceId),
        eq(serviceOptions.id, optionId),
      ),
    );
  if (!option) throw notFound();
  return option;
}

export default async function storeServiceRoutes(app: ApiInstance) {
  const view = (objects: Record<string, string>) => permitted(app, permitOf('services:view'), objects);

  app.get(
    '/stores/:store/services/:id',
    {
      ...view({ store: 'stores', id: 'services' }),
      schema: {
        tags,
        security,
        summary: 'A service with its images and options (values, logics, rules)',
        params: idsParams('store', 'id'),
        response: responses(200, { $ref: 'StoreService#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const storeId = actingStore(request, request.params.store);
      const found = await request.inTenant((tx) => loadServices(tx, storeId, [request.params.id]));
      const service = found.get(request.params.id);
      if (!service) throw notFound();
      return { status: 'success', data: service };
    },
  );

  app.post(
    '/store/services',
    {
      ...permitted(app, permitOf('services:add')),
      schema: {
        tags,
        security,
        summary: 'Create a service with its options in one transaction (logic and validation rules checked)',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { store_id: { ...int, description: 'Super admin: the store' } },
        },
        body: { $ref: 'StoreServiceCreate#' },
        response: responses(201, { $ref: 'StoreService#' }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const storeId = actingStore(request, request.query.store_id);
      const service = await request.inTenant(async (tx) => {
        const id = await saveService(tx, storeId, null, request.body as ServicePayload);
        return (await loadServices(tx, storeId, [id])).get(id);
      });
      if (!service) throw notFound('Store not found.');
      reply.status(201);
      return { status: 'success', data: service };
    },
  );

  app.put(
    '/stores/:store/services/:id',
    {
      ...permitted(app, permitOf('services:edit'), { store: 'stores', id: 'services' }),
      schema: {
        tags,
        security,
        summary:
          'Save a service with its options in one transaction: saved rows keep their ids, rows left out are ' +
          'deleted, new rows may carry temporary text ids that rules refer to',
        params: idsParams('store', 'id'),
        body: { $ref: 'StoreServiceUpdate#' },
        response: responses(200, { $ref: 'StoreService#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const storeId = actingStore(request, request.params.store);
      const service = await request.inTenant(async (tx) => {
        const id = await saveService(tx, storeId, request.params.id, request.body as ServicePayload);
        return (await loadServices(tx, storeId, [id])).get(id);
      });
      return { status: 'success', data: service };
    },
  );

  app.get(
    '/store_services/:id/options/:optionId',
    {
      ...view({ id: 'services', optionId: 'service_options' }),
      schema: {
        tags,
        security,
        summary: 'One option of a service',
        params: idsParams('id', 'optionId'),
        response: responses(200, { $ref: 'ServiceOption#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const { id, optionId } = request.params;
      const [record] = await request.inTenant(async (tx) => {
        const storeId = await storeOfService(tx, request, id);
        return optionRecordsOf(tx, storeId, [await optionOf(tx, storeId, id, optionId)]);
      });
      return { status: 'success', data: record };
    },
  );

  app.get(
    '/store_services/:id/options/:optionId/values/:valueId',
    {
      ...view({ id: 'services', optionId: 'service_options', valueId: 'option_values' }),
      schema: {
        tags,
        security,
        summary: 'One value (choice) of an option',
        params: idsParams('id', 'optionId', 'valueId'),
        response: responses(200, { $ref: 'OptionValue#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const { id, optionId, valueId } = request.params;
      const record = await request.inTenant(async (tx) => {
        const storeId = await storeOfService(tx, request, id);
        await optionOf(tx, storeId, id, optionId);
        const [value] = await tx
          .select()
          .from(optionValues)
          .where(
            and(
              eq(optionValues.storeId, storeId),
              eq(optionValues.optionId, optionId),
              eq(optionValues.id, valueId),
            ),
          );
        if (!value) throw notFound();
        const images = await tx
          .select()
          .from(optionValueImages)
          .where(and(eq(optionValueImages.storeId, storeId), eq(optionValueImages.valueId, valueId)));
        return valueRecord(value, images);
      });
      return { status: 'success', data: record };
    },
  );

  app.get(
    '/store_services/:id/options/:optionId/values-image/:imageId',
    {
      ...view({ id: 'services', optionId: 'service_options', imageId: 'option_value_images' }),
      schema: {
        tags,
        security,
        summary: 'One image of a value of an option',
        params: idsParams('id', 'optionId', 'imageId'),
        response: responses(
          200,
          {
            type: 'object',
            required: ['id', 'value_id', 'url', 'sequence'],
            additionalProperties: false,
            properties: {
              id: { type: 'integer' },
              value_id: { type: 'integer' },
              url: { type: 'string' },
              sequence: { type: 'integer' },
            },
          },
          400,
          401,
          403,
          404,
        ),
      },
    },
    async (request) => {
      const { id, optionId, imageId } = request.params;
      const record = await request.inTenant(async (tx) => {
        const storeId = await storeOfService(tx, request, id);
        await optionOf(tx, storeId, id, optionId);
        const [image] = await tx
          .select({ image: optionValueImages })
          .from(optionValueImages)
          .innerJoin(
            optionValues,
            and(
              eq(optionValues.storeId, optionValueImages.storeId),
              eq(optionValues.id, optionValueImages.valueId),
            ),
          )
          .where(
            and(
              eq(optionValueImages.storeId, storeId),
              eq(optionValueImages.id, imageId),
              eq(optionValues.optionId, optionId),
            ),
          );
        if (!image) throw notFound();
        return { ...valueImageRecord(image.image), value_id: image.image.valueId };
      });
      return { status: 'success', data: record };
    },
  );

  const loadLogic = async (tx: Transaction, storeId: number, optionId: number, logicId: number) => {
    const [logic] = await tx
      .select()
      .from(optionLogics)
      .where(
        and(
          eq(optionLogics.storeId, storeId),
          eq(optionLogics.optionId, optionId),
          eq(optionLogics.id, logicId),
        ),
      );
    if (!logic) throw notFound();
    const rules = await tx
      .select()
      .from(logicRules)
      .where(and(eq(logicRules.storeId, storeId), eq(logicRules.logicId, logicId)));
    rules.sort((a, b) => a.logicSequenceNumber - b.logicSequenceNumber || a.id - b.id);
    return { logic, rules };
  };

  app.get(
    '/store_services/:id/options/:optionId/logics/:logicId',
    {
      ...view({ id: 'services', optionId: 'service_options', logicId: 'option_logics' }),
      schema: {
        tags,
        security,
        summary: "An option's logic with its rules",
        params: idsParams('id', 'optionId', 'logicId'),
        response: responses(200, { $ref: 'OptionLogic#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const { id, optionId, logicId } = request.params;
      const record = await request.inTenant(async (tx) => {
        const storeId = await storeOfService(tx, request, id);
        await optionOf(tx, storeId, id, optionId);
        const { logic, rules } = await loadLogic(tx, storeId, optionId, logicId);
        return logicRecord(logic, rules);
      });
      return { status: 'success', data: record };
    },
  );

  app.get(
    '/store_services/:id/options/:optionId/logic-rules/:ruleId',
    {
      ...view({ id: 'services', optionId: 'service_options', ruleId: 'logic_rules' }),
      schema: {
        tags,
        security,
        summary: "One rule of an option's logic",
        params: idsParams('id', 'optionId', 'ruleId'),
        response: responses(200, { $ref: 'LogicRule#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const { id, optionId, ruleId } = request.params;
      const record = await request.inTenant(async (tx) => {
        const storeId = await storeOfService(tx, request, id);
        await optionOf(tx, storeId, id, optionId);
        const [rule] = await tx
          .select({ rule: logicRules })
          .from(logicRules)
          .innerJoin(
            optionLogics,
            and(eq(optionLogics.storeId, logicRules.storeId), eq(optionLogics.id, logicRules.logicId)),
          )
          .where(
            and(
              eq(logicRules.storeId, storeId),
              eq(logicRules.id, ruleId),
              eq(optionLogics.optionId, optionId),
            ),
          );
        if (!rule) throw notFound();
        return ruleRecord(rule.rule);
      });
      return { status: 'success', data: record };
    },
  );

  app.delete(
    '/store_services/:id/options/:optionId/logics/:logicId',
    {
      ...permitted(app, permitOf('services:edit'), {
        id: 'services',
        optionId: 'service_options',
        logicId: 'option_logics',
      }),
      schema: {
        tags,
        security,
        summary: "Delete an option's logic (with its rules); answers the option as it is now",
        params: idsParams('id', 'optionId', 'logicId'),
        response: responses(200, { $ref: 'ServiceOption#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const { id, optionId, logicId } = request.params;
      const [record] = await request.inTenant(async (tx) => {
        const storeId = await storeOfService(tx, request, id);
        const option = await optionOf(tx, storeId, id, optionId);
        const [deleted] = await tx
          .delete(optionLogics)
          .where(
            and(
              eq(optionLogics.storeId, storeId),
              eq(optionLogics.optionId, optionId),
              eq(optionLogics.id, logicId),
            ),
          )
          .returning();
        if (!deleted) throw notFound();
        await bumpVersion(tx, storeId, id);
        return optionRecordsOf(tx, storeId, [option]);
      });
      return { status: 'success', data: record };
    },
  );

  app.delete(
    '/logic-rules/:id',
    {
      ...permitted(app, permitOf('services:edit'), { id: 'logic_rules' }),
      schema: {
        tags,
        security,
        summary:
          'Delete a logic rule by id: the remaining rules are renumbered and the logic text follows; deleting ' +
          'the last rule removes the logic (then logic is null)',
        params: idsParams('id'),
        response: responses(
          200,
          {
            type: 'object',
            required: ['logic'],
            additionalProperties: false,
            properties: { logic: { oneOf: [{ $ref: 'OptionLogic#' }, { type: 'null' }] } },
          },
          400,
          401,
          403,
          404,
        ),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const logic = await request.inTenant(async (tx) => {
        const [found] = await tx
          .select({ rule: logicRules, logic: optionLogics, serviceId: serviceOptions.serviceId })
          .from(logicRules)
          .innerJoin(
            optionLogics,
            and(eq(optionLogics.storeId, logicRules.storeId), eq(optionLogics.id, logicRules.logicId)),
          )
          .innerJoin(
            serviceOptions,
            and(
              eq(serviceOptions.storeId, optionLogics.storeId),
              eq(serviceOptions.id, optionLogics.optionId),
            ),
          )
          .where(
            and(
              eq(logicRules.id, request.params.id),
              isPlatform(principal.roleId) ? undefined : eq(logicRules.storeId, principal.storeId ?? -1),
            ),
          );
        if (!found) throw notFound();
        const storeId = found.logic.storeId;
        const { logic, rules } = await loadLogic(tx, storeId, found.logic.optionId, found.logic.id);
        const current = logicRecord(logic, rules) as OptionLogic;
        const next = deleteRule(current, { id: found.rule.id });
        await bumpVersion(tx, storeId, found.serviceId);
        if (next === null) {
          await tx
            .delete(optionLogics)
            .where(and(eq(optionLogics.storeId, storeId), eq(optionLogics.id, logic.id)));
          return null;
        }
        await tx
          .delete(logicRules)
          .where(and(eq(logicRules.storeId, storeId), eq(logicRules.id, found.rule.id)));
        for (const rule of next.rules)
          await tx
            .update(logicRules)
            .set({ logicSequenceNumber: rule.logic_sequence_number })
            .where(and(eq(logicRules.storeId, storeId), eq(logicRules.id, rule.id as number)));
        const [updated] = await tx
          .update(optionLogics)
          .set({ logicRule: next.logic_rule, isLogicEnable: next.is_logic_enable })
          .where(and(eq(optionLogics.storeId, storeId), eq(optionLogics.id, logic.id)))
          .returning();
        const kept = await tx
          .select()
          .from(logicRules)
          .where(and(eq(logicRules.storeId, storeId), inArray(logicRules.logicId, [logic.id])));
        kept.sort((a, b) => a.logicSequenceNumber - b.logicSequenceNumber);
        return logicRecord(updated!, kept);
      });
      return { status: 'success', data: { logic } };
    },
  );

  app.get(
    '/services/:id/images/:imageId',
    {
      ...view({ id: 'services', imageId: 'service_images' }),
      schema: {
        tags,
        security,
        summary: 'One image of a service',
        params: idsParams('id', 'imageId'),
        response: responses(200, { $ref: 'ServiceImage#' }, 400, 401, 403, 404),
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      const record = await request.inTenant(async (tx) => {
        const storeId = await storeOfService(tx, request, id);
        const [image] = await tx
          .select()
          .from(serviceImages)
          .where(
            and(
              eq(serviceImages.storeId, storeId),
              eq(serviceImages.serviceId, id),
              eq(serviceImages.id, imageId),
            ),
          );
        if (!image) throw notFound();
        return { id: image.id, url: image.url, alt: image.alt, sequence: image.sequence };
      });
      return { status: 'success', data: record };
    },
  );
}
