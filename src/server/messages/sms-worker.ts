// Sends queued texts through the provider (Twilio) when it is configured (docs/product.md#messages-sms),
// outside any request. Like the mail worker: every process may run one; a batch is claimed with FOR UPDATE
// SKIP LOCKED and marked `sending` in a committed transaction before the provider is called, so no two
// workers hold the same text; a failed attempt goes back to `queued` with an exponential delay; a permanent
// refusal or the last attempt marks it `failed` (dead: the super admin sees it with its error). A text left
// `sending` by a dead process is failed, not resent (delivery unknown). Twilio's status callbacks then move
// a sent text to delivered or undelivered (sms.routes.ts).
import { and, eq, lt, sql } from 'drizzle-orm';
import type pg from 'pg';
import { inScope, type Database } from '../db/database.ts';
import { smsOutbox } from '../db/schema/index.ts';
import { retryDelayMs } from '../mail/mail-worker.ts';
import { SMS_CHANNEL } from './send-sms.ts';
import { PermanentSmsError, type SmsTransport } from './twilio-transport.ts';

export interface SmsWorkerOptions {
  pollMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  staleSendingMs: number;
  batchSize: number;
}

export const defaultSmsWorkerOptions: SmsWorkerOptions = {
  pollMs: 5_000,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 8,
  staleSendingMs: 10 * 60_000,
  batchSize: 10,
};

export class SmsWorker {
  private readonly options: SmsWorkerOptions;
  private timer: NodeJS.Timeout | undefined;
  private listener: pg.PoolClient | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly transport: SmsTransport,
    /** Where Twilio reports delivery (our status callback), or null. */
    private readonly statusCallback: () => string | null,
    options: Partial<SmsWorkerOptions> = {},
  ) {
    this.options = { ...defaultSmsWorkerOptions, ...options };
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.recoverInterrupted();
    await this.listen();
    this.timer = setInterval(() => {
      if (!this.listener) void this.listen();
      this.kick();
    }, this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  private async listen(): Promise<void> {
    try {
      const client = await this.db.$client.connect();
      client.on('error', () => {
        if (this.listener === client) this.listener = undefined;
        client.release(true);
      });
      client.on('notification', () => this.kick());
      await client.query(`listen ${SMS_CHANNEL}`);
      if (this.stopped) client.release();
      else this.listener = client;
    } catch (e) {
      console.error(`sms worker: cannot listen (${(e as Error).message}); polling only`);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.listener) {
      await this.listener.query(`unlisten ${SMS_CHANNEL}`).catch(() => undefined);
      this.listener.release();
      this.listener = undefined;
    }
    await this.running;
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.deliverBatch()) > 0);
        } while (this.again && !this.stopped);
      } catch (e) {
        console.error(`sms worker: ${(e as Error).message}`);
      } finally {
        this.running = undefined;
      }
    })();
  }

  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async recoverInterrupted(): Promise<number> {
    const rows = await inScope(this.db, { kind: 'platform' }, (tx) =>
      tx
        .update(smsOutbox)
        .set({
          status: 'failed',
          lastError: 'Interrupted while sending (delivery unknown); not resent so it is never sent twice.',
        })
        .where(
          and(
            eq(smsOutbox.status, 'sending'),
            lt(
              smsOutbox.nextAttemptAt,
              sql`now() - make_interval(secs => ${this.options.staleSendingMs / 1000})`,
            ),
          ),
        )
        .returning({ id: smsOutbox.id }),
    );
    return rows.length;
  }

  async deliverBatch(): Promise<number> {
    const claimed = await inScope(this.db, { kind: 'platform' }, async (tx) => {
      const { rows } = await tx.execute<{
        id: number;
        to_number: string;
        from_number: string | null;
        body: string;
        attempts: number;
      }>(sql`
        update sms_outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = now()
        where id in (
          select id from sms_outbox
          where status = 'queued' and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ${this.options.batchSize}
          for update skip locked)
        returning id, to_number, from_number, body, attempts`);
      return rows;
    });
    for (const text of claimed) {
      try {
        const sent = await this.transport.send({
          to: text.to_number,
          from: text.from_number,
          body: text.body,
          statusCallback: this.statusCallback(),
        });
        await this.mark(text.id, {
          status: 'sent',
          sentAt: new Date(),
          providerSid: sent.sid,
          lastError: null,
        });
      } catch (e) {
        const error = e as Error;
        const last = error instanceof PermanentSmsError || text.attempts >= this.options.maxAttempts;
        await this.mark(text.id, {
          status: last ? 'failed' : 'queued',
          lastError: error.message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(text.attempts, this.options)),
        });
      }
    }
    return claimed.length;
  }

  private async mark(id: number, values: Partial<typeof smsOutbox.$inferInsert>) {
    await inScope(this.db, { kind: 'platform' }, (tx) =>
      tx.update(smsOutbox).set(values).where(eq(smsOutbox.id, id)),
    );
  }
}
