import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

import { OPERATION_IDS } from './operation-ids';
import { scopeList, scopesOfRoute } from './token-scopes';

/**
 * The OpenAPI document served at /api/docs (JSON at /api/docs/json), the one sellers generate
 * clients from (docs/api.md). Register it before the routes: it collects them as they are added.
 *
 * Each route's schema gives its summary and tags; this plugin adds what can be derived so no route
 * can forget it: an operationId (unless the route names one), the security requirements read from
 * the route's guard and token scopes (plugins/token-scopes.ts, the table the auth plugin reads),
 * the `{ error }` answer of refused requests, and on guarded operations their 401 and 403 with
 * the WWW-Authenticate challenge.
 */
/**
 * What the document says a route reads when Fastify must not validate it: a multipart upload,
 * which the route reads as a stream, or a signed body the route checks byte for byte. Given as a
 * route's `config.openapi`, in JSON Schema; Fastify never sees it as a schema.
 */
export interface DocumentedRequest {
  /** The request body's schema, sent as each of `consumes`. */
  body?: Record<string, unknown>;
  consumes?: string[];
  /** Request headers the route reads (e.g. a signature), as an object schema. */
  headers?: Record<string, unknown>;
  /** Headers of some answers, by status (e.g. the session cookie of a sign-in). */
  answerHeaders?: Record<string, Record<string, unknown>>;
  /**
   * Headers of every answer the operation documents, refusals included (e.g. the CORS headers a
   * route sets in its onRequest hook). A header with `required: true` is on every such answer.
   */
  everyAnswerHeaders?: Record<string, Record<string, unknown>>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: DocumentedRequest;
  }
}

/** The one-file multipart body of the image uploads (modules/media: the field named "file"). */
export const MULTIPART_FILE: DocumentedRequest = {
  consumes: ['multipart/form-data'],
  body: {
    type: 'object',
    properties: {
      file: {
        type: 'string',
        format: 'binary',
        contentMediaType: 'application/octet-stream',
        description: 'The file, one per request',
      },
    },
    required: ['file'],
  },
};

/** A sign-in: the answer with `status` sets the session cookie (lib/session-tokens.ts). */
export const setsSessionCookie = (status: number): DocumentedRequest => ({
  answerHeaders: {
    [status]: {
      'Set-Cookie': {
        type: 'string',
        description: 'The session cookie cb_session (HttpOnly, SameSite=Lax, Path=/)',
      },
    },
  },
});

/** The document's tags, one per area of the API; every operation has one of them. */
export const TAGS = [
  { name: 'auth', description: 'Accounts: sign-up, sign-in, sessions, passwords' },
  { name: 'account', description: 'The signed-in user: personal access tokens, notices' },
  { name: 'users', description: 'Public profiles' },
  { name: 'home', description: 'The home page' },
  { name: 'projects', description: 'The catalogue, and the projects sellers publish' },
  { name: 'ai', description: 'AI search and writing help' },
  { name: 'tools', description: 'Free tools' },
  { name: 'media', description: 'Covers, screenshots and blog images' },
  { name: 'sandbox', description: 'Live demos in a sandboxed frame' },
  { name: 'reviews', description: "Buyers' reviews" },
  { name: 'licenses', description: 'Licenses: free claims' },
  { name: 'downloads', description: 'Code downloads' },
  { name: 'releases', description: "Projects' releases: versions, their files and notes" },
  { name: 'license-keys', description: "License keys for sellers' software" },
  { name: 'payments', description: 'Checkout, seller accounts, refunds, the Stripe webhook' },
  { name: 'cart', description: "The buyer's cart" },
  { name: 'discounts', description: 'Discount codes' },
  { name: 'bundles', description: "Sellers' bundles of projects at one price" },
  { name: 'orders', description: 'Checkouts of several projects in one payment, and orders' },
  { name: 'receipts', description: 'Receipts and billing details' },
  { name: 'refunds', description: 'Refund requests' },
  { name: 'balances', description: "Sellers' balances and sales" },
  { name: 'dashboard', description: "The signed-in user's dashboard" },
  { name: 'github', description: 'GitHub: connection, repositories, access of buyers' },
  { name: 'webhooks', description: 'Outgoing webhooks sellers subscribe to' },
  { name: 'reports', description: 'Reports of projects and users' },
  { name: 'blog', description: 'The blog' },
  { name: 'newsletter', description: 'The newsletter' },
  { name: 'legal', description: 'Legal pages' },
  { name: 'admin', description: 'Administration' },
  { name: 'health', description: 'Health of the server' },
];

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };
type OperationSchema = Record<string, unknown> & {
  hide?: boolean;
  operationId?: string;
  summary?: string;
  response?: Record<string, unknown>;
};

