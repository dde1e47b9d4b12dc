// My account's texts (docs/product.md#messages-consent): a customer reads their consent and opts in with a
// mobile number, or out. The customer is the session's; no other record can be named.
import { responses } from '../../envelope.ts';
import { security } from '../../orders/http.ts';
import { permitted } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { permitOf } from '../../../shared/permission-registry.ts';
import { changeTextConsent, textConsentOf } from './text-consent.service.ts';

export default async function textConsentRoutes(app: ApiInstance) {
  app.get(
    '/account/text-messages',
    {
      ...permitted(app, permitOf('text-consent:view')),
      schema: {
        tags: ['accounts'],
        security,
        summary: 'Whether you get texts about your orders, and the number they go to (E.164)',
        response: responses(200, { $ref: 'TextConsent#' }, 401, 403),
      },
    },
    async (request) => ({ status: 'success', data: await textConsentOf(request) }),
  );

  app.put(
    '/account/text-messages',
    {
      ...permitted(app, permitOf('text-consent:edit')),
      schema: {
        tags: ['accounts'],
        security,
        summary:
          'Opt in to texts about your orders with a mobile number (stored in E.164), or out (texts stop at once)',
        body: { $ref: 'TextConsentUpdate#' },
        response: responses(200, { $ref: 'TextConsent#' }, 400, 401, 403),
      },
    },
    async (request) => ({ status: 'success', data: await changeTextConsent(request, request.body) }),
  );
}
