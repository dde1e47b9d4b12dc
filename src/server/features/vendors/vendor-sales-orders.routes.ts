// Many of a vendor's own sales orders at once: /portal/sales-order/bulk-salesorder sends them as JSON, and
// /portal/setting/import-salesorders uploads a CSV (one order of one item per row: customer_email, item,
// cost, due_date, note) with the store side's CSV reader and upload mechanism. Both make every order or none:
// one transaction, and every bad row is reported (orders.N.field, or file.row N.column for the CSV).
import type { FastifyInstance } from 'fastify';
import { responses } from '../../envelope.ts';
import { permitted } from '../../route-meta.ts';
import { multipartBodyCompiler } from '../../validation.ts';
import { readForm } from '../uploads/read-form.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import {
  createBulkOrders,
  importOrders,
  importTemplate,
  type NewOrder,
} from './vendor-sales-orders.service.ts';

const tags = ['vendor-sales-orders'];
const security = [{ bearer: [] }];

export default async function vendorSalesOrderRoutes(app: FastifyInstance) {
  const multipartCompiler = multipartBodyCompiler(app.validatorCompiler!);

  app.post<{ Body: { orders: NewOrder[] } }>(
    '/vendor-sales-orders/bulk',
    {
      ...permitted(app, permitOf('vendor-sales-orders:import')),
      schema: {
        tags,
        security,
        summary: 'Create many of the vendor’s own sales orders at once: all of them, or none',
        body: { $ref: 'VendorSalesOrderBulk#' },
        response: responses(201, { $ref: 'VendorSalesOrderImportResult#' }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const data = await createBulkOrders(request, request.body.orders);
      return reply.code(201).send({ status: 'success', data });
    },
  );

  app.get(
    '/vendor-sales-orders/import-template',
    {
      ...permitted(app, permitOf('vendor-sales-orders:import')),
      schema: {
        tags,
        security,
        summary: 'The CSV template of the sales-order import (customer_email, item, cost, due_date, note)',
        response: {
          200: { description: 'A CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
          401: { description: 'Not authenticated', $ref: 'ErrorEnvelope#' },
          403: { description: 'Not allowed in this scope', $ref: 'ErrorEnvelope#' },
        },
      },
    },
    async (request, reply) => {
      const csv = importTemplate(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="sales-orders-template.csv"')
        .send(csv);
    },
  );

  app.post(
    '/vendor-sales-orders/import',
    {
      ...permitted(app, permitOf('vendor-sales-orders:import'), {}, { multipart: true }),
      validatorCompiler: multipartCompiler,
      schema: {
        tags,
        security,
        summary:
          'Import the vendor’s own sales orders from CSV (one order of one item per row); a file with any ' +
          'bad row imports nothing and names every bad cell as file.row N.column',
        consumes: ['multipart/form-data'],
        body: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', format: 'binary', description: 'The CSV file' } },
        },
        response: responses(201, { $ref: 'VendorSalesOrderImportResult#' }, 400, 401, 403),
      },
    },
    async (request, reply) => {
      const data = await importOrders(request, readForm);
      return reply.code(201).send({ status: 'success', data });
    },
  );
}
