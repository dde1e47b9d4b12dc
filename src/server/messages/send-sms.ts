// The one entry every text message goes through (docs/product.md#messages-sms): writeSms writes one row to
// the SMS outbox in the caller's transaction — a text exists exactly when what caused it commits. With
// Twilio configured the row is queued for the SMS worker (sms-worker.ts), which sends it outside any
// request; without, it stays in the outbox, where the super admin reads it. A store with its own sender
// (store_settings.sms_sender, a number or a messaging service) texts from it, else the platform's
// TWILIO_FROM or messaging service (docs/product.md#messages-sms).
import { eq, sql } from 'drizzle-orm';
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
    const sender = sms.storeId === null ? null : await storeSmsSender(tx, sms.storeId);
    const inserted = await tx
      .insert(smsOutbox)
      .values({
        storeId: sms.storeId,
        salesOrderId: sms.salesOrderId ?? null,
        event: sms.event,
        toNumber: sms.to,
        fromNumber: sender ?? twilio?.from ?? null,
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

/** The store's own sender of texts (an E.164 number or a messaging service SID), or null: the platform's. */
export async function storeSmsSender(tx: Transaction, storeId: number): Promise<string | null> {
  const [row] = await tx
    .select({ sender: storeSettings.smsSender })
    .from(storeSettings)
    .where(eq(storeSettings.storeId, storeId));
  return row?.sender || null;
}
