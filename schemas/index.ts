// Every named JSON schema the API uses; each becomes an OpenAPI component under its $id.
import { createSchemaOf, updateSchemaOf } from '../src/shared/resource-schema.ts';
import { errorEnvelope } from './error.schema.ts';
import { locationSchema } from './location.schema.ts';
import { portalServiceSchema } from './service.schema.ts';
import {
  loginRequestSchema,
  loginResponseSchema,
  refreshRequestSchema,
  sessionRoleSchema,
  storeDetailsSchema,
  tokenPairSchema,
} from './session.schema.ts';
import { storeSettingsSchema } from './store-settings.schema.ts';

export const namedSchemas = [
  errorEnvelope,
  storeDetailsSchema,
  sessionRoleSchema,
  loginRequestSchema,
  loginResponseSchema,
  tokenPairSchema,
  refreshRequestSchema,
  storeSettingsSchema,
  portalServiceSchema,
  ...withDerived(locationSchema),
];

/** A resource's record schema plus its derived create and update schemas. */
function withDerived<T extends Parameters<typeof createSchemaOf>[0]>(schema: T) {
  return [schema, createSchemaOf(schema), updateSchemaOf(schema)];
}
