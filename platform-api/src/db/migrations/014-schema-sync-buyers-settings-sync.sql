-- Schema sync (docs/platform-ops.md#schema-sync): the queries
-- last uploaded for each database (master, slave), one list per database, with who uploaded them.
-- queries: JSON array of {row, query} in sheet order.
create table schema_query_uploads (
  kind text primary key check (kind in ('master', 'slave')),
  file_name text not null,
  queries jsonb not null check (jsonb_typeof(queries) = 'array'),
  uploaded_by text not null,
  uploaded_at timestamptz not null default clock_timestamp()
);

-- The tenant schemas: each tenant has a schema of its own per database (master, slave) and
-- environment (local = the current one, dev, test, uat), holding its tenant tables. The schema's
-- name starts with the application's own schema (e.g. public_local_m_t01), so several databases of
-- one Postgres (test runs) never share one. A row is written when the schema is created (seed, or the
-- first sync that reaches the tenant); the seed-and-clear hook drops the schemas listed here.
create table tenant_schemas (
  kind text not null check (kind in ('master', 'slave')),
  environment text not null check (environment in ('local', 'dev', 'test', 'uat')),
  tenant_id text not null check (tenant_id ~ '^[A-Za-z0-9_-]{1,40}$'),
  schema_name text not null unique check (schema_name ~ '^[a-z_][a-z0-9_]{0,62}$'),
  created_at timestamptz not null default clock_timestamp(),
  primary key (kind, environment, tenant_id)
);

-- Buyer names, encrypted per tenant (docs/platform-ops.md#buyer-decrypt-and-sync-settings):
-- AES-256-GCM with a key of the tenant's own that only the API holds (src/buyers/buyer-names.ts);
-- the plain name is never stored.
create table tenant_buyers (
  tenant_id text not null references tenants (tenant_id) on delete cascade,
  buyer_id text not null check (buyer_id ~ '^[A-Za-z0-9_-]{1,40}$'),
  name_encrypted text not null check (length(name_encrypted) <= 2048),
  created_at timestamptz not null default clock_timestamp(),
  primary key (tenant_id, buyer_id)
);

-- Tenant settings of the other environments (docs/platform-ops.md#buyer-decrypt-and-sync-settings):
-- the current environment's are tenant_settings; dev, test and uat keep theirs here, per
-- environment.
create table environment_tenant_settings (
  environment text not null check (environment in ('dev', 'test', 'uat')),
  tenant_id text not null check (tenant_id ~ '^[A-Za-z0-9_-]{1,40}$'),
  setting_key text not null check (length(setting_key) between 1 and 200 and setting_key !~ '[[:cntrl:]]'),
  setting_value text not null check (length(setting_value) <= 32768),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (environment, tenant_id, setting_key)
);
