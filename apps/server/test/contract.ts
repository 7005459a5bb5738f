import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/**
 * The contract check of the API tests: every answer a test app sends from a documented route is
 * checked against the OpenAPI document the same app serves at /api/docs/json (docs/api.md: the
 * document sellers generate clients from). The status must be documented (exactly, as a range
 * such as `4XX`, or as `default`), its media type must be one the document lists for that status,
 * a JSON body must validate against that media type's schema, and every header the document marks
 * `required` on that answer must be sent with a value its schema accepts. Mismatches are
 * collected, and the helper's close() fails the test file that produced them, so the document and
 * the server cannot drift apart.
 */

type Schema = Record<string, unknown>;
interface DocHeader {
  required?: boolean;
  schema?: Schema;
}
interface DocResponse {
  content?: Record<string, { schema?: Schema }>;
  headers?: Record<string, DocHeader>;
}
interface DocOperation {
  responses?: Record<string, DocResponse>;
}
interface Document {
  paths: Record<string, Record<string, DocOperation>>;
}
type Validate = ((data: unknown) => boolean) & { errors?: unknown };

// The validator fastify itself is built on (its default ajv compiler, with ajv-formats). Unlike
// fastify's defaults, it must not coerce, fill in or remove anything: it judges the answer as sent.
const compile = AjvCompiler()(
  {},
  {
    customOptions: {
      coerceTypes: false,
      useDefaults: false,
      removeAdditional: false,
      allErrors: true,
      strict: false,
    },
  },
);

/**
 * Validates a value against one schema of the document (e.g. a webhook body in
 * `components.schemas`), with the same validator as the answers; the errors, or [] when it matches.
 */
export function schemaErrors(schema: Schema, value: unknown): unknown[] {
  const validate = compile({ schema } as Schema) as Validate;
  return validate(value) ? [] : ((validate.errors as unknown[] | undefined) ?? ['invalid']);
}

/** `/api/projects/:id/` → `/api/projects/{id}`: how the document names a route's path. */
export function documentPathOf(url: string): string {
  const path = url.length > 1 ? url.replace(/\/$/, '') : url;
  return path.replace(/:(\w+)/g, '{$1}');
}

function responseOf(op: DocOperation, status: number): DocResponse | undefined {
  const responses = op.responses ?? {};
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

const headerOf = (reply: FastifyReply, name: string) => {
  const value = reply.getHeader(name);
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
};

export interface ContractCheck {
  /** Give this to buildApp's onRoute: it adds the check to every route as it is registered. */
  onRoute(route: RouteOptions): void;
  /** One line per answer that did not match the document. */
  mismatches: string[];
}

export function createContractCheck(): ContractCheck {
  const mismatches: string[] = [];
  const validators = new WeakMap<Schema, Validate>();
  let document: Document | undefined;

  const validatorOf = (schema: Schema): Validate => {
    let validate = validators.get(schema);
    if (!validate) {
      // The compiler takes fastify's route definition; only its schema matters here.
      validate = compile({ schema } as Schema) as Validate;
      validators.set(schema, validate);
    }
    return validate;
  };

  /** The headers the document says this answer always carries, with the values it states. */
  function checkHeaders(where: string, reply: FastifyReply, response: DocResponse) {
    for (const [name, header] of Object.entries(response.headers ?? {})) {
      if (!header.required) continue;
      const value = headerOf(reply, name);
      if (value === undefined) {
        mismatches.push(`${where}: the header ${name} is missing`);
        continue;
      }
      if (!header.schema) continue;
      // Header values are text: a number is compared as one.
      const numeric = ['integer', 'number'].includes(header.schema.type as string);
      const validate = validatorOf(header.schema);
      if (!validate(numeric && value.trim() !== '' ? Number(value) : value)) {
        mismatches.push(`${where}: the header ${name} is ${JSON.stringify(value)}`);
      }
    }
  }

  function check(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const method = req.method.toLowerCase();
    // HEAD answers are the GET's without a body.
    if (method === 'head') return;
    // A 500 is a failure of the server, not an answer of the API (the error handler hides it).
    if (reply.statusCode === 500) return;
    const path = documentPathOf(req.routeOptions.url ?? '');
    const where = `${req.method} ${path} → ${reply.statusCode}`;
    document ??= (req.server as unknown as { swagger(): Document }).swagger();
    const op = document.paths[path]?.[method];
    if (!op) {
      mismatches.push(`${where}: the operation is not in the document`);
      return;
    }
    const response = responseOf(op, reply.statusCode);
    if (!response) {
      mismatches.push(`${where}: the status is not documented`);
      return;
    }
    checkHeaders(where, reply, response);
    const contentType = headerOf(reply, 'content-type');
    const empty = payload === undefined || payload === null || payload === '';
    if (!contentType || empty) {
      if (!empty && !contentType) mismatches.push(`${where}: a body without a content type`);
      return;
    }
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    const content = response.content ?? {};
    const entry = content[mediaType] ?? content[`${mediaType.split('/')[0]}/*`] ?? content['*/*'];
    if (!entry) {
      const listed = Object.keys(content).join(', ') || 'no content';
      mismatches.push(`${where}: answered ${mediaType}, the document lists ${listed}`);
      return;
    }
    // Only JSON is parsed and validated; a compressed or streamed body is not read here.
    if (!entry.schema || !/[/+]json$/.test(mediaType) || headerOf(reply, 'content-encoding')) {
      return;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
    let body: unknown;
    try {
      body = JSON.parse(payload.toString());
    } catch {
      mismatches.push(`${where}: the body is not JSON`);
      return;
    }
    const validate = validatorOf(entry.schema);
    if (!validate(body)) {
      mismatches.push(`${where}: the body does not match: ${JSON.stringify(validate.errors)}`);
    }
  }

  return {
    mismatches,
    onRoute(route) {
      if ((route.schema as { hide?: boolean } | undefined)?.hide) return;
      const hooks = [route.onSend ?? []].flat();
      route.onSend = [
        ...hooks,
        async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
          try {
            check(req, reply, payload);
          } catch (err) {
            mismatches.push(`${req.method} ${req.url}: the check failed: ${String(err)}`);
          }
          return payload;
        },
      ];
    },
  };
}
