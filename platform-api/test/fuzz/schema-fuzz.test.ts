// Schema-driven fuzzing (Schemathesis is the model; docs/api.md#text-input): walks the endpoint
// table and, per endpoint (as each role allowed to call it, in turn), sends requests generated from the
// endpoint's own schemas to the seeded application — valid ones (json-schema-faker, with seed rows'
// ids mixed in so calls reach their handlers) and mutated ones (wrong types, NUL, lone surrogates,
// huge strings and numbers, extra and missing fields, deep nesting, bodies that are not JSON).
// Every answer must be below 500, hold no stack trace or SQL, and a 2xx must match the endpoint's
// declared answer; every error answer is the table's ApiError.
//
// Seeded: FUZZ_SEED (default below) fixes every run; a failure prints fast-check's seed and path,
// and `FUZZ_SEED=<seed> npx jest --selectProjects platform-api --testPathPatterns test/fuzz` replays
// it. FUZZ_RUNS sets the requests per endpoint (an endpoint open to every role: each role in turn).
import { test } from '@fast-check/jest';
import * as fc from 'fast-check';
import type { TSchema } from '@sinclair/typebox';
import { generateSync } from 'json-schema-faker';
import { ROLES } from '../../src/auth/roles.js';
import { ENDPOINT_LIST, pathParamNames, servedPath, type Endpoint, type Role } from '../../src/contract.js';
import { answerProblems } from './answer-checks.js';
import { makeRetryable } from '../support/invoice-fixtures.js';
import { createSeededApp } from '../support/seeded-app.js';
import { SETUP_TIMEOUT_MS, type TestApp } from '../support/test-app.js';
import {
  headerText,
  MUTATION_KINDS,
  mutate,
  mutationPlaces,
  queryString,
  RAW_BODIES,
  toJson,
  encodeText,
  asText,
  WRONG_CONTENT_TYPES,
  type MutationChoice,
  type MutationKind,
} from './mutations.js';

/** The seed of every property of this suite. */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
/** Requests per endpoint and role. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);

/**
 * Seed rows, so generated requests reach their handlers: ids by the property or parameter name that
 * holds them, and rows whose properties belong together (an internal user's tenantId and email).
 */
interface Fixtures {
  ids: Record<string, string[]>;
  rows: Array<Record<string, string>>;
}

/** One generated request. */
interface FuzzRequest {
  method: Endpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was mutated, for the failure report. */
  mutation: string;
}

/** Which optional properties a valid value has: some at random, none, or all. */
const OPTIONALS = ['random', 'required', 'all'] as const;
type Optionals = (typeof OPTIONALS)[number];

/** The choices behind one request, drawn by fast-check (so the seed replays them). */
interface Draw {
  fakerSeed: number;
  optionals: Optionals;
  /** Seed rows replace generated ids (most valid requests, so they reach their handlers). */
  useFixtures: boolean;
  picks: number[];
  /** How the valid request is spoilt: not at all, one mutation, or a body that is not the JSON it claims. */
  spoil: { type: 'none' } | ({ type: 'mutation'; part: number } & MutationChoice) | { type: 'raw'; body: number; contentType: number };
}

const drawArbitrary: fc.Arbitrary<Draw> = fc.record({
  fakerSeed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  optionals: fc.constantFrom(...OPTIONALS),
  useFixtures: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  spoil: fc.oneof(
    { weight: 4, arbitrary: fc.constant({ type: 'none' as const }) },
    { weight: 5, arbitrary: fc.record({ type: fc.constant('mutation' as const), kind: fc.constantFrom(...MUTATION_KINDS), place: fc.nat(), pick: fc.nat(), part: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ type: fc.constant('raw' as const), body: fc.nat(), contentType: fc.nat() }) },
  ),
});

const asJsonSchema = (schema: TSchema | undefined): Record<string, unknown> | undefined =>
  schema ? (JSON.parse(JSON.stringify(schema)) as Record<string, unknown>) : undefined;

/** A value of `schema` from json-schema-faker, small enough to answer quickly (at most 4 items per list). */
function fake(schema: TSchema | undefined, seed: number, optionals: Optionals): unknown {
  const plain = asJsonSchema(schema);
  if (!plain) return undefined;
  try {
    return generateSync(plain, {
      seed,
      maxItems: 4,
      optionalsProbability: optionals === 'required' ? 0 : 0.6,
      alwaysFakeOptionals: optionals === 'all',
    });
  } catch {
    return undefined;
  }
}

