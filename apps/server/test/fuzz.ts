import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

/**
 * Input fuzzing harness: the route table of a built app, its OpenAPI schemas, and fast-check
 * arbitraries for hostile bodies, query strings and path ids.
 */

export interface RouteEntry {
  method: string;
  /** Fastify's path template, e.g. /api/projects/:id. */
  url: string;
  /** The OpenAPI operation of this route, when it is documented. */
  operation?: OpenApiOperation;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON Schema is untyped data here */
export type JsonSchema = Record<string, any>;

export interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const TREE_LINE = /^((?:│ {3}| {4})*)(?:[├└]── )(.*?)(?: \(([^)]*)\))?$/;

/**
 * Every method × path in the app's router, read from `printRoutes` (the tree shows each node's
 * path segment under its parent, so concatenating a line's ancestors gives the full path).
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const seen = new Set<string>();
  const routes: RouteEntry[] = [];
  const spec = app.swagger() as { paths?: Record<string, Record<string, OpenApiOperation>> };
  const operations = new Map<string, OpenApiOperation>();
  for (const [path, ops] of Object.entries(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(ops)) {
      operations.set(`${method.toUpperCase()} ${templateKey(path)}`, op);
    }
  }
  for (const line of tree.split('\n')) {
    const m = TREE_LINE.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    if (!m[3]) continue;
    // Two parameter names in one node (":slug|:id") are one position: keep the first name.
    const url = stack.join('').replace(/:(\w+)(\|:\w+)+/g, ':$1');
    for (const method of m[3].split(',').map((s) => s.trim())) {
      const key = `${method} ${templateKey(url)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({ method, url, operation: operations.get(key) });
    }
  }
  return routes;
}

/** A path template with its trailing slash dropped and every parameter name erased. */
export function templateKey(path: string): string {
  return (
    path
      .replace(/\{[^}]+\}/g, ':')
      .replace(/:\w+/g, ':')
      .replace(/\/+$/, '') || '/'
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Hostile values                                                                             */
/* ------------------------------------------------------------------------------------------ */

/** A long string that prints as `Long(n)` in fast-check's counterexamples, not as n characters. */
export class Long {
  constructor(
    readonly length: number,
    readonly char = 'x',
  ) {}
  toJSON(): string {
    return this.char.repeat(this.length);
  }
  toString(): string {
    return this.toJSON();
  }
  [fc.toStringMethod](): string {
    return `Long(${this.length}, ${JSON.stringify(this.char)})`;
  }
}

/**
 * Arrays nested `depth` deep, printed as `Deep(n)`. JSON.stringify cannot recurse that far, so it
 * writes a marker that `bodyText` swaps for the nested brackets.
 */
export class Deep {
  constructor(readonly depth: number) {}
  toJSON(): string {
    return `\u0001deep:${this.depth}\u0001`;
  }
  [fc.toStringMethod](): string {
    return `Deep(${this.depth})`;
  }
}

const DEEP_MARKER = /"\\u0001deep:(\d+)\\u0001"/g;

/** JSON text of a fuzz value, with every Deep marker expanded. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(
    DEEP_MARKER,
    (_m, n: string) => `${'['.repeat(Number(n))}${']'.repeat(Number(n))}`,
  );
}

const HOSTILE_STRINGS = [
  '',
  ' ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '-0',
  '0x1F',
  '9007199254740993',
  '2147483648',
  '-2147483649',
  '1.5',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '"; select pg_sleep(0); --',
  '\\',
  '%',
  '%00',
  '%zz',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0000\uffff',
  '𝕳𝖊𝖑𝖑𝖔 🧨',
  'e\u0301\u0301\u0301',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '../../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  '{00000000-0000-0000-0000-000000000000}',
  'https://evil.example/',
  'http://127.0.0.1:1/',
  'a@b',
];

export const hostileString: fc.Arbitrary<string | Long> = fc.oneof(
  { arbitrary: fc.constantFrom<string | Long>(...HOSTILE_STRINGS, new Long(257)), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(1_000, 10_001, 100_000), fc.constantFrom('x', 'é', '\u0000', '🧨'))
      .map(([n, c]) => new Long(n, c)),
    weight: 1,
  },
);

const hostileNumber = fc.constantFrom(
  0,
  -0,
  -1,
  0.5,
  -1.5,
  1e-320,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
);

/** Any JSON value a client could send in place of another: wrong types, extremes, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 4 },
  { arbitrary: hostileNumber, weight: 2 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}), weight: 2 },
  { arbitrary: fc.constantFrom(new Deep(64), new Deep(5_000)), weight: 1 },
  { arbitrary: fc.array(hostileString, { maxLength: 3 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/* ------------------------------------------------------------------------------------------ */
/* Values shaped by a JSON Schema, with hostile values mixed in                               */
/* ------------------------------------------------------------------------------------------ */

export interface SchemaContext {
  /** Ids of real rows: uuid-shaped values are picked from these half of the time. */
  realIds: string[];
}

/**
 * A value for `schema`: either well-formed all the way down (yet full of values that are valid
 * for the schema and hard on the database: NUL bytes, lone surrogates, maximum lengths and
 * extreme numbers), or with hostile values at any depth.
 */
export function fromSchema(schema: JsonSchema, ctx: SchemaContext): fc.Arbitrary<unknown> {
  return fc.oneof(
    ...(['tame', 'edge', 'hostile'] as const).map((mode) => shapedFromSchema(schema, ctx, 0, mode)),
  );
}

/**
 * tame: ordinary values from small pools, so requests succeed and collide (taken names, used
 * slugs); edge: valid but extreme values; hostile: anything at any depth.
 */
type Mode = 'tame' | 'edge' | 'hostile';

function shapedFromSchema(
  schema: JsonSchema,
  ctx: SchemaContext,
  depth: number,
  mode: Mode,
  key = '',
): fc.Arbitrary<unknown> {
  const valid = validFromSchema(schema, ctx, depth, mode, key);
  return mode === 'hostile'
    ? fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: hostileValue, weight: 1 })
    : valid;
}

