// Delivers queued webhooks. Any app process may run this: each message is claimed with
// FOR UPDATE SKIP LOCKED inside the transaction that sends it and records the answer, so two processes
// never send the same message at the same time, and a delivered message is never claimed again. (A process
// killed mid-send rolls back: the message is sent again later — receivers dedupe on X-Webhook-Id.)
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { Config } from '../config.ts';
import { signWebhook, signatureHeader } from './signature.ts';
import { tellOwnerEndpointPaused } from './tell-owner.ts';
import { contextFromConfig, withAppContext } from '../app-context.ts';
import http from 'node:http';
import https from 'node:https';
import {
  BlockedAddressError,
  connectedPeerProblem,
  guardedLookup,
  systemLookup,
  urlProblem,
  type AddressPolicy,
  type Lookup,
} from './address-guard.ts';

interface Claimed {
  id: number;
  store_id: number | null;
  vendor_id: number | null;
  endpoint_id: number;
  event_type: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
  consecutive_failures: number;
}

/** Seconds until the next attempt after `attempts` failed ones: base · 2^(attempts-1), ±10% jitter. */
export function backoffSeconds(base: number, attempts: number, random = Math.random()): number {
  return base * 2 ** (attempts - 1) * (0.9 + 0.2 * random);
}

const timeoutMs = 10_000;

/** What a delivery attempt got: the receiver's status code, or why no answer came. */
interface Outcome {
  statusCode: number | null;
  error: string | null;
}

/**
 * POSTs one message with node's http(s) client: no redirects followed (a 3xx is a failed attempt, so there is
 * no hop past the one checked), 10 s for the whole exchange, and the SSRF guard on the URL, on the addresses
 * its name resolves to before the socket connects, and on the address the socket did connect to
 * (address-guard.ts), so a refused address is never sent anything.
 */
function post(message: Claimed, policy: AddressPolicy, lookup: Lookup): Promise<Outcome> {
  const problem = urlProblem(message.url, policy);
  if (problem)
    return Promise.resolve({ statusCode: null, error: `EBLOCKEDADDRESS: ${problem}`.slice(0, 200) });
  const url = new URL(message.url);
  const body = Buffer.from(message.body);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Outcome>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        timeout: timeoutMs,
        // Local receivers (development, tests) are reached directly; any other name through the guard.
        lookup: policy.allowPrivateAddresses ? undefined : guardedLookup(lookup),
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'user-agent': 'service-platform-webhooks/1',
          'x-webhook-id': `dlv_${message.id}`,
          'x-webhook-event': message.event_type,
          [signatureHeader]: signWebhook(message.secret, message.body),
        },
      },
      (response) => {
        response.resume();
        const finish = () => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          resolve({ statusCode: status, error: ok ? null : `HTTP ${status}` });
        };
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    const deadline = setTimeout(
      () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
    request.on('close', () => clearTimeout(deadline));
    if (!policy.allowPrivateAddresses)
      request.on('socket', (socket) =>
        socket.once('connect', () => {
          const refused = connectedPeerProblem(socket, url.hostname);
          if (refused) request.destroy(refused);
        }),
      );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    request.on('error', (e: Error & { code?: string }) => {
      const detail =
        e instanceof BlockedAddressError ? `${e.code}: ${e.message}` : (e.code ?? e.name ?? 'error');
      resolve({ statusCode: null, error: detail.slice(0, 200) });
    });
    request.end(body);
  });
}

/** Sends the most overdue message, if any; true when it handled one. */
export async function deliverNext(
  db: Database,
  config: Config,
  lookup: Lookup = systemLookup,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The delivery work is the platform's own: no tenant, no audit (no request).
    await tx.execute(sql`select set_config('app.platform', 'on', true)`);
    const { rows } = await tx.execute<Claimed & Record<string, unknown>>(sql`
      select d.id, d.store_id, d.vendor_id, d.endpoint_id, d.event_type, d.body, d.attempts,
             e.url, e.secret, e.consecutive_failures
        from webhook_deliveries d
        join webhook_endpoints e on e.id = d.endpoint_id
       where d.status = 'pending' and d.next_attempt_at <= now() and e.is_active and not e.is_paused
       order by d.next_attempt_at, d.id
       limit 1
         for update of d skip locked`);
    const message = rows[0];
    if (!message) return false;
    const started = performance.now();
    const { statusCode, error } = await post(message, config.webhooks, lookup);
    const attempt = message.attempts + 1;
    await tx.execute(sql`
      insert into webhook_attempts (store_id, vendor_id, delivery_id, attempt, status_code, error, duration_ms)
      values (${message.store_id}, ${message.vendor_id}, ${message.id}, ${attempt}, ${statusCode}, ${error},
              ${Math.round(performance.now() - started)})`);
    if (!error) {
      await tx.execute(sql`
        update webhook_deliveries set status = 'delivered', attempts = ${attempt}, last_status_code = ${statusCode},
               last_error = null, delivered_at = now() where id = ${message.id}`);
      await tx.execute(
        sql`update webhook_endpoints set consecutive_failures = 0 where id = ${message.endpoint_id}`,
      );
      return true;
    }
    const { maxAttempts, retryBaseSeconds, pauseAfterFailures } = config.webhooks;
    const gaveUp = attempt >= maxAttempts;
    const delay = backoffSeconds(retryBaseSeconds, attempt);
    await tx.execute(sql`
      update webhook_deliveries
         set attempts = ${attempt}, last_status_code = ${statusCode}, last_error = ${error},
             status = ${gaveUp ? 'failed' : 'pending'},
             next_attempt_at = now() + make_interval(secs => ${delay})
       where id = ${message.id}`);
    // The endpoint row is locked by this update, so exactly one failure reaches the threshold and tells.
    const { rows: endpoint } = await tx.execute<{ failures: number }>(sql`
      update webhook_endpoints
         set consecutive_failures = consecutive_failures + 1,
             is_paused = is_paused or consecutive_failures + 1 >= ${pauseAfterFailures},
             paused_at = case when consecutive_failures + 1 = ${pauseAfterFailures} then now() else paused_at end
       where id = ${message.endpoint_id}
       returning consecutive_failures as failures`);
    // Outside any request: the owner's mail links come from the configuration (app-context.ts).
    if (endpoint[0]?.failures === pauseAfterFailures)
      await withAppContext(contextFromConfig(config), () => tellOwnerEndpointPaused(tx, message.endpoint_id));
    return true;
  });
}

/** Runs delivery loops in this process until stopped: polls, and drains whatever is due. */
export function startWebhookWorker(
  db: Database,
  config: Config,
  log: { error(o: object, m: string): void },
  concurrency = 2,
) {
  let stopped = false;
  let wake: (() => void) | null = null;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = async () => {
    while (!stopped) {
      try {
        while (!stopped && (await deliverNext(db, config)));
      } catch (error) {
        log.error({ err: error }, 'webhook delivery failed');
      }
      if (!stopped) await sleep(config.webhooks.pollMs);
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  return {
    async stop() {
      stopped = true;
      wake?.();
      await Promise.all(loops);
    },
  };
}
