import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { errorHandlerPlugin } from '../../src/plugins/error-handler.js';
import { findBadText, textInputPlugin } from '../../src/plugins/text-input.js';
import { SETUP_TIMEOUT_MS } from '../support/test-app.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

const NUL_MESSAGE = 'must not contain the NUL character (\\u0000)';
const SURROGATE_MESSAGE = 'must be well-formed Unicode text (it holds a lone UTF-16 surrogate)';

let database: TestDatabase;

/** Notes written to Postgres text columns as they come, the way the API's routes write theirs. */
async function notesApp(withTextRule: boolean): Promise<FastifyInstance> {
  // Without type coercion, as the API's own buildApp.
  const app = Fastify({ logger: false, ajv: { customOptions: { coerceTypes: false } } });
  await app.register(errorHandlerPlugin);
  if (withTextRule) await app.register(textInputPlugin);
  const noteSchema = {
    type: 'object',
    required: ['text'],
    additionalProperties: false,
    properties: { text: { type: 'string', maxLength: 200 }, tags: { type: 'array', items: { type: 'string' } } },
  };
  app.post<{ Body: { text: string; tags?: string[] } }>('/notes', { schema: { body: noteSchema } }, async (request) => {
    const { rows } = await database.db.query<{ id: number; text: string }>('insert into notes (text, tags) values ($1, $2) returning id, text', [
      request.body.text,
      request.body.tags ?? [],
    ]);
    return rows[0];
  });
  app.get<{ Querystring: { q: string } }>('/notes', async (request) => {
    const { rows } = await database.db.query('select id, text from notes where text = $1', [request.query.q]);
    return rows;
  });
  app.put<{ Params: { name: string } }>('/notes/:name', async (request) => {
    await database.db.query('insert into notes (text) values ($1)', [request.params.name]);
    return { saved: request.params.name };
  });
  await app.ready();
  return app;
}

const count = async () => (await database.db.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.exec("create table notes (id serial primary key, text text not null, tags text[] not null default '{}')");
}, SETUP_TIMEOUT_MS);
afterAll(() => database.dispose());

describe('without the text rule (why it exists)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await notesApp(false);
  });
  afterAll(() => app.close());

  it('answers 500 when a NUL reaches Postgres, in the body or the query string', async () => {
    expect((await app.inject({ method: 'POST', url: '/notes', payload: { text: 'a\u0000b' } })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/notes?q=%00' })).statusCode).toBe(500);
  });

  it('stores something other than what was sent for a lone surrogate', async () => {
    const response = await app.inject({ method: 'POST', url: '/notes', payload: { text: 'x\ud800y' } });
    const { rows } = await database.db.query<{ text: string }>('select text from notes where id = $1', [response.json().id]);
    expect(rows[0]?.text).not.toBe('x\ud800y');
    await database.db.query('delete from notes');
  });
});

describe('the text rule: NUL and lone surrogates answered 400 before any handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await notesApp(true);
  });
  afterAll(() => app.close());

  const refused = async (request: InjectOptions, message: string, field?: string) => {
    const before = await count();
    const response = await app.inject(request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message, ...(field ? { field } : {}) });
    expect(await count()).toBe(before);
  };

  it('refuses a NUL in a body string', async () => {
    await refused({ method: 'POST', url: '/notes', payload: { text: 'a\u0000b' } }, `Text ${NUL_MESSAGE}`, 'text');
  });

  it('names the field of a bad string nested in a list', async () => {
    await refused({ method: 'POST', url: '/notes', payload: { text: 'fine', tags: ['ok', 'b\u0000'] } }, `Tags ${NUL_MESSAGE}`, 'tags');
  });

  it.each([
    ['a lone high surrogate', 'x\ud800y'],
    ['a lone low surrogate', 'x\udc00y'],
    ['a high surrogate at the end', 'x\ud83d'],
    ['two surrogates in the wrong order', '\ude00\ud83d'],
  ])('refuses %s', async (_name, text) => {
    await refused({ method: 'POST', url: '/notes', payload: { text } }, `Text ${SURROGATE_MESSAGE}`, 'text');
  });

  it('refuses a lone surrogate sent as raw JSON escapes', async () => {
    await refused(
      { method: 'POST', url: '/notes', headers: { 'content-type': 'application/json' }, payload: '{"text":"\\ud800"}' },
      `Text ${SURROGATE_MESSAGE}`,
      'text',
    );
  });

  it('refuses a NUL in a property name', async () => {
    await refused(
      { method: 'POST', url: '/notes', headers: { 'content-type': 'application/json' }, payload: '{"text":"ok","ta\\u0000gs":[]}' },
      `The request body has a field name that ${NUL_MESSAGE}`,
    );
  });

  it('refuses a NUL in the query string and in a path parameter', async () => {
    await refused({ method: 'GET', url: '/notes?q=a%00' }, `Search text ${NUL_MESSAGE}`, 'q');
    await refused({ method: 'PUT', url: '/notes/a%00b' }, `Name ${NUL_MESSAGE}`, 'name');
  });

  it('lets well-formed text through unchanged: surrogate pairs, accents, control characters other than NUL', async () => {
    const text = 'Zoë 😀 \u00e9\t\u0001 日本';
    const response = await app.inject({ method: 'POST', url: '/notes', payload: { text, tags: ['👍🏽'] } });
    expect(response.statusCode).toBe(200);
    const { rows } = await database.db.query<{ text: string; tags: string[] }>('select text, tags from notes where id = $1', [response.json().id]);
    expect(rows[0]).toEqual({ text, tags: ['👍🏽'] });
  });

  it('leaves the schema its own 400s, in plain words', async () => {
    const response = await app.inject({ method: 'POST', url: '/notes', payload: { text: 7 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Text must be text', field: 'text' });
  });
});

describe('findBadText', () => {
  it('walks deeply nested input without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findBadText(deep, 'body')).toEqual({ message: `The request body ${NUL_MESSAGE}` });
  });

  it('ends on self-referencing objects and skips binary data', () => {
    const fields: Record<string, unknown> = { name: { value: 'ok' }, file: Buffer.from('\u0000') };
    fields.self = fields;
    expect(findBadText(fields, 'body')).toBeNull();
    (fields.name as { value: string }).value = '\ud800';
    expect(findBadText(fields, 'body')).toEqual({ field: 'value', message: `Value ${SURROGATE_MESSAGE}` });
  });
});
