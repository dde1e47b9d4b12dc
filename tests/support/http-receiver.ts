// A real local HTTP server that records what it is sent and answers as told: the receiving end of
// outgoing webhooks (and, with routes, a stand-in for a remote API) in tests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
  /** The status this request was answered with. */
  status: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Status to answer the next request with (then the default). */
  answers: number[];
  close(): Promise<void>;
}

export async function startReceiver(
  options: {
    defaultStatus?: number;
    delayMs?: number;
    handle?: (r: Received) => { status: number; body: string } | undefined;
  } = {},
): Promise<Receiver> {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: Received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
        status: 0,
      };
      const reply = () => {
        const custom = options.handle?.(entry);
        entry.status = custom?.status ?? answers.shift() ?? options.defaultStatus ?? 200;
        received.push(entry);
        res.writeHead(entry.status, { 'content-type': 'application/json' });
        res.end(custom?.body ?? '{}');
      };
      if (options.delayMs) setTimeout(reply, options.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
