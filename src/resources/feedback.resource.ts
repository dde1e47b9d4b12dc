// Feedback customers left on completed orders, listed for the store (read-only).
import { feedbackSchema } from '../../schemas/feedback.schema.ts';
import { accessFor } from '../shared/access.ts';
import { Module } from '../shared/roles.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { feedback } from '../server/db/schema/index.ts';

export const feedbackResource = defineResource({
  name: 'feedback',
  schema: feedbackSchema,
  table: feedback,
  module: Module.salesOrder,
  access: accessFor(Module.salesOrder, ['platform', 'store']),
  operations: ['list', 'read'],
  filterable: ['rating', 'sales_order_id', 'submitted_at'],
  sortable: ['created_at', 'submitted_at', 'rating'],
  searchable: ['comment'],
  defaultSort: { field: 'created_at', order: 'DESC' },
});
