// Outgoing webhook endpoints (a store's and a vendor's, one table) and their deliveries, read-only with
// every attempt. The secret is generated here, once; a URL the SSRF guard refuses (http:// without
// WEBHOOK_ALLOW_HTTP, a loopback, private or metadata address) is a 400 naming the url.
import { isNotNull, sql } from 'drizzle-orm';
import {
  vendorWebhookDeliveries as vendorDeliveriesDeclaration,
  vendorWebhookEndpoints as vendorEndpointsDeclaration,
  webhookDeliveries as deliveriesDeclaration,
  webhookEndpoints as endpointsDeclaration,
} from '../../shared/declarations/integrations.declaration.ts';
import { defineResource, type ResourceHooks } from '../crud/define-resource.ts';
import { invalid } from '../http-errors.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import { newWebhookSecret } from '../webhooks/signature.ts';
import { urlProblem } from '../webhooks/address-guard.ts';

const endpointHooks: ResourceHooks = {
  async beforeWrite(values, body, { op, config }) {
    // The SSRF guard (webhooks/address-guard.ts): https, and no loopback, private or metadata address as
    // written; the name is judged at every delivery, on the address connected to, and never resolved here.
    const problem = typeof body.url === 'string' ? urlProblem(body.url, config.webhooks) : null;
    if (problem) throw invalid([{ field: 'url', message: problem }]);
    if (op === 'create') values.secret = newWebhookSecret();
    // Resuming a paused endpoint starts its failure count again.
    if (body.is_paused === false) Object.assign(values, { consecutiveFailures: 0, pausedAt: null });
    return values;
  },
  // Locks in the delivery worker's order (deliver.ts: the delivery, then its endpoint): the endpoint's
  // deliveries first, then the delete takes the endpoint. Taking the endpoint first deadlocked with a
  // delivery in flight (40P01, issue 25).
  async beforeDelete(row, { tx }) {
    await tx.execute(
      sql`select id from webhook_deliveries where endpoint_id = ${row.id as number} order by id for update`,
    );
  },
};

export const webhookEndpointsResource = defineResource(endpointsDeclaration, {
  table: webhookEndpoints,
  scope: () => isNotNull(webhookEndpoints.storeId),
  hooks: endpointHooks,
});

export const vendorWebhookEndpointsResource = defineResource(vendorEndpointsDeclaration, {
  table: webhookEndpoints,
  scope: () => isNotNull(webhookEndpoints.vendorId),
  hooks: endpointHooks,
});

const attemptLog = [{ field: 'attempt_log', table: webhookAttempts, parentColumn: 'deliveryId' }] as const;

export const webhookDeliveriesResource = defineResource(deliveriesDeclaration, {
  table: webhookDeliveries,
  scope: () => isNotNull(webhookDeliveries.storeId),
  children: attemptLog,
});

export const vendorWebhookDeliveriesResource = defineResource(vendorDeliveriesDeclaration, {
  table: webhookDeliveries,
  scope: () => isNotNull(webhookDeliveries.vendorId),
  children: attemptLog,
});
