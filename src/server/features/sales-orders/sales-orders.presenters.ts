// How a sales order, its items and its timeline are shown: the presenters every feature that returns them
// uses (carts, tracking, work orders), kept with the feature that owns the record.
import {
  salesOrderItemSchema,
  salesOrderSchema,
  timelineEntrySchema,
} from '../../../../schemas/order.schema.ts';
import { salesOrderItems, salesOrders, timelineEntries } from '../../db/schema/index.ts';
import { presenter } from '../../orders/http.ts';

export const presentSalesOrder = presenter(salesOrderSchema, salesOrders);

export const presentOrderItem = presenter(salesOrderItemSchema, salesOrderItems);

export const presentTimeline = presenter(timelineEntrySchema, timelineEntries);
