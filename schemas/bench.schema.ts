// The bench flow (docs/product.md#routes-bench's /scan-work-instructions/:store_id/:vendor_id/:order_no):
// what a job
// ticket's QR code opens for the vendor doing the work — the order's items sent to that vendor.
export const benchOrderSchema = {
  $id: 'BenchOrder',
  type: 'object',
  additionalProperties: false,
  required: ['store', 'order_no', 'work_orders'],
  properties: {
    store: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
    },
    order_no: { type: 'string' },
    work_orders: { type: 'array', items: { $ref: 'WorkOrder#' } },
  },
} as const;
