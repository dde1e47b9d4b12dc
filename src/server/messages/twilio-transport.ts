// The Twilio adapter (the `twilio` package): sends one text, and verifies Twilio's signature on the requests
// it makes to us (inbound texts, delivery reports). TWILIO_API_URL sends the client's requests to another
// host that answers as Twilio's REST API does (the tests' local stand-in); unset, it talks to Twilio.
import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient';
import type { Config } from '../config.ts';

type TwilioConfig = NonNullable<Config['twilio']>;

/** What the SMS worker needs of a provider. */
export interface SmsTransport {
  send(message: { to: string; from: string | null; body: string; statusCallback: string | null }): Promise<{
    sid: string;
    status: string;
  }>;
}

/** A refusal the provider will repeat (an invalid or unsubscribed number): not retried. */
export class PermanentSmsError extends Error {}

/** A messaging service SID (MG…) is sent as messagingServiceSid, a number as from. */
const senderOf = (sender: string) =>
  /^MG[0-9a-fA-F]{32}$/.test(sender) ? { messagingServiceSid: sender } : { from: sender };

export function twilioTransport(config: TwilioConfig): SmsTransport {
  const RequestClient = twilio.RequestClient;
  let httpClient: InstanceType<typeof RequestClient> | undefined;
  if (config.apiUrl) {
    const base = config.apiUrl.replace(/\/$/, '');
    // Every Twilio domain (api.twilio.com, messaging.twilio.com …) goes to the one stand-in.
    httpClient = new (class extends RequestClient {
      override request<T>(opts: TwilioRequestClient.RequestOptions<T>) {
        return super.request<T>({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, base) });
      }
    })();
  }
  const client = twilio(config.accountSid, config.authToken, {
    ...(httpClient ? { httpClient } : {}),
    autoRetry: false,
    timeout: 15_000,
  });
  return {
    async send({ to, from, body, statusCallback }) {
      try {
        const message = await client.messages.create({
          to,
          body,
          ...senderOf(from ?? config.from ?? config.messagingServiceSid!),
          ...(statusCallback ? { statusCallback } : {}),
        });
        return { sid: message.sid, status: message.status };
      } catch (e) {
        const error = e as Error & { status?: number; code?: number };
        // 4xx but 429 (too many requests): Twilio refuses the message itself (bad number, opted out).
        if (
          typeof error.status === 'number' &&
          error.status >= 400 &&
          error.status < 500 &&
          error.status !== 429
        )
          throw new PermanentSmsError(`${error.code ?? error.status}: ${error.message}`);
        throw error;
      }
    },
  };
}

/** Whether a request claiming to come from Twilio carries its signature over this URL and these fields. */
export function fromTwilio(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): boolean {
  if (!signature) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}
