// The statements a schema upload accepts (docs/platform-ops.md#schema-sync) and the
// tenant schema names (derived from the application's schema, so test databases never share one).
import { normaliseSchemaQuery, schemaQueryProblem } from '../../src/schema-sync/query-rules.js';
import { tenantSchemaName } from '../../src/schema-sync/tenant-schemas.js';

const KINDS = 'only CREATE TABLE, ALTER TABLE … ADD/ALTER/DROP/RENAME COLUMN, CREATE INDEX and DROP INDEX are accepted';

describe('schemaQueryProblem: the accepted statement kinds', () => {
  it.each([
    'ALTER TABLE orders ADD COLUMN tracking_code varchar(64);',
    'alter table if exists orders add column if not exists total_tax numeric(14, 2) not null default 0.00',
    "ALTER TABLE orders ALTER COLUMN status SET DEFAULT 'OPEN'",
    'ALTER TABLE orders ALTER COLUMN status SET NOT NULL',
    'ALTER TABLE buyers DROP COLUMN country_code',
    'ALTER TABLE buyers RENAME COLUMN company_name TO legal_name',
    'CREATE TABLE IF NOT EXISTS shipments (shipment_id text primary key, order_id text references orders (order_id) on delete cascade, shipped_at timestamptz default now())',
    'CREATE UNIQUE INDEX orders_status_idx ON orders USING btree (status, created_at)',
    'create index on orders (lower(status))',
    'DROP INDEX IF EXISTS orders_status_idx',
  ])('accepts %s', (query) => {
    expect(schemaQueryProblem(query)).toBeNull();
  });

  it('trims the statement and drops one trailing semicolon', () => {
    expect(normaliseSchemaQuery('  ALTER TABLE orders ADD COLUMN x int ;  ')).toBe('ALTER TABLE orders ADD COLUMN x int');
  });
});

describe('schemaQueryProblem: refusals, each with its reason', () => {
  it.each([
    ['', 'the query is empty'],
    ['DROP SCHEMA public CASCADE', KINDS],
    ['DROP TABLE orders', KINDS],
    ["INSERT INTO orders VALUES ('1')", KINDS],
    ["UPDATE orders SET status = 'X'", KINDS],
    ['DELETE FROM orders', KINDS],
    ['SELECT 1', KINDS],
    ['BEGIN', KINDS],
    ['COMMIT', KINDS],
    ['SET search_path TO public', KINDS],
    ['GRANT ALL ON orders TO public', KINDS],
    ['CREATE FUNCTION f() RETURNS int AS $$ select 1 $$ LANGUAGE sql', 'dollar quoting is not accepted'],
    ['ALTER TABLE orders RENAME TO orders_old', KINDS],
    ['ALTER TABLE orders ADD CONSTRAINT c CHECK (total > 0)', KINDS],
    ['ALTER TABLE orders ADD COLUMN a int; DROP SCHEMA public CASCADE', 'one statement a row: the row holds more than one'],
    ['ALTER TABLE orders ADD COLUMN a int -- note', 'comments are not accepted'],
    ['ALTER TABLE orders ADD COLUMN a int /* note */', 'comments are not accepted'],
    ['ALTER TABLE "orders" ADD COLUMN a int', 'quoted identifiers are not accepted'],
    ['ALTER TABLE public.tenants ADD COLUMN a int', "names qualified by a schema are not accepted: the query runs in each tenant's schema"],
    ['CREATE INDEX i ON public.tenants (tenant_id)', "names qualified by a schema are not accepted: the query runs in each tenant's schema"],
    ['ALTER TABLE orders ADD COLUMN a int DEFAULT (SELECT count(*) FROM tenants)', 'SELECT is not accepted in a schema query'],
    ["ALTER TABLE orders ADD COLUMN a text DEFAULT pg_read_file('/etc/passwd')", 'the function pg_read_file is not accepted'],
    ["ALTER TABLE orders ADD COLUMN a text DEFAULT set_config('search_path', 'public', false)", 'SET_CONFIG is not accepted in a schema query'],
    ["ALTER TABLE orders ADD COLUMN a xml DEFAULT query_to_xml('delete from tenants', true, true, '')", 'the function query_to_xml is not accepted'],
    ['CREATE INDEX CONCURRENTLY i ON orders (status)', KINDS],
    ['CREATE TEMP TABLE scratch (a int)', KINDS],
    ["ALTER TABLE orders ADD COLUMN a text DEFAULT 'x", 'a string literal is not closed'],
    [`ALTER TABLE orders ADD COLUMN a text DEFAULT '${'x'.repeat(4000)}'`, 'the query is longer than 4000 characters'],
  ])('refuses %s', (query, reason) => {
    expect(schemaQueryProblem(query)).toBe(reason);
  });

  it("keeps text inside string literals out of the checks (a default 'a;b.c -- d')", () => {
    expect(schemaQueryProblem("ALTER TABLE orders ADD COLUMN note text DEFAULT 'a;b.c select'")).toBeNull();
  });
});

describe('tenantSchemaName', () => {
  it('derives the name from the application schema, the environment, the database and the tenant', () => {
    expect(tenantSchemaName('public', 'local', 'master', 'T01')).toBe('public_local_m_t01');
    expect(tenantSchemaName('test_0a1b2c3d4e5f', 'uat', 'slave', 'Acme-EU')).toBe('test_0a1b2c3d4e5f_uat_s_acme_eu');
  });

  it('stays within 63 characters and adds a hash when asked (two ids of one name)', () => {
    const long = tenantSchemaName('test_0a1b2c3d4e5f', 'local', 'master', 'A'.repeat(40));
    expect(long.length).toBe(63);
    const suffixed = tenantSchemaName('public', 'local', 'master', 'T01', true);
    expect(suffixed).toMatch(/^public_local_m_t01_[0-9a-f]{8}$/);
    expect(suffixed).not.toBe(tenantSchemaName('public', 'local', 'master', 't01', true));
  });
});
