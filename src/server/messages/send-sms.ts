// The one entry every text message goes through (docs/product.md#messages-sms): writeSms writes one row to
// the SMS outbox in the caller's transaction — a text exists exactly when what caused it commits. With
// Twilio configured the row is queued for the SMS worker (sms-worker.ts), which sends it outside any
// request; without, it stays in the outbox, where the super admin reads it. A store with its own sender
// (store_settings.sms_sender, a number or a messaging service) texts from it, else the platform's
// TWILIO_FROM or messaging service (docs/product.md#messages-sms).
import { sql } from 'drizzle-orm';
import { smsLength } from '../../shared/messages/catalogue.ts';
import { appContext } from '../app-context.ts';
import type { Transaction } from '../db/database.ts';
import { asPlatform } from '../db/platform-scope.ts';
import { smsOutbox, storeSettings } from '../db/schema/index.ts';

export const SMS_CHANNEL = 'sms_outbox';
/** Twilio's webhooks to us, under the API's prefix (features/messages/sms.routes.ts). */
export const smsInboundPath = '/sms/inbound';
export const smsStatusPath = '/sms/status';

export interface SmsRequest {
  storeId: number | null;
  salesOrderId?: number | null;
  event: string;
  /** E.164. */
  to: string;
  body: string;
}

/** Writes one text to the outbox (queued for Twilio when configured); returns its outbox id. */
export async function writeSms(tx: Transaction, sms: SmsRequest): Promise<number> {
  const { twilio } = appContext().mail.config;
  const length = smsLength(sms.body);
  const [row] = await asPlatform(tx, async () => {
    const inserted = await tx
      .insert(smsOutbox)
      .values({
        storeId: sms.storeId,
        salesOrderId: sms.salesOrderId ?? null,
        event: sms.event,
        toNumber: sms.to,
        // The store's own sender read inside the insert: a text costs no round trip of its own to settings
        // (texts are written on checkout and every transition).
        fromNumber: fromOf(sms.storeId, twilio?.from ?? null),
        body: sms.body,
        segments: length.segments,
        encoding: length.encoding,
        status: twilio ? 'queued' : 'outbox',
      })
      .returning({ id: smsOutbox.id });
    if (twilio) await tx.execute(sql`select pg_notify(${SMS_CHANNEL}, ${String(inserted[0]!.id)})`);
    return inserted;
  });
  return row!.id;
}

/** The store's own sender of texts (an E.164 number or a messaging service SID), else the platform's. */
function fromOf(storeId: number | null, platform: string | null) {
  if (storeId === null) return platform;
  return sql<string | null>`coalesce((select nullif(${storeSettings.smsSender}, '') from ${storeSettings}
    where ${storeSettings.storeId} = ${storeId}), ${platform})`;
}
