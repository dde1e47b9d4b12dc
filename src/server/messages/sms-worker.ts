// Sends queued texts through the provider (Twilio) when it is configured (docs/product.md#messages-sms): the
// SMS outbox's queue for the one outbox worker (src/server/outbox/outbox-worker.ts — claiming, retries with
// backoff, the dead state, interrupted sends, metrics). A permanent refusal is Twilio refusing the message
// itself (bad or unsubscribed number). Twilio's status callbacks then move a sent text to delivered or
// undelivered (features/messages/sms.routes.ts).
import type { Database } from '../db/database.ts';
import { OutboxWorker, type OutboxQueue, type OutboxWorkerOptions } from '../outbox/outbox-worker.ts';
import { SMS_CHANNEL } from './send-sms.ts';
import { PermanentSmsError, type SmsTransport } from './twilio-transport.ts';

export type SmsWorkerOptions = OutboxWorkerOptions;

interface SmsRow {
  id: number;
  attempts: number;
  to_number: string;
  from_number: string | null;
  body: string;
}

/** The SMS outbox as a queue: one text is one call to Twilio, asking for delivery reports at our callback. */
export function smsQueue(transport: SmsTransport, statusCallback: () => string | null): OutboxQueue<SmsRow> {
  return {
    table: 'sms_outbox',
    channel: SMS_CHANNEL,
    columns: ['to_number', 'from_number', 'body'],
    providerIdColumn: 'provider_sid',
    async send(text) {
      const sent = await transport.send({
        to: text.to_number,
        from: text.from_number,
        body: text.body,
        statusCallback: statusCallback(),
      });
      return sent.sid;
    },
    permanent: (e) => e instanceof PermanentSmsError,
  };
}

/** The outbox worker over the SMS outbox. */
export class SmsWorker extends OutboxWorker<SmsRow> {
  constructor(
    db: Database,
    transport: SmsTransport,
    /** Where Twilio reports delivery (our status callback), or null. */
    statusCallback: () => string | null,
    options: Partial<SmsWorkerOptions> = {},
  ) {
    super(db, smsQueue(transport, statusCallback), options);
  }
}
