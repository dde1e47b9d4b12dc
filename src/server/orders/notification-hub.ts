// Live notifications for this process's websockets: one LISTEN connection per process on the channel the
// fan-out NOTIFYs (in the transaction that inserts the notification), fanned out to the sockets of the
// notified user. Several app processes each LISTEN, so a notification reaches its user whichever process
// holds the socket. The connection opens with the first subscriber and reconnects after a failure.
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_CHANNEL } from './notification-fanout.ts';
import { outsideRequests } from '../audit/request-context.ts';

export interface LiveSocket {
  send(data: string): void;
}

export class NotificationHub {
  private readonly sockets = new Map<number, Set<LiveSocket>>();
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly connectionString: string,
    /** Loads the notification as the API shows it (platform scope), or null when it is gone. */
    private readonly load: (id: number) => Promise<object | null>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a socket of a user; resolves once this process is listening, so nothing after it is missed. */
  async subscribe(userId: number, socket: LiveSocket): Promise<() => void> {
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
    const unsubscribe = () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    };
    try {
      await this.listen();
    } catch (e) {
      unsubscribe();
      throw e;
    }
    return unsubscribe;
  }

  get listening(): boolean {
    return this.client !== null;
  }

  /** Open sockets (metrics). */
  count(): number {
    let n = 0;
    for (const set of this.sockets.values()) n += set.size;
    return n;
  }

  /** Readiness: the LISTEN connection is needed while a socket is open, and then must be up. */
  listener(): 'connected' | 'not needed' | 'lost' {
    if (this.client) return 'connected';
    return this.sockets.size === 0 ? 'not needed' : 'lost';
  }

  private listen(): Promise<void> {
    if (this.client) return Promise.resolve();
    // Opened by whichever request subscribes first, but it serves every later one: not that request's work.
    this.connecting ??= outsideRequests(() => this.connect()).finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (message) => void this.deliver(message.payload));
    client.on('error', (e) => this.lost(client, e));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen ${NOTIFICATION_CHANNEL}`);
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
  }

  private lost(client: pg.Client, error?: Error) {
    if (this.client !== client) return;
    this.client = null;
    if (error) this.log.warn({ err: error }, 'notification listener lost its connection');
    client.end().catch(() => undefined);
    this.reconnect(1000);
  }

  /** Tries again until the database answers (a restart can take a while), waiting longer each time. */
  private reconnect(delayMs: number) {
    if (this.closed || this.sockets.size === 0 || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.listen().catch((e: Error) => {
        this.log.warn(`notification listener could not reconnect: ${e.message}`);
        this.reconnect(Math.min(delayMs * 2, 30_000));
      });
    }, delayMs);
  }

  private async deliver(payload: string | undefined) {
    try {
      const { id, user_id } = JSON.parse(payload ?? '{}') as { id?: number; user_id?: number };
      const targets = user_id === undefined ? undefined : this.sockets.get(user_id);
      if (!targets || id === undefined) return;
      const notification = await this.load(id);
      if (!notification) return;
      const message = JSON.stringify({ type: 'notification', data: notification });
      for (const socket of targets) socket.send(message);
    } catch (e) {
      this.log.error({ err: e }, 'could not deliver a live notification');
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    this.sockets.clear();
    await client?.end().catch(() => undefined);
  }
}
