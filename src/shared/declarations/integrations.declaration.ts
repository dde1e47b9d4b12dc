// The platform's integration points and its record of changes (browser-safe halves; the server's are in
// src/resources/audit-log.resource.ts and webhooks.resource.ts): the audit log (read-only), the outgoing
// webhook endpoints a store or vendor registers, and their deliveries (read-only, with every attempt).
import { auditEntrySchema } from '../../../schemas/audit.schema.ts';
import {
  vendorWebhookDeliverySchema,
  vendorWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
} from '../../../schemas/webhook.schema.ts';
import { accessFor } from '../access.ts';
import { Module } from '../roles.ts';
import { declareResource } from './declare.ts';

const readOnly = (
  module: (typeof Module)[keyof typeof Module],
  view: ('platform' | 'store' | 'vendor')[],
) => ({
  module,
  audiences: { ...accessFor(module, []).audiences, view },
});

/** Who changed what: a store's owner (and staff allowed its settings) read its entries, the super admin all. */
export const auditLog = declareResource({
  name: 'audit-log',
  schema: auditEntrySchema,
  module: Module.settings,
  access: readOnly(Module.settings, ['platform', 'store']),
  operations: ['list', 'read'],
  filterable: ['user_id', 'acting_as_user_id', 'operation', 'entity', 'entity_id', 'request_id', 'at'],
  sortable: ['at', 'entity', 'operation'],
  searchable: ['entity', 'route', 'user_name', 'acting_as_name'],
  defaultSort: { field: 'at', order: 'DESC' },
});

const endpointList = {
  module: Module.integration,
  filterable: ['is_active', 'is_paused'],
  sortable: ['created_at', 'url'],
  searchable: ['url', 'description'],
  defaultSort: { field: 'created_at', order: 'DESC' },
} as const;

export const webhookEndpoints = declareResource({
  ...endpointList,
  name: 'webhook-endpoints',
  schema: webhookEndpointSchema,
});

export const vendorWebhookEndpoints = declareResource({
  ...endpointList,
  name: 'vendor-webhook-endpoints',
  schema: vendorWebhookEndpointSchema,
  tenancy: 'vendor',
});

const deliveryList = {
  module: Module.integration,
  operations: ['list', 'read'],
  filterable: ['endpoint_id', 'status', 'event_type', 'created_at'],
  sortable: ['created_at', 'status', 'attempts'],
  searchable: ['event_type'],
  defaultSort: { field: 'created_at', order: 'DESC' },
  children: ['attempt_log'],
} as const;

export const webhookDeliveries = declareResource({
  ...deliveryList,
  name: 'webhook-deliveries',
  schema: webhookDeliverySchema,
  access: readOnly(Module.integration, ['platform', 'store']),
});

export const vendorWebhookDeliveries = declareResource({
  ...deliveryList,
  name: 'vendor-webhook-deliveries',
  schema: vendorWebhookDeliverySchema,
  tenancy: 'vendor',
  access: readOnly(Module.integration, ['platform', 'vendor']),
});
