// A store's customers with their tags (module customer 3); filter by tag with {"tags":"vip"}.
import { customerSchema } from '../../schemas/customer.schema.ts';
import { Module } from '../shared/roles.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { customers } from '../server/db/schema/index.ts';

export const customersResource = defineResource({
  name: 'customers',
  schema: customerSchema,
  table: customers,
  module: Module.customer,
  filterable: ['tags', 'is_guest', 'email', 'created_at'],
  sortable: ['first_name', 'last_name', 'email', 'created_at'],
  searchable: ['first_name', 'last_name', 'email', 'phone'],
  defaultSort: { field: 'last_name', order: 'ASC' },
});
