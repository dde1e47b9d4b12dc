// docs/product.md#api-fixed-paths's service calls of the portal's service editor (the rules:
// service-editor.service.ts): a service with its options read and saved in one transaction (stores/:store/services/:id, store/services), the reads of one option, value, logic, logic
// rule, value image and service image, and deleting a logic (by service, option and logic id) or a rule (by
// rule id: the rest are renumbered, and deleting the last rule removes the logic). Module service (4).
import { responses } from '../../envelope.ts';
import { notFound } from '../../http-errors.ts';
import { permitted } from '../../route-meta.ts';
import type { ServicePayload } from '../../../shared/rules/index.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { idsParams } from '../../path-params.ts';
import {
  editedService,
  logicOfServiceOption,
  optionRecord,
  removeLogic,
  removeRule,
  ruleOfServiceOption,
  saveEditedService,
  serviceImage,
  valueImage,
  valueOfServiceOption,
} from './service-editor.service.ts';

const int = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const tags = ['services'];
const security = [{ bearer: [] }];

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
      const { store, id } = request.params;
      return { status: 'success', data: await editedService(request, store, id) };
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
      const payload = request.body as ServicePayload;
      const service = await saveEditedService(request, request.query.store_id, null, payload);
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
      const { store, id } = request.params;
      const service = await saveEditedService(request, store, id, request.body as ServicePayload);
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
      return { status: 'success', data: await optionRecord(request, id, optionId) };
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
      return { status: 'success', data: await valueOfServiceOption(request, id, optionId, valueId) };
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
      return { status: 'success', data: await valueImage(request, id, optionId, imageId) };
    },
  );

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
      return { status: 'success', data: await logicOfServiceOption(request, id, optionId, logicId) };
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
      return { status: 'success', data: await ruleOfServiceOption(request, id, optionId, ruleId) };
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
      return { status: 'success', data: await removeLogic(request, id, optionId, logicId) };
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
      return { status: 'success', data: { logic: await removeRule(request, request.params.id) } };
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
      return { status: 'success', data: await serviceImage(request, id, imageId) };
    },
  );
}
