// Locations: a store's shops and drop-off points (portal menu "Location"), guarded by the address module.
import { locations as declaration } from '../../shared/declarations/places.declaration.ts';
import { defineResource } from '../crud/define-resource.ts';
import { locations } from '../db/schema/index.ts';

export const locationsResource = defineResource(declaration, { table: locations });
