// Feedback customers left on completed orders, listed for the store (read-only). A feedback row is where
// its order is: staff held to some locations see the feedback on those locations' orders only.
import { sql } from 'drizzle-orm';
import { feedback as declaration } from '../../shared/declarations/orders.declaration.ts';
import { defineResource } from '../crud/define-resource.ts';
import { feedback, salesOrders } from '../db/schema/index.ts';

export const feedbackResource = defineResource(declaration, {
  table: feedback,
  location: sql`(select ${salesOrders.locationId} from ${salesOrders} where ${salesOrders.storeId} = ${feedback.storeId} and ${salesOrders.id} = ${feedback.salesOrderId})`,
});
