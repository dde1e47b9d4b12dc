// Reference lists: every logged-in user reads them, the super admin maintains them.
import {
  cities as citiesDeclaration,
  countries as countriesDeclaration,
} from '../../shared/declarations/places.declaration.ts';
import { defineResource } from '../crud/define-resource.ts';
import { cities, countries } from '../db/schema/index.ts';

export const countriesResource = defineResource(countriesDeclaration, { table: countries });
export const citiesResource = defineResource(citiesDeclaration, { table: cities });
