// The customer-message editor's actions (docs/product.md#messages-templates): preview the words as typed,
// and send them to oneself. The templates themselves are the declared resource `message-templates`.
import { responses } from '../../envelope.ts';
import { security } from '../../orders/http.ts';
import { permitted } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { ownStoreOf, permitOf } from '../../../shared/permission-registry.ts';
import { previewMessage, sendTestMessage, type PreviewInput } from './messages.service.ts';

const tags = ['message-templates'];

export default async function messageRoutes(app: ApiInstance) {
  app.post<{ Body: PreviewInput }>(
    '/message-templates/preview',
    {
      ...permitted(app, permitOf('message-templates:preview')),
      schema: {
        tags,
        security,
        summary: "A customer message as it would be sent, in the store's look with the demo order's values",
        body: { $ref: 'MessagePreviewRequest#' },
        response: responses(200, { $ref: 'MessagePreview#' }, 400, 401, 403),
      },
    },
    async (request) => {
      const storeId = ownStoreOf(request.principal!)!;
      const data = await request.inTenant((tx) => previewMessage(tx, storeId, request.body));
      return { status: 'success', data };
    },
  );

  app.post<{ Body: PreviewInput }>(
    '/message-templates/test',
    {
      ...permitted(app, permitOf('message-templates:test')),
      schema: {
        tags,
        security,
        summary: 'Send a customer message, as typed, to your own mail address (marked [Test])',
        body: { $ref: 'MessagePreviewRequest#' },
        response: responses(200, { $ref: 'MessageTest#' }, 400, 401, 403),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const storeId = ownStoreOf(principal)!;
      const data = await request.inTenant((tx) =>
        sendTestMessage(tx, storeId, principal.userId, request.body),
      );
      return { status: 'success', data };
    },
  );
}
