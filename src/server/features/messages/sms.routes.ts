// Twilio's webhooks (docs/product.md#messages-consent): inbound texts and delivery reports, form-encoded,
// each verified by X-Twilio-Signature over the platform's public address of the route and the fields —
// a request whose signature does not verify is a 400 and changes nothing. Configure Twilio's number (or
// messaging service) with these addresses: <platform host>/api/v1/sms/inbound and …/sms/status.
import { inScope } from '../../db/database.ts';
import { failures, responses } from '../../envelope.ts';
import { ApiFailure, invalid } from '../../http-errors.ts';
import { ErrorCode } from '../../../shared/errors.ts';
import { appUrl } from '../../mail/send-mail.ts';
import { fromTwilio } from '../../messages/twilio-transport.ts';
import { smsInboundPath, smsStatusPath } from '../../messages/send-sms.ts';
import { publicRoute } from '../../route-meta.ts';
import type { ApiInstance } from '../../schema-types.ts';
import { receiveDeliveryStatus, receiveText } from './sms.service.ts';

type TwilioBody = Record<string, string>;

/** TwiML that sends nothing back. */
const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

export default async function smsRoutes(app: ApiInstance) {
  await app.register(async (scoped) => {
    scoped.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    /** Refuses a request Twilio did not sign (or any, when Twilio is not configured). */
    const verify = (path: string, signature: unknown, body: TwilioBody) => {
      const twilio = app.config.twilio;
      if (!twilio)
        throw new ApiFailure(ErrorCode.notFound, 'Text messages are not configured on this platform');
      const url = appUrl('platform', `/api/v1${path}`);
      if (!fromTwilio(twilio.authToken, typeof signature === 'string' ? signature : undefined, url, body))
        throw invalid(
          [{ field: 'X-Twilio-Signature', message: 'The signature does not match this request' }],
          'The request could not be verified.',
        );
    };

    scoped.post<{ Body: TwilioBody }>(
      smsInboundPath,
      {
        ...publicRoute(),
        schema: {
          tags: ['message-templates'],
          summary:
            'A text a customer sent (Twilio, signed): STOP / START / HELP, or a reply put on their open order or in the store’s inbox; each MessageSid once',
          body: { $ref: 'TwilioInbound#' },
          response: {
            200: {
              description:
                'TwiML, as Twilio expects of a messaging webhook: an empty <Response/> (answers such as HELP ' +
                'are sent through the SMS outbox, so they are recorded and retried). X-Sms-Outcome says what ' +
                'the text did: stopped, started, help, reply, inbox, or replayed (seen before, nothing changed).',
              headers: { 'X-Sms-Outcome': { type: 'string' } },
              content: { 'text/xml': { schema: { type: 'string' } } },
            },
            400: failures[400],
            404: failures[404],
          },
        },
      },
      async (request, reply) => {
        verify(smsInboundPath, request.headers['x-twilio-signature'], request.body);
        const b = request.body;
        const outcome = await inScope(app.db, { kind: 'platform' }, (tx) =>
          receiveText(tx, {
            sid: b.MessageSid!,
            from: b.From!,
            to: b.To!,
            body: b.Body ?? '',
            ...(b.MessagingServiceSid ? { messagingServiceSid: b.MessagingServiceSid } : {}),
          }),
        );
        return reply.type('text/xml').header('X-Sms-Outcome', outcome).send(emptyTwiml);
      },
    );

    scoped.post<{ Body: TwilioBody }>(
      smsStatusPath,
      {
        ...publicRoute(),
        schema: {
          tags: ['message-templates'],
          summary: 'A delivery report for a text we sent (Twilio status callback, signed)',
          body: { $ref: 'TwilioStatus#' },
          response: responses(200, { $ref: 'SmsWebhookResult#' }, 400, 404),
        },
      },
      async (request) => {
        verify(smsStatusPath, request.headers['x-twilio-signature'], request.body);
        const b = request.body;
        const outcome = await inScope(app.db, { kind: 'platform' }, (tx) =>
          receiveDeliveryStatus(tx, {
            sid: b.MessageSid!,
            status: b.MessageStatus!,
            errorCode: b.ErrorCode ?? null,
          }),
        );
        return { status: 'success', data: { outcome } };
      },
    );
  });
}
