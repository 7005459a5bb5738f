import os from 'node:os';

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

import { redactUrl } from './log-redaction';

/** What one answered request's log line says. */
export interface RequestLineFields {
  reqId: string;
  method: string;
  url: string;
  host: string | undefined;
  remoteAddress: string;
  remotePort: number | undefined;
  statusCode: number;
  /** Milliseconds. */
  responseTime: number;
  /** Answered by the front cache (plugins/front-cache.ts). */
  frontCache?: boolean;
}

/** Writes one request's log line. */
export type RequestLine = (fields: RequestLineFields) => void;

/**
 * The JSON line of an answered request, as pino writes the app's other lines (level, time, pid,
 * hostname, the request id, the request with its URL redacted, the status and the time taken),
 * written straight to the log stream: pino's serializers and redaction cost about 20 µs a line
 * under load, as much as a whole cached answer (bench/README.md), and this line holds no header
 * and no value to redact beyond the URL's.
 */
export function jsonRequestLine(lines: { write(line: string): unknown }): RequestLine {
  const base = { level: 30, pid: process.pid, hostname: os.hostname() };
  return (fields) => {
    const line = {
      ...base,
      time: Date.now(),
      reqId: fields.reqId,
      req: {
        method: fields.method,
        url: redactUrl(fields.url),
        host: fields.host,
        remoteAddress: fields.remoteAddress,
        remotePort: fields.remotePort,
      },
      res: { statusCode: fields.statusCode },
      responseTime: fields.responseTime,
      ...(fields.frontCache ? { frontCache: true } : {}),
      msg: 'request completed',
    };
    lines.write(`${JSON.stringify(line)}\n`);
  };
}

/**
 * One log line per request, when it ends: Fastify's default writes a second line as each request
 * comes in, and under load those lines cost as much as a cached public answer (bench/README.md).
 * In JSON, a completed request is written by `json` (null: info lines are off) and a failed one
 * through pino, with its error; on a developer's machine (`readable`) it is one short text line,
 * tokens redacted.
 */
export class OneLinePerRequest extends LogController {
  constructor(
    private readonly json: RequestLine | null,
    private readonly readable: boolean,
  ) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    req: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.readable) {
      const text = `${req.method} ${redactUrl(req.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
      if (error) reply.log.error({ err: error }, text);
      else reply.log.info(text);
    } else if (error) {
      reply.log.error(
        { req, res: reply, responseTime: reply.elapsedTime, err: error },
        'request errored',
      );
    } else {
      this.json?.({
        reqId: req.id,
        method: req.method,
        url: req.url,
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      });
    }
  }
}
