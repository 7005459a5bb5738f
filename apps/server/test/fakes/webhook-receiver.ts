import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the receiver answers one request. */
export type Answer =
  | { status: number; body?: string; headers?: Record<string, string> }
  /** Never answers (the sender's time-out must end the attempt). */
  | 'hang';

export interface ReceivedWebhook {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A local HTTP server standing in for a seller's webhook endpoint: it records every request and
 * answers from a script (then 200 once the script is used up).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const script: Answer[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const answer = script.shift() ?? { status: 200, body: 'ok' };
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer.status, answer.headers ?? { 'content-type': 'text/plain' });
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    /** The next answers, in order. */
    answer(...answers: Answer[]) {
      script.push(...answers);
    },
    reset() {
      received.length = 0;
      script.length = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