/** A value the schema accepts (in hostile mode, its children may not be). */
export function validFromSchema(
  schema: JsonSchema,
  ctx: SchemaContext,
  depth = 0,
  mode: Mode = 'edge',
  key = '',
): fc.Arbitrary<unknown> {
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) {
    return fc.oneof(...alternatives.map((s) => validFromSchema(s, ctx, depth, mode, key)));
  }
  const withNull = (arb: fc.Arbitrary<unknown>) =>
    schema.nullable ? fc.oneof(arb, fc.constant(null)) : arb;
  if (Array.isArray(schema.enum) && schema.enum.length) {
    return withNull(fc.constantFrom(...(schema.enum as unknown[])));
  }
  if ('const' in schema) return fc.constant(schema.const);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, sub] of Object.entries(properties)) {
        model[name] = shapedFromSchema(sub, ctx, depth + 1, mode, name);
      }
      const required = ((schema.required ?? []) as string[]).filter((k) => k in model);
      return withNull(fc.record(model, { requiredKeys: required }));
    }
    case 'array': {
      const items = (schema.items ?? {}) as JsonSchema;
      const maxLength = Math.min(schema.maxItems ?? 4, 4);
      return withNull(
        fc.array(depth > 4 ? fc.constant('') : shapedFromSchema(items, ctx, depth + 1, mode, key), {
          minLength: Math.min(schema.minItems ?? 0, maxLength),
          maxLength,
        }),
      );
    }
    case 'string':
      return withNull(
        mode === 'tame' ? tameString(schema, ctx, key) : stringFromSchema(schema, ctx, key),
      );
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -Number.MAX_VALUE, -Number.MAX_VALUE);
      const max = Math.min(schema.maximum ?? Number.MAX_VALUE, Number.MAX_VALUE);
      const imin = Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER));
      const imax = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER));
      const edges = [min, max, imin, imax, 0, -0, 1, -1, 2 ** 31, -(2 ** 31) - 1, 1e15, 1e308]
        .filter((n) => n >= min && n <= max)
        .filter((n) => type === 'number' || Number.isInteger(n));
      const small = fc.integer({ min: Math.max(imin, -1e6), max: Math.min(imax, 1e6) });
      if (mode === 'tame') {
        return withNull(
          fc.integer({ min: Math.max(imin, 0), max: Math.max(Math.min(imax, 100), imin) }),
        );
      }
      const arbitraries: fc.Arbitrary<number>[] = [small];
      if (edges.length) arbitraries.push(fc.constantFrom(...edges));
      if (type === 'number') {
        arbitraries.push(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
      }
      return withNull(fc.oneof(...arbitraries));
    }
    case 'boolean':
      return withNull(fc.boolean());
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Ordinary values, guessed from the field's name when its schema says little. */
function tameString(schema: JsonSchema, ctx: SchemaContext, key: string): fc.Arbitrary<string> {
  const minLength: number = schema.minLength ?? 0;
  const maxLength: number = schema.maxLength ?? 100;
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength;
  if (schema.format === 'uuid' || /id$/i.test(key)) {
    return ctx.realIds.length ? fc.constantFrom(...ctx.realIds) : fc.uuid();
  }
  if (schema.format === 'uri' || /url$/i.test(key)) {
    return fc.constantFrom(
      'https://github.com/alpha/beta',
      'https://github.com/fuzzusergh/tool',
      'https://example.com/demo',
    );
  }
  if (/email/i.test(key)) {
    return fc.constantFrom('alpha@example.com', 'fuzzuser@example.com', 'Beta@Example.com');
  }
  if (/password/i.test(key)) return fc.constantFrom('correct horse battery', 'a new long phrase');
  if (typeof schema.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
    } catch {
      // fall through
    }
  }
  const pool = ['alpha', 'Alpha', 'beta', 'fuzzuser', 'bystander', 'fuzz-post', 'react', 'a b c']
    .map((s) => (s.length < minLength ? s.padEnd(minLength, 'x') : s))
    .filter(fits);
  return pool.length
    ? fc.constantFrom(...pool)
    : fc.string({ minLength, maxLength: Math.min(maxLength, 20) });
}

