import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible server (POST /v1/chat/completions) for tests of the AI adapter
 * through the real `openai` SDK. Each request takes the next scripted answer (or the default).
 */
export type FakeAnswer =
  /** 200 with this value JSON-encoded as the message content. */
  | { kind: 'json'; body: unknown }
  /** 200 with this exact text as the message content (e.g. not JSON). */
  | { kind: 'text'; content: string }
  /** Waits this long before answering with `then` (longer than the client's time-out). */
  | { kind: 'slow'; delayMs: number; then?: FakeAnswer }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: 'error'; status: number; message?: string };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string };
  };
}

export interface FakeOpenAi {
  /** Base URL for the SDK, ending in /v1. */
  baseURL: string;
  requests: RecordedRequest[];
  /** Queues answers for the next requests, in order. */
  script(...answers: FakeAnswer[]): void;
  /** The answer used when nothing is queued. */
  setDefault(answer: FakeAnswer): void;
  close(): Promise<void>;
}

function completion(content: string, model: string) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [
      { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const queue: FakeAnswer[] = [];
  let fallback: FakeAnswer = { kind: 'error', status: 500, message: 'No answer scripted' };
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const respond = (res: http.ServerResponse, answer: FakeAnswer, model: string): void => {
    if (res.destroyed) return;
    switch (answer.kind) {
      case 'json':
      case 'text': {
        const content = answer.kind === 'json' ? JSON.stringify(answer.body) : answer.content;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(completion(content, model)));
        return;
      }
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          respond(res, answer.then ?? { kind: 'json', body: {} }, model);
        }, answer.delayMs);
        timers.add(timer);
        return;
      }
      case 'error':
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: answer.message ?? 'Server error', type: 'server_error', code: null },
          }),
        );
        return;
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      let body: RecordedRequest['body'];
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Bad JSON' } }));
        return;
      }
      requests.push({ path: req.url, authorization: req.headers.authorization, body });
      respond(res, queue.shift() ?? fallback, body.model);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...answers) => queue.push(...answers),
    setDefault: (answer) => {
      fallback = answer;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
