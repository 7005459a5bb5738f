import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string's parameters (the handler key ignores them). */
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
}
type Handler = (call: RecordedCall) => Reply | Promise<Reply>;

/**
 * Replaces global fetch with a router of "METHOD /api/path" handlers (query string ignored).
 * Unmatched requests answer 404 { error: 'Not found' }. Returns the recorded calls.
 */
export function mockFetch(handlers: Record<string, Reply | Handler> = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const entry = handlers[`${method} ${url.pathname}`];
    let reply: Reply = { status: 404, body: { error: 'Not found' } };
    if (typeof entry === 'function') reply = await entry(call);
    else if (entry) reply = entry;
    const status = reply.status ?? 200;
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A handler whose reply never comes (to observe loading states). */
export const pending = () => new Promise<never>(() => {});