function stringFromSchema(
  schema: JsonSchema,
  ctx: SchemaContext,
  key: string,
): fc.Arbitrary<string | Long> {
  const minLength: number = schema.minLength ?? 0;
  const maxLength: number = schema.maxLength ?? 100_000;
  const fits = (s: string | Long) =>
    s.length >= minLength && s.length <= maxLength && (!pattern || pattern.test(String(s)));
  let pattern: RegExp | null = null;
  if (schema.format === 'uuid') {
    const ids = [...ctx.realIds.filter((id) => /^[0-9a-f-]{36}$/.test(id))];
    return fc.oneof(
      ids.length ? fc.constantFrom(...ids) : fc.uuid(),
      fc.uuid(),
      fc.constantFrom(
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
      ),
    );
  }
  if (schema.format === 'uri' || /url$/i.test(key)) {
    return fc
      .oneof(
        fc.webUrl(),
        fc.constantFrom(
          'javascript:alert(1)',
          'http://127.0.0.1:1/',
          'https://github.com/a/b',
          'http://[::1]/x',
          `https://example.com/${'a'.repeat(Math.max(0, Math.min(maxLength, 3000) - 20))}`,
        ),
      )
      .filter(fits);
  }
  if (typeof schema.pattern === 'string') {
    try {
      pattern = new RegExp(schema.pattern);
      return fc.stringMatching(pattern).filter(fits);
    } catch {
      pattern = null; // A pattern fast-check cannot generate from: plain strings below.
    }
  }
  const upTo = Math.max(minLength, Math.min(maxLength, 40));
  // NUL is refused at the door (plugins/input-guard.ts): hostile mode still sends it.
  const edges = [
    ...HOSTILE_STRINGS.filter((s) => !s.includes('\u0000')),
    new Long(Math.min(maxLength, 100_000)),
    new Long(Math.max(minLength, Math.floor(Math.min(maxLength, 100_000) / 2)), '🧨'),
    new Long(Math.min(maxLength, 100_000), 'é'),
  ].filter(fits);
  const arbitraries: fc.Arbitrary<string | Long>[] = [
    fc.string({ minLength, maxLength: upTo }),
    fc.string({ unit: 'binary', minLength, maxLength: upTo }).map((s) => s.replace(/\0/g, '')),
    fc.emailAddress().filter(fits),
  ];
  if (edges.length) arbitraries.push(fc.constantFrom(...edges));
  return fc.oneof(...arbitraries);
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/* ------------------------------------------------------------------------------------------ */
/* Whole requests                                                                             */
/* ------------------------------------------------------------------------------------------ */

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; pollute: boolean }
  | { kind: 'raw'; contentType: string | null; text: string | Long };

export interface FuzzRequest {
  /** One value per path parameter, already URL-encoded (or deliberately malformed). */
  params: (string | Long)[];
  /** Query pairs, keys and values already URL-encoded (or deliberately malformed). */
  query: [string, string][];
  body: FuzzBody;
}

const RAW_BODIES: { contentType: string | null; text: string | Long }[] = [
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: '{' },
  { contentType: 'application/json', text: '{"a":' },
  { contentType: 'application/json', text: 'nul' },
  { contentType: 'application/json', text: '[1,2' },
  { contentType: 'application/json', text: '\u0000' },
  { contentType: 'application/json', text: '"just a string"' },
  { contentType: 'application/json', text: '12345678901234567890e999' },
  { contentType: 'application/json', text: 'null' },
  { contentType: 'application/json', text: '[]' },
  { contentType: 'application/json', text: '{"__proto__":{"role":"admin","isAdmin":true}}' },
  { contentType: 'application/json', text: '{"constructor":{"prototype":{"polluted":"yes"}}}' },
  { contentType: 'application/json', text: '{"a":1,"a":2}' },
  { contentType: 'application/json', text: `${'['.repeat(10_000)}${']'.repeat(10_000)}` },
  { contentType: 'application/json', text: new Long(1_100_000, 'x') },
  { contentType: 'application/json; charset=utf-16', text: '{}' },
  { contentType: 'application/json; charset=latin1', text: '{}' },
  { contentType: 'text/plain', text: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=2' },
  { contentType: 'multipart/form-data; boundary=x', text: '--x\r\n\r\n--x--' },
  { contentType: 'application/xml', text: '<a/>' },
  { contentType: null, text: '{"a":1}' },
  { contentType: '', text: '{}' },
  { contentType: 'application/json', text: '\ufeff{}' },
];

