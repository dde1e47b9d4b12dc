// Signing outgoing webhooks: HMAC-SHA256 with the endpoint's secret over `<timestamp>.<raw body>`, sent as
// `X-Webhook-Signature: t=<unix seconds>,v1=<hex>`. The timestamp is signed too, so a receiver that refuses
// old timestamps (verifyWebhook's tolerance) cannot be replayed with a captured request.
import crypto from 'node:crypto';

export const signatureHeader = 'x-webhook-signature';

export function signWebhook(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const mac = crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

/** What a receiver does: true when the signature matches and the timestamp is recent. */
export function verifyWebhook(
  secret: string,
  body: string,
  header: string | undefined,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, body, timestamp).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export const newWebhookSecret = () => `whsec_${crypto.randomBytes(32).toString('base64url')}`;
