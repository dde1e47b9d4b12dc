// Route handlers take their TypeScript types from the JSON schemas that validate the request, through the
// JSON-schema type provider: `request.body`, `request.params`, `request.query` and `request.headers` are what
// the route's schema says (FromSchema), `$ref`s to named schemas included. A route plugin declares its
// instance as `ApiInstance`; nothing hand-writes a request type beside its schema.
//
// Left to run time: the generic CRUD routes (crud/register-resource.ts), whose schemas are built per resource
// while the server starts, so TypeScript cannot see them.
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { namedSchemas } from '../../schemas/index.ts';

/** A named schema whose $id TypeScript knows (a derived create/update schema's $id is built at run time). */
type Referable<S> = S extends { readonly $id: infer I } ? (string extends I ? never : S) : never;

/** The schemas a route may `$ref` by their $id ('LoginRequest#'). */
type References = Referable<(typeof namedSchemas)[number]>[];

export type SchemaTypeProvider = JsonSchemaToTsProvider<{
  ValidatorSchemaOptions: { references: References };
  // A binary response (an upload's bytes) is sent as a Buffer.
  SerializerSchemaOptions: {
    references: References;
    deserialize: [{ pattern: { type: 'string'; format: 'binary' }; output: Buffer }];
  };
}>;

/** The Fastify instance a route plugin receives, typed by its schemas. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  SchemaTypeProvider
>;

/** The TypeScript type of a schema, for code past the handler that takes a validated request part. */
export type SchemaType<S extends JSONSchema> = FromSchema<S, { references: References }>;
