// One LISTEN connection per process for everything it keeps in memory and must drop when another process
// changes it (the public cache, the session states). Each subscriber names its channel and is told to
// forget everything whenever the connection is (re)opened or lost: a notification missed while nobody
// listened must not leave a stale entry, so while the connection is down nothing is served from memory
// (`active` is false) and it reconnects every second.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface ChangeSubscriber {
  channel: string;
  /** A notification on the channel (its payload: usually an id). */
  changed(payload: string): void;
  /** The connection opened or was lost: whatever is in memory may be stale. */
  forgetAll(): void;
}

export class ChangeListener {
  private readonly subscribers: ChangeSubscriber[] = [];
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** True while this process hears every notification; only then may memory be trusted. */
  get active(): boolean {
    return this.client !== null;
  }

  /** Adds a subscriber; call before start (a later one is heard from the next reconnection). */
  subscribe(subscriber: ChangeSubscriber): void {
    this.subscribers.push(subscriber);
  }

  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (e) {
      this.log.warn({ err: e }, 'in-memory caches off until their LISTEN connection opens');
      this.scheduleRetry();
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.forgetAll();
    await client?.end().catch(() => undefined);
  }

  private forgetAll() {
    for (const subscriber of this.subscribers) subscriber.forgetAll();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => {
      for (const subscriber of this.subscribers)
        if (subscriber.channel === message.channel) subscriber.changed(message.payload ?? '');
    });
    client.on('error', (e) => this.lost(client, e));
    client.on('end', () => this.lost(client));
    await client.connect();
    const channels = [...new Set(this.subscribers.map((s) => s.channel))];
    if (channels.length) await client.query(channels.map((channel) => `listen ${channel}`).join('; '));
    if (this.closed) {
      await client.end();
      return;
    }
    // Whatever changed while nobody listened is unknown: start empty.
    this.forgetAll();
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    this.client = null;
    this.forgetAll();
    if (error) this.log.warn({ err: error }, 'lost the LISTEN connection; serving without in-memory caches');
    client.end().catch(() => undefined);
    this.scheduleRetry();
  }

  private scheduleRetry() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed || this.client) return;
      this.connect().catch((e) => {
        this.log.warn({ err: e }, 'could not reopen the LISTEN connection');
        this.scheduleRetry();
      });
    }, 1000);
    this.retry.unref();
  }
}
