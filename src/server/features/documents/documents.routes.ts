// An order's paper as PDF (docs/product.md#documents-paper): the list of what the caller may download, the
// job envelope, the invoice, a receipt per payment (page or 80 mm), a vendor's invoice to a store; and the
// customer's signatures (docs/product.md#documents-signatures). The rules are in the services.
import { failures } from '../../envelope.ts';
import { responses } from '../../envelope.ts';
import { idParam, security } from '../../orders/http.ts';
import { permitted } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { paperFilesOf, type Pdf } from './document-data.ts';
import {
  envelopePdf,
  invoicePdf,
  listOrderDocuments,
  receiptPdf,
  vendorInvoicePdf,
} from './documents.service.ts';
import { listSignatures, takeSignature, type SignatureBody } from './signatures.service.ts';
import type { FastifyReply } from 'fastify';

const tags = ['documents'];
const orderObjects = { id: 'sales_orders' };

const pdfResponses = (...codes: (keyof typeof failures)[]) => ({
  200: {
    description: 'A PDF document',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  },
  ...Object.fromEntries(codes.map((c) => [c, failures[c]])),
});

const sendPdf = (reply: FastifyReply, pdf: Pdf) =>
  reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${pdf.fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(pdf.bytes);

export default async function documentRoutes(app: ApiInstance) {
  const files = paperFilesOf(app.config);

  app.get(
    '/sales-orders/:id/documents',
    {
      ...permitted(app, permitOf('sales-orders:documents'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          "The order's documents the caller may download: the job envelope (store people), the invoice once " +
          'completed, a receipt per payment taken',
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'OrderDocument#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => ({ status: 'success', data: await listOrderDocuments(request, request.params.id) }),
  );

  app.get(
    '/sales-orders/:id/documents/envelope',
    {
      ...permitted(app, permitOf('sales-orders:envelope'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          'The job envelope as PDF: counter copy, bench copy (with the QR code) and claim check on one sheet',
        params: idParam,
        response: pdfResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => sendPdf(reply, await envelopePdf(request, files, request.params.id)),
  );

  app.get(
    '/sales-orders/:id/documents/invoice',
    {
      ...permitted(app, permitOf('sales-orders:documents'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          "The customer's invoice as PDF: final once the order is completed, a pro-forma (what is owed so far) before",
        params: idParam,
        response: pdfResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => sendPdf(reply, await invoicePdf(request, files, request.params.id)),
  );

  app.get(
    '/sales-orders/:id/documents/receipt',
    {
      ...permitted(app, permitOf('sales-orders:documents'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          "A payment's receipt as PDF (payment_id; the order's latest payment taken when left out): on the " +
          "store's paper size, or layout=thermal for an 80 mm slip",
        params: idParam,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            payment_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
            layout: { type: 'string', enum: ['page', 'thermal'], default: 'page' },
          },
        },
        response: pdfResponses(400, 401, 403, 404, 409),
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await receiptPdf(
          request,
          files,
          request.params.id,
          request.query.payment_id ?? null,
          request.query.layout === 'thermal' ? 'thermal' : 'page',
        ),
      ),
  );

  app.get(
    '/invoices/:id/document',
    {
      ...permitted(app, permitOf('invoices:document'), { id: 'invoices' }),
      schema: {
        tags,
        security,
        summary: "A vendor's invoice to a store as PDF (the issuing vendor; the store once it is sent)",
        params: idParam,
        response: pdfResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => sendPdf(reply, await vendorInvoicePdf(request, request.params.id)),
  );

  app.get(
    '/sales-orders/:id/signatures',
    {
      ...permitted(app, permitOf('sales-orders:signatures'), orderObjects),
      schema: {
        tags,
        security,
        summary: "The order's signatures: intake and pickup, who signed, who took it, when and where",
        params: idParam,
        response: responses(200, { type: 'array', items: { $ref: 'Signature#' } }, 400, 401, 403, 404),
      },
    },
    async (request) => ({ status: 'success', data: await listSignatures(request, request.params.id) }),
  );

  app.post(
    '/sales-orders/:id/signatures',
    {
      ...permitted(app, permitOf('sales-orders:sign'), orderObjects),
      schema: {
        tags,
        security,
        summary:
          "Record the customer's signature: at intake (accepts condition, declared value and terms) or at " +
          'pickup (received the item; only when the order is ready). A PNG of at most 200000 bytes',
        params: idParam,
        body: { $ref: 'SignatureRequest#' },
        response: responses(201, { $ref: 'Signature#' }, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const data = await takeSignature(request, files, request.params.id, request.body as SignatureBody);
      reply.status(201);
      return { status: 'success', data };
    },
  );
}
