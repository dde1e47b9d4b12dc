// The platform's integration points and its record of changes (browser-safe halves; the server's are in
// src/server/resources/audit-log.resource.ts and webhooks.resource.ts): the audit log (read-only), the outgoing
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
  portal: {
    store: {
      segment: 'audit-log',
      area: 'settings',
      // The super admin reads every store's log from the console's menu.
      menu: 25,
      menuFor: ['platform'],
      icon: 'history',
      label: { one: 'Change', many: 'Audit log' },
      purpose: 'Who changed what, when and from where — including the platform acting on your behalf.',
      platformPurpose:
        'Who changed what in every store, when and from where — including the platform acting for an owner.',
      columns: ['at', 'user_name', 'acting_as_name', 'operation', 'entity', 'record_name', 'changed', 'ip'],
      representation: 'entity',
      references: { store_id: 'stores' },
    },
  },
});

const endpointList = {
  module: Module.integration,
  filterable: ['is_active', 'is_paused'],
  sortable: ['created_at', 'url'],
  searchable: ['url', 'description'],
  defaultSort: { field: 'created_at', order: 'DESC' },
} as const;

const endpointView = {
  icon: 'webhook',
  label: { one: 'Webhook endpoint', many: 'Webhooks' },
  purpose:
    'Addresses your other systems listen on: each order, work-order, estimate and charge event is sent there, signed.',
  columns: ['url', 'events', 'is_active', 'is_paused', 'consecutive_failures', 'created_at'],
  form: { secret: { hidden: true }, consecutive_failures: { hidden: true }, paused_at: { hidden: true } },
  representation: 'url',
} as const;

export const webhookEndpoints = declareResource({
  ...endpointList,
  name: 'webhook-endpoints',
  schema: webhookEndpointSchema,
  portal: { store: { ...endpointView, segment: 'webhooks', show: true } },
});

export const vendorWebhookEndpoints = declareResource({
  ...endpointList,
  name: 'vendor-webhook-endpoints',
  schema: vendorWebhookEndpointSchema,
  tenancy: 'vendor',
  portal: {
    vendor: { ...endpointView, segment: 'setting/webhooks', area: 'setting/integrations', show: true },
  },
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

const deliveryView = {
  icon: 'webhook',
  label: { one: 'Delivery', many: 'Webhook deliveries' },
  purpose: 'Every event sent to your endpoints, with each attempt and the answer it got.',
  platformPurpose: "Every event sent to the stores' endpoints, with each attempt and the answer it got.",
  columns: [
    'created_at',
    'endpoint_id',
    'event_type',
    'status',
    'attempts',
    'last_status_code',
    'next_attempt_at',
    'delivered_at',
  ],
  representation: 'event_type',
} as const;

export const webhookDeliveries = declareResource({
  ...deliveryList,
  name: 'webhook-deliveries',
  schema: webhookDeliverySchema,
  access: readOnly(Module.integration, ['platform', 'store']),
  portal: {
    store: {
      ...deliveryView,
      segment: 'webhook-deliveries',
      menu: 24,
      menuLabel: 'Webhook log',
      menuFor: ['platform'],
      show: true,
      references: { endpoint_id: 'webhook-endpoints', store_id: 'stores' },
    },
  },
});

export const vendorWebhookDeliveries = declareResource({
  ...deliveryList,
  name: 'vendor-webhook-deliveries',
  schema: vendorWebhookDeliverySchema,
  tenancy: 'vendor',
  access: readOnly(Module.integration, ['platform', 'vendor']),
  portal: {
    vendor: {
      ...deliveryView,
      segment: 'setting/webhook-deliveries',
      area: 'setting/integrations',
      references: { endpoint_id: 'vendor-webhook-endpoints' },
    },
  },
});
