// What the order routes share: the actor of a request, record presenters derived from the record schemas
// (the same mapping the generic resources use), and the transition route of a
// lifecycle (guarded by the registry's `<resource>:transition` permit) — one per machine, generated from its table.
import type { FastifyRequest } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { permitOf } from '../../shared/permission-registry.ts';
import type { JsonSchemaProperty } from '../../shared/resource-schema.ts';
import { fieldMappings, toRecord } from '../crud/record-mapping.ts';
import type { Row } from '../crud/define-resource.ts';
import { responses } from '../envelope.ts';
import { permitted } from '../route-meta.ts';
import type { Actor } from './parties.ts';
import { runTransition, type Lifecycle } from './transition.ts';
import type { ApiInstance } from '../schema-types.ts';

export const actorOf = (request: FastifyRequest): Actor => ({
  principal: request.principal,
  locations: request.permittedLocations,
});

export const security = [{ bearer: [] }];

/** A record presenter for a schema over a table: money, dates and column names as the generic resources. */
export function presenter(
  schema: { properties: Readonly<Record<string, JsonSchemaProperty>> },
  table: PgTable,
) {
  const mappings = fieldMappings(schema.properties, table);
  return (row: object) => toRecord(row as Row, mappings);
}

export const idParam = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/** Bodies whose fields are all optional may be left out altogether (a bare POST). */
export async function emptyBodyAsObject(request: FastifyRequest) {
  if (request.body === undefined || request.body === null) request.body = {};
}

/**
 * POST /<path>/:id/transitions/:action — the only way a record's state changes. The action enum and the
 * summary come from the machine's table; the answer is the record as it is after the transition.
 */
export function transitionRoute<R extends { status: string; storeId: number; id: number }>(
  app: ApiInstance,
  options: {
    path: string;
    table: string;
    lifecycle: Lifecycle<R>;
    bodySchema: string;
    recordSchema: string;
    present: (row: R) => object;
  },
) {
  const { machine } = options.lifecycle;
  // `action` names no row ('value'); the generated suites try each value of its enum.
  const guard = permitted(app, permitOf(`${options.path}:transition`), {
    id: options.table,
    action: 'value',
  });
  const table = machine.rows
    .map((r) => `${r.from.join('|')} --${r.action}--> ${r.to} (${r.by.join(', ')})`)
    .join('; ');
  app.post(
    `/${options.path}/:id/transitions/:action`,
    {
      ...guard,
      preValidation: [guard.preValidation, emptyBodyAsObject],
      schema: {
        tags: [options.path],
        security,
        summary: `Change a ${machine.label}'s state: ${table}. 409 from any other state.`,
        params: {
          type: 'object',
          required: ['id', 'action'],
          additionalProperties: false,
          properties: {
            id: idParam.properties.id,
            action: { type: 'string', enum: machine.actions },
          },
        },
        body: { $ref: `${options.bodySchema}#` },
        response: responses(200, { $ref: `${options.recordSchema}#` }, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const result = await request.inTenant((tx) =>
        runTransition(tx, options.lifecycle, request.params.id, request.params.action, actorOf(request), {
          ...(request.body ?? {}),
        }),
      );
      return { status: 'success', data: options.present(result.row) };
    },
  );
}