/** Every refusal answers this shape (the one error handler, docs/ARCHITECTURE.md). */
const ERROR_ANSWER = {
  description: 'The request was refused: the reason is in `error`.',
  type: 'object',
  properties: { error: { type: 'string' } },
  required: ['error'],
} as const;

const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'cb_session',
    description: 'The session cookie the web app uses after sign-in.',
  },
  sessionBearer: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token answered by POST /api/auth/login, as a Bearer token.',
  },
  personalToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token (`cbz_…`) from POST /api/account/tokens. It reaches only the ' +
      'operations that list it, with one of the scopes named there; elsewhere a guarded ' +
      'operation answers it 403 (`insufficient_scope`).',
  },
} as const;

/** `GET /api/projects/{id}/releases` → `getProjectsByIdReleases`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)|^\{(\w+)\}$/.exec(segment);
      const word = param ? `by-${param[1] ?? param[2]}` : segment;
      return word
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('');
    });
  return method.toLowerCase() + words.join('');
}

/** `/api/projects/:id` → `/api/projects/{id}`, as the document writes a path. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

const hooksOf = (route: RouteOptions): unknown[] =>
  [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);

const isGuarded = (app: FastifyInstance, route: RouteOptions) =>
  hooksOf(route).some((h) => h === app.requireUser || h === app.requireAdmin);

function securityOf(guarded: boolean, scopes: readonly string[]) {
  const requirements: Record<string, string[]>[] = [{ sessionCookie: [] }, { sessionBearer: [] }];
  // Any one scope opens the route: one alternative each (a list in one requirement would
  // mean all of them).
  for (const scope of scopes) requirements.push({ personalToken: [scope] });
  // Without a guard a session is optional: it changes the answer (a license, a price), and an
  // empty requirement says the operation also answers visitors.
  return guarded ? requirements : [{}, ...requirements];
}

type Answer = Record<string, unknown> & { description?: string; headers?: object };

const RETRY_AFTER = {
  'Retry-After': { type: 'integer', description: 'How many seconds to wait before trying again.' },
};
const ETAG = {
  ETag: {
    type: 'string',
    description:
      'The version of this answer: send it in If-None-Match to get a 304 when unchanged.',
  },
};

/** What an answer without a description of its own is, by the class of its status. */
const DESCRIPTIONS: Record<string, string> = {
  '3': 'A redirect: the address is in Location.',
  '4': 'The request was refused: the reason is in `error`.',
  '5': 'The service is unavailable: the reason is in `error`.',
};

const withHeaders = (answer: unknown, headers: object): Answer => {
  const a = answer as Answer;
  return { ...a, headers: { ...a.headers, ...headers } };
};

/**
 * What every operation's answers can be told from its route: the 429 of a rate-limited route
 * (plugins/rate-limit.ts, `config.rateLimit`) and the Retry-After of every 429; the ETag of
 * the cached reads that answer 304 (lib/public-answer.ts); and a description of the success
 * answers, which the route's summary gives when its schema has none.
 */
function answersOf(route: RouteOptions, schema: OperationSchema): Record<string, unknown> {
  const answers: Record<string, unknown> = { ...schema.response };
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit && !answers['429']) {
    answers['429'] = { ...ERROR_ANSWER, description: 'Too many requests: wait for Retry-After.' };
  }
  if (answers['429']) answers['429'] = withHeaders(answers['429'], RETRY_AFTER);
  const cached = '304' in answers;
  for (const [status, answer] of Object.entries(answers)) {
    const a = answer as Answer;
    const success = status.startsWith('2');
    const described = a.description
      ? a
      : { ...a, description: success ? (schema.summary ?? 'Done') : DESCRIPTIONS[status[0]!] };
    answers[status] = cached && success ? withHeaders(described, ETAG) : described;
  }
  if (cached) answers['304'] = withHeaders(answers['304'], ETAG);
  const documented = (route.config as { openapi?: DocumentedRequest } | undefined)?.openapi;
  for (const [status, headers] of Object.entries(documented?.answerHeaders ?? {})) {
    if (answers[status]) answers[status] = withHeaders(answers[status], headers);
  }
  return answers;
}

/** The operation's `everyAnswerHeaders` added to each of its answers. */
function withEveryAnswerHeaders(
  answers: Record<string, unknown>,
  headers: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!headers) return answers;
  return Object.fromEntries(
    Object.entries(answers).map(([status, answer]) => [status, withHeaders(answer, headers)]),
  );
}

type DocumentNode = Record<string, unknown>;