/** Percent-encodes the UTF-8 bytes of a value (lone surrogates become U+FFFD, as in a browser). */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const encode = (value: string | Long) => percentEncode(String(value));

/** A value for a path segment: real ids, random UUIDs and every kind of malformed id. */
export function pathValue(realIds: string[]): fc.Arbitrary<string | Long> {
  const raw = fc.constantFrom<string | Long>(
    '%',
    '%zz',
    '%00',
    '%2e%2e',
    '%2F..%2F',
    '%C0%AF',
    '%E0%A4%A',
    '%FF%FE',
    '..',
    '.',
    new Long(5_000, 'a'),
    percentEncode(' OR 1=1--'),
    'null',
    'undefined',
    '0',
    '-1',
    '1e309',
    'NaN',
  );
  return fc.oneof(
    { arbitrary: realIds.length ? fc.constantFrom(...realIds) : fc.uuid(), weight: 3 },
    { arbitrary: fc.uuid().map((u) => u.toUpperCase()), weight: 1 },
    { arbitrary: hostileString.map(encode), weight: 3 },
    { arbitrary: raw, weight: 2 },
  );
}

export function queryPairs(
  operation: OpenApiOperation | undefined,
  ctx: SchemaContext,
): fc.Arbitrary<[string, string][]> {
  const params = (operation?.parameters ?? []).filter((p) => p.in === 'query');
  const known = params.map((p) =>
    fc.tuple(
      fc.constant(percentEncode(p.name)),
      fc.oneof(
        {
          arbitrary: fc
            .oneof(
              validFromSchema(p.schema ?? {}, ctx, 0, 'tame', p.name),
              validFromSchema(p.schema ?? {}, ctx, 0, 'edge', p.name),
            )
            .map(stringifyQuery),
          weight: 3,
        },
        { arbitrary: hostileString.map(encode), weight: 2 },
        { arbitrary: fc.constantFrom('%', '%zz', '%00', 'a%00b', '%C0%AF', ''), weight: 1 },
      ),
    ),
  );
  const stray = fc.tuple(
    fc.oneof(
      fc.constantFrom('__proto__', 'constructor', 'a[]', 'page[0]', 'a[b]', '', '%', 'x%00'),
      fc.string({ maxLength: 8 }).map(percentEncode),
    ),
    hostileString.map(encode),
  );
  const pair = known.length ? fc.oneof({ arbitrary: fc.oneof(...known), weight: 4 }, stray) : stray;
  return fc.array(pair, { maxLength: 6 });
}

function stringifyQuery(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Long) return percentEncode(String(value));
  return percentEncode(typeof value === 'string' ? value : JSON.stringify(value));
}

export function requestBody(
  method: string,
  operation: OpenApiOperation | undefined,
  ctx: SchemaContext,
): fc.Arbitrary<FuzzBody> {
  const schema = operation?.requestBody?.content?.['application/json']?.schema;
  const shaped: fc.Arbitrary<unknown> = schema
    ? fromSchema(schema, ctx)
    : fc.oneof(fc.constant({}), fc.dictionary(hostileString.map(String), hostileValue));
  const json = fc.record({
    kind: fc.constant('json' as const),
    value: fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: hostileValue, weight: 1 }),
    // One body in eight carries __proto__ / constructor keys.
    pollute: fc.nat(7).map((n) => n === 0),
  });
  const raw = fc.constantFrom(...RAW_BODIES).map((b) => ({ kind: 'raw' as const, ...b }));
  const none = fc.constant({ kind: 'none' as const });
  if (method === 'GET' || method === 'DELETE') {
    return fc.oneof(
      { arbitrary: none, weight: 6 },
      { arbitrary: json, weight: 1 },
      { arbitrary: raw, weight: 1 },
    );
  }
  return fc.oneof(
    { arbitrary: json, weight: 8 },
    { arbitrary: raw, weight: 1 },
    { arbitrary: none, weight: 1 },
  );
}

/** The JSON text of a body, with `__proto__` / `constructor` keys spliced in when asked. */
export function bodyText(body: Extract<FuzzBody, { kind: 'json' }>): string {
  const text = toJsonText(body.value);
  if (!body.pollute || !text.startsWith('{')) return text;
  const poison = '"__proto__":{"role":"admin"},"constructor":{"prototype":{"polluted":true}}';
  return text === '{}' ? `{${poison}}` : `{${poison},${text.slice(1)}`;
}
