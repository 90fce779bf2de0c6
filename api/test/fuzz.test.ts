/**
 * Property-based fuzzing of both façades: generated bad input (NUL bytes, lone surrogates,
 * objects where text is expected, prototype keys, deep nesting, wrong types, truncated JSON)
 * to every REST route the app registers and every GraphQL query and mutation of its schema,
 * anonymous and signed in. Any 5xx, any error answer that is not JSON, or any stack trace or
 * driver text in a body fails the run. FUZZ_RUNS raises the number of cases per target.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import {
  getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isObjectType, isScalarType,
  type GraphQLArgument, type GraphQLField, type GraphQLInputType,
} from 'graphql';
import type { Express, Router } from 'express';
import { createSchema } from '../src/graphql/schema';
import { startTestApp, type TestApp } from './app';
import { startFakeStripe, type FakeStripe } from './fake-stripe.cjs';
import { signedInCookie } from './session';
import { hashPassword } from '../src/modules/users/passwords';
import { PASSWORD } from './users';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const LEAKS = /\n\s+at |node_modules|QueryFailedError|TypeORMError|duplicate key|violates|syntax error at|<pre>|ECONNREFUSED/;

interface Outcome { target: string; status: number; contentType: string; body: string }
const seen = { requests: 0, byStatus: {} as Record<string, number> };

function check({ target, status, contentType, body }: Outcome): void {
  seen.requests += 1;
  seen.byStatus[status] = (seen.byStatus[status] ?? 0) + 1;
  const problem = status >= 500 ? `answered ${status}`
    : status >= 400 && !contentType.includes('application/json') ? `answered ${status} as ${contentType}`
      : LEAKS.test(body) ? 'leaked internals' : undefined;
  if (problem) throw new Error(`${target.slice(0, 200)} ${problem}: ${body.slice(0, 300)}`);
}

// ---- generated values ----------------------------------------------------------------------
const nasty = fc.constantFrom(
  '\u0000', 'a\u0000b@example.com', '\ud800@example.com', '\udfff', 'x'.repeat(10_000), '', ' ', '%00', '../../etc/passwd',
  "' OR 1=1 --", '${7*7}', '<script>alert(1)</script>', '2024-02-30', '9999-12-31', '-1', 'NaN', 'true', 'null',
  '00000000-0000-0000-0000-000000000000', 'ℌ𝔢𝔩𝔩𝔬 👋', '\u202e', 'cs_test_123', 'a@b', 'Career', 'NOT_STARTED',
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), fc.uuid());
const oneOfText = () => fc.oneof(text, fc.uuid());
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(2 ** 53 + 1));
const deep = (depth: number, wrap: 'array' | 'object') =>
  fc.constant(Array.from({ length: depth }).reduce<unknown>((inner) => (wrap === 'array' ? [inner] : { a: inner }), 1));
/** A record as the façade answers it (a habit link with its item and history), posted back in a list. */
const answeredRecord = fc.record({
  _id: oneOfText(), habit: fc.record({ _id: oneOfText(), text, user: fc.oneof(fc.constant(null), text) }),
  completionHistory: fc.array(fc.record({ date: text, completed: fc.boolean() }), { maxLength: 3 }),
  goals: fc.array(fc.oneof(text, fc.dictionary(fc.string({ maxLength: 4 }), scalar, { maxKeys: 2 })), { maxLength: 2 }),
}, { requiredKeys: [] });
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.array(fc.record({ _id: text }), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(answeredRecord, fc.record({ _id: fc.uuid(), nested: deep(40, 'object') })), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.oneof(deep(60, 'array'), deep(60, 'object'), fc.constant({ constructor: {} })) },
);
const FIELDS = [
  'email', 'password', 'username', 'hash', 'token', 'text', 'user', 'goal', 'habit', 'status', 'complete', 'completedDate',
  'id', 'workDay', 'completed', 'tasks', 'habits', 'focusAreas', 'challenges', 'category', 'goalText', 'locale', 'userId',
  'sessionId', 'headline', 'description', 'googleToken', 'goalsLevel', 'kind', 'constructor', '__proto__',
];
/** A JSON text: mostly an object of known field names, sometimes something that is not JSON at all. */
const rawBody = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 5 }).map((fields) => JSON.stringify(fields)) },
  { weight: 1, arbitrary: fc.constantFrom('{"query":', '[' .repeat(5000) + ']'.repeat(5000), '{"email":{"constructor":{}}}',
    '{"__proto__":{"admin":true}}', 'null', '"text"', '12', '{"a":"\\ud800"}', '{"a":"\\u0000"}') },
);
/** A path parameter: the caller's own id ('own'), another id, or junk. */
const percentEncoded = (s: string) => [...Buffer.from(s)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const pathParam = fc.oneof(fc.constant('own'), fc.uuid(), text.map(percentEncoded), fc.constant('%E0%A4%A'), fc.constant('%00'));

// ---- REST ----------------------------------------------------------------------------------
interface RestRoute { method: string; path: string }

/** Every route the API router registers, found by walking express's own stack. */
function restRoutes(app: Express): RestRoute[] {
  const found: RestRoute[] = [];
  const walk = (router: Router) => {
    for (const layer of (router as unknown as { stack: Array<{ route?: { path: string; methods: Record<string, boolean> }; handle: unknown }> }).stack) {
      if (layer.route) {
        for (const method of Object.keys(layer.route.methods)) found.push({ method: method.toUpperCase(), path: `/api${layer.route.path}` });
      } else if ((layer.handle as { stack?: unknown }).stack) {
        walk(layer.handle as Router);
      }
    }
  };
  walk((app as unknown as { router: Router }).router);
  return found;
}

async function send(app: TestApp, method: string, url: string, body: string | undefined, cookie: string, contentType = 'application/json'): Promise<Outcome> {
  const response = await fetch(`${app.url}${url}`, {
    method,
    headers: { 'content-type': contentType, 'apollo-require-preflight': 'true', ...(cookie ? { cookie } : {}) },
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
  return { target: `${method} ${url}`, status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
}

// ---- GraphQL -------------------------------------------------------------------------------
/** A value of the argument's type most of the time (to reach the resolver), anything otherwise. */
function forType(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return forType(type.ofType, depth);
  if (isListType(type)) return fc.array(forType(type.ofType, depth + 1), { maxLength: depth ? 2 : 4 });
  let typed: fc.Arbitrary<unknown>;
  if (isEnumType(type)) typed = fc.constantFrom(...type.getValues().map((v) => v.name));
  else if (isInputObjectType(type)) {
    typed = depth > 3 ? fc.constant({}) : fc.record(Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, forType(field.type, depth + 1)])), { requiredKeys: [] });
  } else if (isScalarType(type) && ['Int', 'Float'].includes(type.name)) typed = fc.oneof(fc.integer(), fc.integer({ min: -2, max: 50 }));
  else if (isScalarType(type) && type.name === 'Boolean') typed = fc.boolean();
  else typed = text;
  return fc.oneof({ weight: 4, arbitrary: typed }, { weight: 1, arbitrary: value });
}

/** The operation, every argument a variable `$a<i>` but the `literals`, written into the document. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, literals: Record<string, string> = {}): string {
  const args = field.args as readonly GraphQLArgument[];
  const declared = args.flatMap((arg, i) => (arg.name in literals ? [] : [`$a${i}: ${arg.type.toString()}`])).join(', ');
  const passed = args.map((arg, i) => `${arg.name}: ${arg.name in literals ? literals[arg.name] : `$a${i}`}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} Fuzz${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

// Thousands of requests: minutes, not the default seconds.
jest.setTimeout(10 * 60 * 1000);

describe('fuzzing every REST route and GraphQL operation', () => {
  let app: TestApp;
  let stripe: FakeStripe;
  let passwordHash: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    app = await startTestApp({
      RATE_LIMIT_SCALE: '1000', STRIPE_SECRET_KEY: 'sk_test_fuzz', STRIPE_WEBHOOK_SECRET: 'whsec_fuzz',
      STRIPE_PRICE_ID: 'price_fuzz', STRIPE_API_URL: stripe.url,
    });
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => {
    await app.stop();
    await stripe.close();
    const dir = path.join(__dirname, '..', '..', 'test-results');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'fuzz-summary.json'), `${JSON.stringify(seen, null, 2)}\n`);
  });

  /**
   * A visitor, or a fresh signed-in member for each case: a fuzzed logout, password change or
   * account deletion must not change who the other cases are.
   */
  const identity = fc.constantFrom('visitor', 'member');
  const caller = async (who: string): Promise<{ id: string; cookie: string }> => {
    if (who === 'visitor') return { id: '00000000-0000-4000-8000-000000000000', cookie: '' };
    const [{ id }] = await app.db.dataSource.query(
      `INSERT INTO users (username, email, password_hash, focus_areas, challenges, activated_at)
       VALUES ('Fuzz', gen_random_uuid() || '@example.com', $1, '{Career}', '{"No Time"}', now()) RETURNING id`, [passwordHash]);
    return { id, cookie: await signedInCookie(app, id) };
  };

  it('finds the routes and operations it fuzzes', async () => {
    const routes = restRoutes(app.app);
    expect(routes.length).toBeGreaterThanOrEqual(40);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/auth/login' });
    const schema = await createSchema();
    expect(Object.keys(schema.getMutationType()!.getFields())).toContain('createTask');
  });

  it('answers every REST route with a JSON 2xx/4xx, never a 5xx or a stack trace', async () => {
    for (const route of restRoutes(app.app)) {
      await fc.assert(fc.asyncProperty(identity, rawBody, pathParam, fc.boolean(), async (who, body, param, asJson) => {
        const { id, cookie } = await caller(who);
        const url = route.path.replace(/:[A-Za-z]+/g, param === 'own' ? id : param);
        check(await send(app, route.method, url, body, cookie, asJson ? 'application/json' : 'text/plain'));
      }), { numRuns: RUNS * 2 });
    }
  });

  it('answers every GraphQL query and mutation without INTERNAL_SERVER_ERROR, anonymous and signed in', async () => {
    const schema = await createSchema();
    const operations = (['query', 'mutation'] as const).flatMap((kind) => {
      const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
      return Object.values(root.getFields()).map((field) => ({ kind, field }));
    });
    expect(operations.length).toBeGreaterThanOrEqual(40);
    for (const { kind, field } of operations) {
      const query = operationFor(kind, field);
      const variables = fc.tuple(...field.args.map((arg) => forType(arg.type)));
      await fc.assert(fc.asyncProperty(identity, variables, async (who, values) => {
        const body = JSON.stringify({ query, variables: Object.fromEntries(values.map((v, i) => [`a${i}`, v])) });
        const outcome = await send(app, 'POST', '/graphql', body, (await caller(who)).cookie);
        check(outcome);
        const codes = ((JSON.parse(outcome.body) as { errors?: Array<{ extensions?: { code?: string } }> }).errors ?? [])
          .map((error) => error.extensions?.code);
        if (codes.includes('INTERNAL_SERVER_ERROR')) throw new Error(`${field.name} answered INTERNAL_SERVER_ERROR: ${outcome.body.slice(0, 300)}`);
      }), { numRuns: RUNS });
    }
  });

  it('refuses a NUL in any text argument of any GraphQL operation as bad input, written in the document', async () => {
    const schema = await createSchema();
    const targets = (['query', 'mutation'] as const).flatMap((kind) => {
      const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
      return Object.values(root.getFields()).flatMap((field) => field.args
        .filter((arg) => ['String', 'ID'].includes(getNamedType(arg.type).name) && !isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type))
        .map((arg) => ({ kind, field, arg })));
    });
    expect(targets.length).toBeGreaterThanOrEqual(20);
    const withNul = fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })).map(([before, after]) => `${before}\u0000${after}`);
    for (const { kind, field, arg } of targets) {
      // JSON's escapes are GraphQL's: the NUL reaches the server as \u0000 inside the document.
      const variables = fc.tuple(...field.args.map((other) => forType(other.type)));
      await fc.assert(fc.asyncProperty(withNul, variables, async (nul, values) => {
        const query = operationFor(kind, field, { [arg.name]: JSON.stringify(nul) });
        const body = JSON.stringify({ query, variables: Object.fromEntries(values.flatMap((v, i) => (field.args[i] === arg ? [] : [[`a${i}`, v]]))) });
        const outcome = await send(app, 'POST', '/graphql', body, (await caller('member')).cookie);
        check(outcome);
        const answer = JSON.parse(outcome.body) as { data?: Record<string, unknown> | null; errors?: Array<{ extensions?: { code?: string } }> };
        const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
        if (!codes.length || answer.data?.[field.name] != null) throw new Error(`${field.name}(${arg.name}) took a NUL: ${outcome.body.slice(0, 300)}`);
        if (codes.includes('INTERNAL_SERVER_ERROR')) throw new Error(`${field.name}(${arg.name}) answered INTERNAL_SERVER_ERROR: ${outcome.body.slice(0, 300)}`);
      }), { numRuns: Math.max(2, Math.ceil(RUNS / 4)) });
    }
  });

  it('refuses malformed GraphQL requests in JSON', async () => {
    const bodies = fc.oneof(rawBody, fc.record({
      query: fc.oneof(text, fc.constant('{ me { id } }')),
      variables: fc.oneof(value, fc.constant({ ids: Array.from({ length: 10_000 }, () => ({ a: 1 })) })),
      extensions: fc.oneof(value, fc.record({ persistedQuery: fc.record({ version: scalar, sha256Hash: value }) })),
    }).map((request) => JSON.stringify(request)));
    await fc.assert(fc.asyncProperty(bodies, async (body) => {
      check(await send(app, 'POST', '/graphql', body, ''));
    }), { numRuns: RUNS * 10 });
  });
});