/**
 * `value` with strings under a fixture's name replaced by seed rows, and lists under its plural by
 * distinct seed rows (lists of ids are unique).
 */
function withFixtures(value: unknown, fixtures: Fixtures, picks: number[]): unknown {
  let turn = 0;
  const nextPick = () => picks[turn++ % picks.length] ?? 0;
  const walk = (node: unknown, name: string | null): unknown => {
    if (Array.isArray(node)) {
      const pool = name && name.endsWith('s') ? fixtures.ids[name.slice(0, -1)] : undefined;
      if (!pool || !node.every((item) => typeof item === 'string')) return node.map((item) => walk(item, null));
      const start = nextPick();
      return node.slice(0, pool.length).map((_item, index) => pool[(start + index) % pool.length]);
    }
    if (typeof node === 'object' && node !== null) {
      const walked = Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, key)]));
      const rows = fixtures.rows.filter((row) => Object.keys(row).every((key) => typeof walked[key] === 'string'));
      return rows.length > 0 ? { ...walked, ...rows[nextPick() % rows.length] } : walked;
    }
    const pool = name ? fixtures.ids[name] : undefined;
    return pool && typeof node === 'string' ? pool[nextPick() % pool.length] : node;
  };
  return walk(value, null);
}

/** The inputs an endpoint declares, in the order a draw's `part` picks them. */
const INPUT_PARTS = ['params', 'query', 'headers', 'body'] as const;
type InputPart = (typeof INPUT_PARTS)[number];
const partsOf = (endpoint: Endpoint): InputPart[] => INPUT_PARTS.filter((part) => endpoint[part] !== undefined);

/** A valid value of each declared input of an endpoint (json-schema-faker, seed rows mixed in when `fixtures`). */
function validInputs(endpoint: Endpoint, draw: Pick<Draw, 'fakerSeed' | 'optionals' | 'picks'>, fixtures: Fixtures | null): Record<InputPart, unknown> {
  const valid = (schema: TSchema | undefined, offset: number) => {
    const value = fake(schema, draw.fakerSeed + offset, draw.optionals);
    return fixtures ? withFixtures(value, fixtures, draw.picks) : value;
  };
  return { params: valid(endpoint.params, 1), query: valid(endpoint.query, 2), headers: valid(endpoint.headers, 3), body: valid(endpoint.body, 4) };
}

/** Mutations that break one field, tried at every place of every input as examples. */
const PER_FIELD_KINDS: readonly MutationKind[] = ['nul', 'lone-surrogate', 'wrong-type', 'missing-field'];

/** The seed of the valid inputs every example mutates. */
const EXAMPLE_SEED = 7;

/**
 * Draws that fast-check runs before its random ones, so every place of every input meets every
 * kind of mutation at least once whatever the seed: each kind at each of its places, each raw body
 * and wrong content type, and the valid request itself.
 */
function examplesOf(endpoint: Endpoint): Array<[Draw]> {
  const examples: Array<[Draw]> = [];
  const seen = new Set<string>();
  // Without and with every optional input (e.g. the request_id header turns an offboarding into a
  // poll); a place both have is mutated once.
  for (const optionals of ['required', 'all'] as const) {
    const base = { fakerSeed: EXAMPLE_SEED, optionals, useFixtures: true, picks: [0, 1, 2, 3, 4, 5, 6, 7] };
    const inputs = validInputs(endpoint, base, null);
    examples.push([{ ...base, spoil: { type: 'none' } }]);
    partsOf(endpoint).forEach((part, partIndex) => {
      MUTATION_KINDS.forEach((kind, kindIndex) => {
        const places = mutationPlaces(inputs[part], kind);
        // Every place meets the kinds that break one field; the others are tried at two places per input.
        const tried = PER_FIELD_KINDS.includes(kind) ? places : places.slice(0, 2);
        tried.forEach((path, place) => {
          const key = `${part} ${kind} ${JSON.stringify(path)}`;
          if (seen.has(key)) return;
          seen.add(key);
          examples.push([{ ...base, spoil: { type: 'mutation', kind, place, pick: place + kindIndex, part: partIndex } }]);
        });
      });
    });
  }
  const base = { fakerSeed: EXAMPLE_SEED, optionals: 'required' as const, useFixtures: true, picks: [0, 1, 2, 3, 4, 5, 6, 7] };
  if (endpoint.body !== undefined) {
    for (let body = 0; body <= RAW_BODIES.length; body += 1) {
      const contentTypes = body === RAW_BODIES.length ? WRONG_CONTENT_TYPES.length : 1;
      for (let contentType = 0; contentType < contentTypes; contentType += 1) examples.push([{ ...base, spoil: { type: 'raw', body, contentType } }]);
    }
  }
  return examples;
}

