// The in-process cache of what the storefront reads without logging in: the host → store resolution, a
// store's white-label settings and its public catalogue, and the store's row and parsed services that
// add-to-cart and checkout check against. Correct across processes: every process LISTENs on
// `app_public_cache` (through the process's one LISTEN connection, cache/change-listener.ts), and triggers on
// the stores, settings and catalogue tables NOTIFY the store's id on commit (cache/public-cache-trigger.ts),
// so a change made through any process drops that store's entries everywhere; the writing process itself
// drops them as its COMMIT returns (db/committed-changes.ts). While the LISTEN connection is down nothing is
// cached or served from cache (a missed notification must not leave a stale entry).
import crypto from 'node:crypto';
import { followCommittedChanges } from '../db/committed-changes.ts';
import type { ChangeListener } from './change-listener.ts';

export const PUBLIC_CACHE_CHANNEL = 'app_public_cache';

/** A cached response body, serialized and encoded once (UTF-8 bytes: sent as they are), with its entity tag. */
export interface CachedBody {
  body: Buffer;
  etag: string;
}

const maxEntriesPerStore = 500;
const maxHosts = 10_000;

export class PublicCache {
  private readonly bodies = new Map<number, Map<string, CachedBody>>();
  private readonly hosts = new Map<string, unknown>();
  /** Values of one store's (its row, its parsed services), dropped with the store's other entries. */
  private readonly values = new Map<number, Map<string, unknown>>();
  private unfollow: (() => void) | null = null;
  /** Bumped by every invalidation: a load that began before one must not store its (maybe stale) result. */
  private generation = 0;

  constructor(private readonly listener: ChangeListener) {
    listener.subscribe({
      channel: PUBLIC_CACHE_CHANNEL,
      changed: (payload) => {
        const id = Number(payload);
        this.invalidate(Number.isInteger(id) ? id : null);
      },
      forgetAll: () => this.clear(),
    });
  }

  /** True while this process hears every invalidation; only then is anything served from memory. */
  get active(): boolean {
    return this.listener.active;
  }

  /**
   * This process's own writes through db drop their stores' entries as their COMMIT returns, ahead of the
   * NOTIFY (which other processes wait for): a request that reads right after its write reads it.
   */
  followWritesOf(db: object): void {
    this.unfollow?.();
    this.unfollow = followCommittedChanges(db, ({ storeIds }) => {
      for (const id of storeIds) this.invalidate(id);
    });
  }

  close(): void {
    this.unfollow?.();
    this.clear();
  }

  /** The store a host resolves to (or null for none), loading it on a miss. */
  host<T>(host: string, load: () => Promise<T>): T | Promise<T> {
    // A hit answers synchronously: no promise (and no turn of the microtask queue) on the hot path.
    if (this.active && this.hosts.has(host)) return this.hosts.get(host) as T;
    return this.loadHost(host, load);
  }

  private loadHost<T>(host: string, load: () => Promise<T>): Promise<T> {
    return this.loaded(load, (value) => {
      if (this.hosts.size >= maxHosts) this.hosts.clear();
      this.hosts.set(host, value);
    });
  }

  /** Loads, and keeps what it loaded unless an invalidation came meanwhile (or the LISTEN went down). */
  private async loaded<T>(load: () => Promise<T>, keep: (value: T) => void): Promise<T> {
    const generation = this.generation;
    const value = await load();
    if (this.active && generation === this.generation) keep(value);
    return value;
  }

  /**
   * A value of one store's under key (its row, a parsed service), loading it on a miss. Dropped when that
   * store changes, like its responses: another store's change leaves it.
   */
  value<T>(storeId: number, key: string, load: () => Promise<T>): T | Promise<T> {
    const entries = this.active ? this.values.get(storeId) : undefined;
    // A hit answers synchronously, as a host's does.
    if (entries?.has(key)) return entries.get(key) as T;
    return this.loadValue(storeId, key, load);
  }

  private loadValue<T>(storeId: number, key: string, load: () => Promise<T>): Promise<T> {
    return this.loaded(load, (value) => this.entriesOf(this.values, storeId).set(key, value));
  }

  /** A store's map in one of the per-store maps, emptied when it reaches its bound (searches are keys too). */
  private entriesOf<V>(maps: Map<number, Map<string, V>>, storeId: number): Map<string, V> {
    let entries = maps.get(storeId);
    if (!entries) maps.set(storeId, (entries = new Map()));
    if (entries.size >= maxEntriesPerStore) entries.clear();
    return entries;
  }

  /** A store's serialized response under key, or undefined when it is not in memory. */
  cached(storeId: number, key: string): CachedBody | undefined {
    return this.active ? this.bodies.get(storeId)?.get(key) : undefined;
  }

  /** A store's serialized response under key, producing it on a miss. */
  body(storeId: number, key: string, produce: () => Promise<string>): CachedBody | Promise<CachedBody> {
    return this.cached(storeId, key) ?? this.produceBody(storeId, key, produce);
  }

  private produceBody(storeId: number, key: string, produce: () => Promise<string>): Promise<CachedBody> {
    return this.loaded(
      async () => {
        const body = Buffer.from(await produce());
        return { body, etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"` };
      },
      (entry) => this.entriesOf(this.bodies, storeId).set(key, entry),
    );
  }

  /** Drops a store's entries (and every host resolution: a slug or domain may have moved). */
  invalidate(storeId: number | null): void {
    this.generation++;
    this.hosts.clear();
    if (storeId === null) {
      this.bodies.clear();
      this.values.clear();
    } else {
      this.bodies.delete(storeId);
      this.values.delete(storeId);
    }
  }

  private clear() {
    this.invalidate(null);
  }
}
