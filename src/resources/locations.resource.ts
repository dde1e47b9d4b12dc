// Locations: a store's shops and drop-off points (portal menu "Location"), guarded by the address module.
import { locationSchema } from '../../schemas/location.schema.ts';
import { Module } from '../shared/roles.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { locations } from '../server/db/schema/index.ts';

export const locationsResource = defineResource({
  name: 'locations',
  schema: locationSchema,
  table: locations,
  module: Module.address,
  filterable: ['is_active', 'city', 'country'],
  sortable: ['name', 'city', 'country', 'created_at'],
  searchable: ['name', 'city', 'address_line1'],
  defaultSort: { field: 'name', order: 'ASC' },
});
