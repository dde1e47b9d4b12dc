// The one worker over an outbox table (mail_outbox, sms_outbox): sends queued rows outside any request
// (docs/product.md#messages-sms). Every process may run one per queue; they share the queue: a batch is
// claimed with FOR UPDATE SKIP LOCKED and marked `sending` in a committed transaction before the provider
// is called, so no two workers hold the same row and no row is handed to the provider twice. A failed
// attempt goes back to `queued` after baseDelay · 2^(attempt−1) (at most maxDelay); a permanent refusal or
// the last attempt marks it `failed` — the dead state, kept with its error for the super admin. A row left
// `sending` by a dead process is failed, not resent (delivery unknown). NOTIFY on the queue's channel wakes
// the worker; it also polls. What it did is counted per queue and outcome (outbox_messages_total).
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { inScope, type Database } from '../db/database.ts';

export interface OutboxWorkerOptions {
  /** How often the queue is looked at when no NOTIFY arrives. */
  pollMs: number;
  /** Delay before the second attempt; doubles each attempt up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  /** A row `sending` for longer than this belongs to a process that died. */
  staleSendingMs: number;
  batchSize: number;
}

export const defaultOutboxOptions: OutboxWorkerOptions = {
  pollMs: 5_000,
  baseDelayMs: 30_000,
  maxDelayMs: 3_600_000,
  maxAttempts: 8,
  staleSendingMs: 10 * 60_000,
  batchSize: 10,
};

/** The delay before attempt `attempts + 1`, after `attempts` failed ones. */
export function retryDelayMs(
  attempts: number,
  options: Pick<OutboxWorkerOptions, 'baseDelayMs' | 'maxDelayMs'>,
) {
  return Math.min(options.baseDelayMs * 2 ** Math.max(0, attempts - 1), options.maxDelayMs);
}

/** What one outbox is: its table and how one of its rows is sent. */
export interface OutboxQueue<Row extends { id: number; attempts: number }> {
  /** The table; also the metrics label. */
  table: 'mail_outbox' | 'sms_outbox';
  /** The NOTIFY channel writers signal on. */
  channel: string;
  /** The columns a claimed row carries to `send` (besides id and attempts). */
  columns: readonly string[];
  /** The column that keeps the provider's id of a sent row. */
  providerIdColumn: string;
  /** Sends one row; resolves with the provider's id of the message. */
  send(row: Row): Promise<string | null>;
  /** A refusal the provider will repeat: not retried. */
  permanent(error: unknown): boolean;
  close?(): void;
}

export type OutboxOutcome = 'sent' | 'retried' | 'dead' | 'interrupted';

export class OutboxWorker<Row extends { id: number; attempts: number }> {
  readonly options: OutboxWorkerOptions;
  /** Outcomes since start, read by /metrics. */
  readonly counts: Record<OutboxOutcome, number> = { sent: 0, retried: 0, dead: 0, interrupted: 0 };
  private timer: NodeJS.Timeout | undefined;
  private listener: pg.PoolClient | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Database,
    readonly queue: OutboxQueue<Row>,
    options: Partial<OutboxWorkerOptions> = {},
  ) {
    this.options = { ...defaultOutboxOptions, ...options };
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
      await client.query(`listen ${this.queue.channel}`);
      if (this.stopped) client.release();
      else this.listener = client;
    } catch (e) {
      console.error(`${this.queue.table} worker: cannot listen (${(e as Error).message}); polling only`);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.listener) {
      await this.listener.query(`unlisten ${this.queue.channel}`).catch(() => undefined);
      this.listener.release();
      this.listener = undefined;
    }
    await this.running;
    this.queue.close?.();
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
        console.error(`${this.queue.table} worker: ${(e as Error).message}`);
      } finally {
        this.running = undefined;
      }
    })();
  }

  /** Resolves once no pass is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** Rows a dead process left `sending`: their delivery is unknown, so they are failed rather than sent twice. */
  async recoverInterrupted(): Promise<number> {
    const table = sql.identifier(this.queue.table);
    const { rows } = await inScope(this.db, { kind: 'platform' }, (tx) =>
      tx.execute<{ id: number }>(sql`
        update ${table} set status = 'failed',
          last_error = 'Interrupted while sending (delivery unknown); not resent so it is never sent twice.'
        where status = 'sending'
          and next_attempt_at < now() - make_interval(secs => ${this.options.staleSendingMs / 1000})
        returning id`),
    );
    this.counts.interrupted += rows.length;
    return rows.length;
  }

  /** Claims and sends one batch of due rows; returns how many were claimed. */
  async deliverBatch(): Promise<number> {
    const table = sql.identifier(this.queue.table);
    const columns = sql.join(
      ['id', 'attempts', ...this.queue.columns].map((c) => sql.identifier(c)),
      sql`, `,
    );
    const claimed = await inScope(this.db, { kind: 'platform' }, async (tx) => {
      const { rows } = await tx.execute<Record<string, unknown>>(sql`
        update ${table} set status = 'sending', attempts = attempts + 1, next_attempt_at = now()
        where id in (
          select id from ${table}
          where status = 'queued' and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ${this.options.batchSize}
          for update skip locked)
        returning ${columns}`);
      return rows as unknown as Row[];
    });
    for (const row of claimed) {
      try {
        const providerId = await this.queue.send(row);
        await this.mark(
          row.id,
          sql`status = 'sent', sent_at = now(), last_error = null,
              ${sql.identifier(this.queue.providerIdColumn)} = ${providerId}`,
        );
        this.counts.sent++;
      } catch (e) {
        const last = this.queue.permanent(e) || row.attempts >= this.options.maxAttempts;
        const next = new Date(Date.now() + retryDelayMs(row.attempts, this.options)).toISOString();
        await this.mark(
          row.id,
          sql`status = ${last ? 'failed' : 'queued'}, last_error = ${(e as Error).message.slice(0, 1000)},
              next_attempt_at = ${next}`,
        );
        this.counts[last ? 'dead' : 'retried']++;
      }
    }
    return claimed.length;
  }

  private async mark(id: number, set: ReturnType<typeof sql>) {
    await inScope(this.db, { kind: 'platform' }, (tx) =>
      tx.execute(sql`update ${sql.identifier(this.queue.table)} set ${set} where id = ${id}`),
    );
  }
}
