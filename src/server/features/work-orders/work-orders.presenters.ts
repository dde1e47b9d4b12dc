// How a work order is shown (the store's list and the vendor's bench).
import { workOrderSchema } from '../../../../schemas/work-order.schema.ts';
import { workOrders } from '../../db/schema/index.ts';
import { presenter } from '../../orders/http.ts';

export const presentWorkOrder = presenter(workOrderSchema, workOrders);
