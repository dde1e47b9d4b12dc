// Reference lists: every logged-in user reads them, the super admin maintains them.
import { citySchema, countrySchema } from '../../schemas/reference.schema.ts';
import { Module } from '../shared/roles.ts';
import type { AccessRule } from '../shared/access.ts';
import { defineResource } from '../server/crud/define-resource.ts';
import { cities, countries } from '../server/db/schema/index.ts';

const referenceAccess: AccessRule = {
  module: Module.settings,
  audiences: { view: ['anyone'], create: ['platform'], edit: ['platform'], delete: ['platform'] },
};

export const countriesResource = defineResource({
  name: 'countries',
  schema: countrySchema,
  table: countries,
  tenancy: 'platform',
  module: Module.settings,
  access: referenceAccess,
  filterable: ['code'],
  sortable: ['name', 'code'],
  searchable: ['name', 'code'],
  defaultSort: { field: 'name', order: 'ASC' },
});

export const citiesResource = defineResource({
  name: 'cities',
  schema: citySchema,
  table: cities,
  tenancy: 'platform',
  module: Module.settings,
  access: referenceAccess,
  filterable: ['country_id', 'state'],
  sortable: ['name', 'state'],
  searchable: ['name', 'state'],
  defaultSort: { field: 'name', order: 'ASC' },
});
