// Response serializers, compiled once per distinct schema and shared by every app instance in the process.
// fast-json-stringify builds an ajv instance holding every named schema for each response schema it
// compiles; with ~2,300 response schemas (every route, every status, every API version) that took ~40 s
// at `ready()`, although most of them are the same few envelopes (the error responses of every route).
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type BuildSerializer = NonNullable<
  NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildSerializer']
>;
type Serializer = (data: unknown) => string;

const compiled = new Map<string, Serializer>();

/** Fastify's own serializer factory, memoised on (named schemas, options, response schema). */
export const buildSharedSerializer: BuildSerializer = (externalSchemas, serializerOpts) => {
  const compile = SerializerSelector()(externalSchemas, serializerOpts);
  // The named schemas are static module data; their ids and the options identify the set.
  const context = JSON.stringify([Object.keys(externalSchemas ?? {}).sort(), serializerOpts ?? {}]);
  return (route) => {
    const key = `${context}\u0000${JSON.stringify(route.schema)}`;
    let serialize = compiled.get(key);
    if (!serialize) {
      serialize = compile(route) as Serializer;
      compiled.set(key, serialize);
    }
    return serialize;
  };
};