/** The request of one draw for one endpoint. */
function buildRequest(endpoint: Endpoint, draw: Draw, fixtures: Fixtures): FuzzRequest {
  const names = pathParamNames(endpoint.path);
  let { params, query, headers, body } = validInputs(endpoint, draw, draw.useFixtures ? fixtures : null);
  let mutation = 'none';
  const parts = partsOf(endpoint);
  const { spoil } = draw;
  if (spoil.type === 'mutation' && parts.length > 0) {
    const part = parts[spoil.part % parts.length];
    mutation = `${spoil.kind} in ${part} (place ${spoil.place}, pick ${spoil.pick})`;
    if (part === 'params') params = mutate(params, spoil);
    if (part === 'query') query = mutate(query, spoil);
    if (part === 'headers') headers = mutate(headers, spoil);
    if (part === 'body') body = mutate(body, spoil);
  }
  const paramValues = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>;
  const path = servedPath(endpoint).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => encodeText(asText(paramValues[name] ?? '')));
  const search = queryString(query);
  const headerValues = Object.fromEntries(
    Object.entries(typeof headers === 'object' && headers !== null && !Array.isArray(headers) ? headers : {}).map(([name, value]) => [name, headerText(value)]),
  );
  const request: FuzzRequest = { method: endpoint.method, url: search ? `${path}?${search}` : path, headers: headerValues, mutation };
  if (endpoint.body !== undefined) {
    request.payload = toJson(body);
    request.headers['content-type'] = 'application/json';
    if (spoil.type === 'raw') {
      const rawBody = spoil.body % (RAW_BODIES.length + 1);
      if (rawBody < RAW_BODIES.length) request.payload = RAW_BODIES[rawBody];
      else request.headers['content-type'] = WRONG_CONTENT_TYPES[spoil.contentType % WRONG_CONTENT_TYPES.length] as string;
      request.mutation += `; raw body ${rawBody < RAW_BODIES.length ? JSON.stringify(RAW_BODIES[rawBody]) : `as ${request.headers['content-type']}`}`;
    }
  }
  if (names.length > 0 && !names.every((name) => name in paramValues)) request.mutation += '; a path parameter left empty';
  return request;
}

const shorten = (text: string | undefined, length = 300) => (text === undefined ? '(none)' : text.length > length ? `${text.slice(0, length)}… (${text.length} characters)` : text);

/** The roles that may call an endpoint; `null` for a public one (no token). */
const callers = (endpoint: Endpoint): Array<Role | null> => (endpoint.access === 'PUBLIC' ? [null] : endpoint.access === 'ANY' ? [...ROLES] : [endpoint.access]);

