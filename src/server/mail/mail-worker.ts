// Delivers queued outbox mail through SMTP (nodemailer) when SMTP is configured. Any number of workers (one
// per app process) share the queue: a batch is claimed with FOR UPDATE SKIP LOCKED and marked `sending` in
// a committed transaction before the SMTP conversation, so no two workers ever hold the same mail and a
// mail is never handed to the server twice. A failed attempt goes back to `queued` with an exponential
// delay; a permanent refusal (5xx) or the last attempt marks it `failed`. The queue lives in PostgreSQL, so
// it survives restarts; a mail left `sending` by a killed process (delivery unknown) is marked failed, not
// resent — at most once, and visible to the super admin.
import nodemailer from 'nodemailer';
import { and, eq, lt, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Config } from '../config.ts';
import { inScope, type Database } from '../db/database.ts';
import { mailOutbox, type MailAttachment, type MailDocumentRef } from '../db/schema/index.ts';
import { MAIL_CHANNEL } from './send-mail.ts';

/** The part of a nodemailer transport the worker uses. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    html: string;
    text: string;
    messageId: string;
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<{ messageId?: string }>;
  close?(): void;
}

export interface MailWorkerOptions {
  /** How often the queue is looked at when no NOTIFY arrives. */
  pollMs: number;
  /** Delay before the second attempt; doubles each attempt up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** A mail `sending` for longer than this belongs to a process that died. */
  staleSendingMs: number;
  batchSize: number;
  /**
   * Renders a document attached by reference (a receipt, an invoice) when the mail is sent
   * (docs/product.md#documents-mail); buildApp gives the documents feature's renderer.
   */
  renderDocument: ((ref: MailDocumentRef) => Promise<Buffer>) | null;
}

export const defaultWorkerOptions: MailWorkerOptions = {
  pollMs: 5_000,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 8,
  staleSendingMs: 10 * 60_000,
  batchSize: 10,
  renderDocument: null,
};

export function smtpTransport(smtp: NonNullable<Config['smtp']>): MailTransport {
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
  });
}

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(
  attempts: number,
  options: Pick<MailWorkerOptions, 'baseDelayMs' | 'maxDelayMs'>,
) {
  return Math.min(options.baseDelayMs * 2 ** Math.max(0, attempts - 1), options.maxDelayMs);
}

export class MailWorker {
  private readonly options: MailWorkerOptions;
  private timer: NodeJS.Timeout | undefined;
  private listener: pg.PoolClient | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly domain: string,
    options: Partial<MailWorkerOptions> = {},
  ) {
    this.options = { ...defaultWorkerOptions, ...options };
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.recoverInterrupted();
    await this.listen();
    this.timer = setInterval(() => {
      // A lost LISTEN connection (database restart) is opened again; polling covers the gap.
      if (!this.listener) void this.listen();
      this.kick();
    }, this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  private async listen(): Promise<void> {
    try {
      const client = await this.db.$client.connect();
      // A checked-out client's errors are not the pool's: without this handler a dropped connection would
      // crash the process.
      client.on('error', () => {
        if (this.listener === client) this.listener = undefined;
        client.release(true);
      });
      client.on('notification', () => this.kick());
      await client.query(`listen ${MAIL_CHANNEL}`);
      if (this.stopped) client.release();
      else this.listener = client;
    } catch (e) {
      console.error(`mail worker: cannot listen (${(e as Error).message}); polling only`);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.listener) {
      await this.listener.query(`unlisten ${MAIL_CHANNEL}`).catch(() => undefined);
      this.listener.release();
      this.listener = undefined;
    }
    await this.running;
    this.transport.close?.();
  }

  /** Looks at the queue now (one pass at a time; a kick during a pass runs one more). */
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
        console.error(`mail worker: ${(e as Error).message}`);
      } finally {
        this.running = undefined;
      }
    })();
  }

  /** Resolves once no pass is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Mail a dead process left `sending`: its delivery is unknown, so it is failed rather than sent twice. */
  async recoverInterrupted(): Promise<number> {
    const rows = await inScope(this.db, { kind: 'platform' }, (tx) =>
      tx
        .update(mailOutbox)
        .set({
          status: 'failed',
          lastError: 'Interrupted while sending (delivery unknown); not resent so it is never sent twice.',
        })
        .where(
          and(
            eq(mailOutbox.status, 'sending'),
            lt(
              mailOutbox.nextAttemptAt,
              sql`now() - make_interval(secs => ${this.options.staleSendingMs / 1000})`,
            ),
          ),
        )
        .returning({ id: mailOutbox.id }),
    );
    return rows.length;
  }

  /** Claims and delivers one batch of due mail; returns how many were claimed. */
  async deliverBatch(): Promise<number> {
    const claimed = await inScope(this.db, { kind: 'platform' }, async (tx) => {
      const { rows } = await tx.execute<{
        id: number;
        from_address: string;
        to_address: string;
        subject: string;
        html: string;
        text: string;
        attempts: number;
        attachments: MailAttachment[] | null;
      }>(sql`
        update mail_outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = now()
        where id in (
          select id from mail_outbox
          where status = 'queued' and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ${this.options.batchSize}
          for update skip locked)
        returning id, from_address, to_address, subject, html, text, attempts, attachments`);
      return rows;
    });
    for (const mail of claimed) {
      try {
        const attachments = await this.filesOf(mail.attachments ?? []);
        const info = await this.transport.sendMail({
          from: mail.from_address,
          to: mail.to_address,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          ...(attachments.length ? { attachments } : {}),
          // Stable per mail: a receiving server can recognise the message if it ever meets it again.
          messageId: `<outbox-${mail.id}@${this.domain}>`,
        });
        await this.mark(mail.id, {
          status: 'sent',
          sentAt: new Date(),
          messageId: info.messageId ?? null,
          lastError: null,
        });
      } catch (e) {
        const error = e as Error & { responseCode?: number };
        const permanent = typeof error.responseCode === 'number' && error.responseCode >= 500;
        const last = permanent || mail.attempts >= this.options.maxAttempts;
        await this.mark(mail.id, {
          status: last ? 'failed' : 'queued',
          lastError: error.message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + retryDelayMs(mail.attempts, this.options)),
        });
      }
    }
    return claimed.length;
  }

  /** The mail's files: stored bytes as they are, a document by reference rendered now. */
  private async filesOf(attachments: MailAttachment[]) {
    return Promise.all(
      attachments.map(async (a) => {
        if ('contentBase64' in a)
          return {
            filename: a.filename,
            content: Buffer.from(a.contentBase64, 'base64'),
            contentType: a.contentType,
          };
        if (!this.options.renderDocument) throw new Error(`no renderer for the attached ${a.filename}`);
        return {
          filename: a.filename,
          content: await this.options.renderDocument(a),
          contentType: a.contentType,
        };
      }),
    );
  }

  private async mark(id: number, values: Partial<typeof mailOutbox.$inferInsert>) {
    await inScope(this.db, { kind: 'platform' }, (tx) =>
      tx.update(mailOutbox).set(values).where(eq(mailOutbox.id, id)),
    );
  }
}
