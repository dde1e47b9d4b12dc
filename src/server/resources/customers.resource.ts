// A store's customers with their tags (module customer 3); filter by tag with {"tags":"vip"}.
import { customers as declaration } from '../../shared/declarations/people.declaration.ts';
import { defineResource } from '../crud/define-resource.ts';
import { customers } from '../db/schema/index.ts';

export const customersResource = defineResource(declaration, { table: customers });
