// A local stand-in for Twilio's REST API, for tests run offline: a real HTTP server answering
// POST /2010-04-01/Accounts/:AccountSid/Messages.json as Twilio does — HTTP basic auth with the account SID
// and auth token (401 with Twilio's error 20003 otherwise), form-encoded fields (To, From or
// MessagingServiceSid, Body, StatusCallback), a Message resource in JSON with an `SM…` SID, and Twilio's
// error shape ({code, message, more_info, status}) for what Twilio refuses: a To that is not a phone number
// (21211), no sender (21603), an empty body (21602). Tests may queue failures (a 503, a 400 …). It also
// plays Twilio's side of the webhooks: it signs a request as Twilio would (X-Twilio-Signature, the
// `twilio` package's own algorithm) so the app's verification is tested against real signatures.
import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

export interface SentText {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
  statusCallback: string | null;
}

const error = (status: number, code: number, message: string) => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

export async function startTwilioStandIn(accountSid: string, authToken: string) {
  const sent: SentText[] = [];
  const failures: { status: number; code: number; message: string }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match)
        return reply(404, error(404, 20404, 'The requested resource was not found').body);
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (req.headers.authorization !== expected || match[1] !== accountSid)
        return reply(401, error(401, 20003, 'Authenticate').body);
      const form = Object.fromEntries(new URLSearchParams(raw));
      const failure = failures.shift();
      if (failure) return reply(failure.status, error(failure.status, failure.code, failure.message).body);
      if (!/^\+[1-9]\d{6,14}$/.test(form.To ?? ''))
        return reply(
          400,
          error(400, 21211, `The 'To' number ${form.To ?? ''} is not a valid phone number.`).body,
        );
      if (!form.From && !form.MessagingServiceSid)
        return reply(400, error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required").body);
      if (!form.Body) return reply(400, error(400, 21602, 'Message body is required.').body);
      const sid = `SM${crypto.randomBytes(16).toString('hex')}`;
      const text: SentText = {
        sid,
        to: form.To!,
        from: form.From ?? null,
        messagingServiceSid: form.MessagingServiceSid ?? null,
        body: form.Body,
        statusCallback: form.StatusCallback ?? null,
      };
      sent.push(text);
      const now = new Date().toUTCString();
      reply(201, {
        account_sid: accountSid,
        api_version: '2010-04-01',
        body: text.body,
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: text.from,
        messaging_service_sid: text.messagingServiceSid,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: 'USD',
        sid,
        status: text.messagingServiceSid ? 'accepted' : 'queued',
        subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
        to: text.to,
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    /** The next requests fail this way, in order. */
    fail: (status: number, code: number, message: string) => failures.push({ status, code, message }),
    /** The X-Twilio-Signature Twilio would send with these fields to this address. */
    sign: (url: string, params: Record<string, string>) =>
      twilio.getExpectedTwilioSignature(authToken, url, params),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** A Twilio message SID (`SM` and 32 hex digits). */
export const messageSid = () => `SM${crypto.randomBytes(16).toString('hex')}`;
