// dropPgSchema (src/db/pg-database.ts) leaves nothing of a test's schema on a Postgres server: the
// schema and the tenant schemas named after it, recorded in it or not; other schemas stay.
import pg from 'pg';
import { dropPgSchema, openPgDatabase } from '../../src/db/pg-database.js';
import { testDatabaseUrl } from '../support/test-database.js';

/** The server of TEST_DATABASE_URL, else the machine's own (the test needs a server, not PGlite). */
const SERVER_URL = testDatabaseUrl() ?? 'postgres://postgres@127.0.0.1:5432/test';
const SUFFIX = Math.random().toString(16).slice(2, 10);
const SCHEMA = `test_drop_${SUFFIX}`;
const TENANT_SCHEMAS = [`${SCHEMA}_local_m_t01`, `${SCHEMA}_dev_s_t02`];
/** Shares the first letters but is not named after the schema. */
const NEIGHBOUR = `${SCHEMA}x_other`;

async function schemasNamed(prefix: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>('select nspname from pg_namespace where starts_with(nspname, $1) order by nspname', [prefix]);
    return rows.map((row) => row.nspname);
  } finally {
    await client.end();
  }
}

describe('dropPgSchema', () => {
  afterAll(async () => {
    await dropPgSchema(SERVER_URL, NEIGHBOUR);
  });

  it('drops the schema and the tenant schemas named after it, and leaves a schema that only shares its first letters', async () => {
    const db = await openPgDatabase({ connectionString: SERVER_URL, schema: SCHEMA, maxConnections: 1 });
    for (const name of [...TENANT_SCHEMAS, NEIGHBOUR]) await db.query(`create schema ${name}`);
    await db.query(`create table ${TENANT_SCHEMAS[0]}.buyers (id int)`);
    await db.close();
    expect(await schemasNamed(SCHEMA)).toEqual([SCHEMA, ...TENANT_SCHEMAS, NEIGHBOUR].sort());

    await dropPgSchema(SERVER_URL, SCHEMA);

    expect(await schemasNamed(SCHEMA)).toEqual([NEIGHBOUR]);
  });

  it('refuses public and a name that is not a plain identifier, dropping nothing', async () => {
    await expect(dropPgSchema(SERVER_URL, 'public')).rejects.toThrow("Refusing to drop schema 'public'");
    await expect(dropPgSchema(SERVER_URL, 'x; drop schema public')).rejects.toThrow('Refusing to drop schema');
    expect(await schemasNamed('public')).toEqual(['public']);
  });
});