/**
 * @fastify/swagger copies a documented header's definition into the Header Object's `schema`;
 * OpenAPI keeps `required` on the Header Object itself, so it is moved there.
 */
function liftRequiredHeaders<T extends { paths?: object }>(document: T): T {
  for (const operations of Object.values((document.paths ?? {}) as Record<string, DocumentNode>)) {
    for (const operation of Object.values(operations as Record<string, DocumentNode>)) {
      const responses = (operation.responses ?? {}) as Record<string, DocumentNode>;
      for (const response of Object.values(responses)) {
        const headers = (response.headers ?? {}) as Record<string, DocumentNode>;
        for (const header of Object.values(headers)) {
          const schema = header.schema as DocumentNode | undefined;
          if (schema?.required !== true) continue;
          delete schema.required;
          header.required = true;
        }
      }
    }
  }
  return document;
}

const challenge = (description: string) => ({
  'WWW-Authenticate': { type: 'string', description },
});

/** What the guards answer a request without a user (plugins/auth.ts, RFC 6750 §3). */
function refusalsOf(scopes: readonly string[]) {
  const tokenRefusal = scopes.length
    ? `a personal access token without the scope ${scopeList(scopes)}: ` +
      `\`WWW-Authenticate: Bearer error="insufficient_scope", scope="${scopes.join(' ')}"\``
    : 'a personal access token, since this operation needs a signed-in session: ' +
      '`WWW-Authenticate: Bearer error="insufficient_scope"`';
  return {
    401: {
      ...ERROR_ANSWER,
      description:
        'No signed-in user: no credential (`WWW-Authenticate: Bearer`), or a Bearer token that ' +
        'is unknown, revoked or expired (`WWW-Authenticate: Bearer error="invalid_token"`).',
      headers: challenge('The authentication challenge (RFC 6750 §3).'),
    },
    403: {
      ...ERROR_ANSWER,
      description: `Refused to ${tokenRefusal}; or refused to this user (not theirs, not an admin).`,
      headers: challenge('Present when a Bearer token was refused (RFC 6750 §3.1).'),
    },
  };
}

/** What the app hands over that the routes cannot tell: the outgoing webhooks (modules/webhooks). */
export interface OpenApiOptions {
  /** The document's `webhooks` section (OpenAPI 3.1). */
  webhooks?: Record<string, unknown>;
  /** Schemas the webhooks refer to, added to `components.schemas`. */
  schemas?: Record<string, unknown>;
}

export default fp<OpenApiOptions>(
  async (app, options) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Codebazaar API',
          version: '1.0.0',
          description:
            'Every refused request answers `{ "error": "…" }` with a 4xx status. Signed-in ' +
            'answers are never cached (`Cache-Control: private, no-store`).',
        },
        // Relative: the API is on the server that serves this document.
        servers: [{ url: '/', description: 'This server' }],
        tags: TAGS,
        // The events sent to sellers' endpoints, with their bodies as named schemas.
        ...(options.webhooks && { webhooks: options.webhooks }),
        components: {
          securitySchemes: SECURITY_SCHEMES,
          // Plain JSON Schema objects, which the swagger typings take for OpenAPI's own.
          schemas: (options.schemas ?? {}) as Record<string, never>,
        },
      },
      transformObject: (input) =>
        liftRequiredHeaders('openapiObject' in input ? input.openapiObject : input.swaggerObject),
      transform: (input) => {
        const { route } = input as TransformInput;
        // A prefixed '/' route answers both `/api/x` and `/api/x/`: it is documented without
        // the slash.
        const url = input.url.length > 1 ? input.url.replace(/\/$/, '') : input.url;
        const out = jsonSchemaTransform({ ...input, url });
        const documented = (route.config as { openapi?: DocumentedRequest } | undefined)?.openapi;
        const schema = {
          ...(out.schema as OperationSchema),
          ...(documented?.body && { body: documented.body, consumes: documented.consumes }),
          ...(documented?.headers && { headers: documented.headers }),
        } as OperationSchema;
        if (schema.hide) return out;
        const method = [route.method].flat()[0]!;
        const guarded = isGuarded(app, route);
        const scopes = scopesOfRoute(method, url);
        return {
          url,
          schema: {
            ...schema,
            operationId:
              schema.operationId ??
              OPERATION_IDS[`${method} ${documentPath(url)}`] ??
              operationIdOf(method, url),
            security: securityOf(guarded, scopes),
            response: withEveryAnswerHeaders(
              {
                ...answersOf(route, schema),
                '4XX': ERROR_ANSWER,
                ...(guarded ? refusalsOf(scopes) : {}),
              },
              documented?.everyAnswerHeaders,
            ),
          },
        };
      },
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