let t: TestApp;
let fixtures: Fixtures;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  t = await createSeededApp();
  const db = t.database.db;
  const column = async (sql: string) => (await db.query<{ value: string }>(sql)).rows.map((row) => row.value);
  const overdue = await column("select invoice_number as value from invoices where invoice_status = 'OVERDUE' and invoiced_amount > 0 order by 1 limit 3");
  // One invoice a card retry can pay, so the retry calls reach their answer too.
  if (overdue[0]) await makeRetryable(db, overdue[0], '4242');
  // A workflow's job, so GET /jobs/:jobId has rows to answer (a decommission waiting for its selection).
  const tenant = (await db.query<{ tenantId: string }>('select tenant_id as "tenantId" from clients order by tenant_id limit 1')).rows[0];
  await t.as('PLATFORM_ADMIN', { method: 'POST', url: '/decommission/start', payload: { tenant_id: tenant?.tenantId } });
  // A saved view of the invoices grid, so the calls of one view reach their handlers.
  await t.as('FINANCE', { method: 'POST', url: '/grid-preferences/invoices/views', payload: { name: 'Fuzz view', state: { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' }, isDefault: false } });
  fixtures = {
    ids: {
      tenantId: await column('select tenant_id as value from clients order by tenant_id limit 6'),
      invoiceNumber: [
        ...(await column("select invoice_number as value from invoices where invoice_status = 'AWAITING_PAYMENT' order by 1 limit 3")),
        ...overdue,
        ...(await column("select invoice_number as value from invoices where invoice_status = 'PAID' order by 1 limit 2")),
      ],
      paymentMethodId: await column('select payment_method_id as value from payment_methods order by 1 limit 6'),
      email: await column('select email as value from internal_users order by email limit 6'),
      submissionId: await column('select submission_id as value from client_forms order by 1 limit 4'),
      id: await column('select report_id as value from reports order by 1'),
      jobId: await column('select job_id as value from jobs order by 1 limit 3'),
      viewId: await column('select view_id::text as value from grid_views order by 1 limit 1'),
      // Image names of a tenant's stored images (the seed stores none: each answers 404 or 400).
      name: ['favicon.ico', 'logo-small.png', 'user-pool-logo.png'],
    },
    // Internal users of every type: offboarding answers 200 for some, 400 for the protected ones.
    rows: (
      await db.query<{ tenantId: string; email: string }>(
        `select distinct on (user_type) tenant_id as "tenantId", email from internal_users where active order by user_type, email`,
      )
    ).rows,
  };
  for (const role of ROLES) tokens.set(role, await t.tokenFor(role));
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  // Offboarding runs in the background: a job that failed would be a 5xx the poll shows later.
  await t.app.asyncRequests.drain();
  const failed = await t.database.db.query<{ n: number }>("select count(*)::int as n from async_requests where status = 'FAILED'");
  await t.close();
  expect(failed.rows[0]?.n).toBe(0);
});

describe(`schema-driven fuzzing of the endpoint table (seed ${SEED}, ${RUNS} requests per endpoint)`, () => {
  it('has seed rows for every path parameter the table names, but those of a few listed values', () => {
    const params = (ENDPOINT_LIST as readonly Endpoint[]).flatMap((endpoint) => Object.entries(endpoint.params?.properties ?? {}));
    const ids = [...new Set(params.filter(([, schema]) => !Array.isArray((schema as { enum?: unknown }).enum)).map(([name]) => name))];
    expect(ids.filter((name) => (fixtures.ids[name]?.length ?? 0) === 0)).toEqual([]);
  });

  describe.each(ENDPOINT_LIST.map((endpoint) => [`${endpoint.method} ${endpoint.path} (${endpoint.key})`, endpoint] as const))('%s', (_name, endpoint) => {
    const examples = examplesOf(endpoint);
    // An endpoint open to every role is asked by each role in turn, one request per draw.
    let turn = 0;
    test.prop([drawArbitrary], { seed: SEED, numRuns: examples.length + RUNS, examples, endOnFailure: true })(
      `answers every caller below 500, without stack or SQL, 2xx as declared (${callers(endpoint).map((role) => role ?? 'no token').join(', ')}, in turn; ${examples.length} examples)`,
      async (draw) => {
        const roles = callers(endpoint);
        for (const role of [roles[turn++ % roles.length]!]) {
          const request = buildRequest(endpoint, draw, fixtures);
          const response = await t.app.inject({
            method: request.method,
            url: request.url,
            headers: { ...request.headers, ...(role ? { authorization: `Bearer ${tokens.get(role)}` } : {}) },
            ...(request.payload === undefined ? {} : { payload: request.payload }),
          });
          const problems = answerProblems(endpoint, response);
          if (problems.length > 0) {
            throw new Error(
              [
                `${request.method} ${shorten(request.url)} as ${role ?? 'no token'}: ${problems.join('; ')}`,
                `mutation: ${request.mutation}`,
                `body sent: ${shorten(request.payload)}`,
                `answer ${response.statusCode}: ${shorten(response.body)}`,
              ].join('\n'),
            );
          }
        }
      },
      60_000,
    );
  });
});
