-- Durable jobs and the tenant workflows (docs/api.md#job-centre,
-- docs/platform-ops.md#onboard-new-tenant). The queue itself lives in pg-boss's own schema; these
-- tables are what the console sees.

-- One job of the job centre: any long operation of any area, its state, progress and outcome.
create table jobs (
  job_id text primary key,
  kind text not null,
  area text not null,
  state text not null check (state in ('QUEUED', 'RUNNING', 'WAITING', 'SUCCEEDED', 'FAILED')),
  progress integer check (progress between 0 and 100),
  title text not null,
  started_by text not null,
  started_at timestamptz not null default clock_timestamp(),
  ended_at timestamptz,
  result jsonb,
  error text,
  link text not null,
  updated_at timestamptz not null default clock_timestamp()
);
create index jobs_started_at on jobs (started_at desc);
create index jobs_started_by on jobs (started_by, started_at desc);

-- A tenant's onboarding or decommission. status and waiting_type are the spec's; next_step is the
-- first step not yet done (null once finished); input holds the form (onboarding) or the selection.
create table workflows (
  workflow_id text primary key,
  tenant_id text not null check (tenant_id ~ '^[A-Za-z0-9_-]{1,40}$'),
  kind text not null check (kind in ('ONBOARDING', 'DECOMMISSION')),
  status text not null check (status in ('RUNNING', 'WAITING', 'FAILED', 'TIMED_OUT', 'ABORTED', 'SUCCEEDED')),
  waiting_type text check (waiting_type in ('DNS Mapping', 'CNAME Records')),
  next_step text,
  input jsonb not null default '{}'::jsonb,
  output jsonb,
  error text,
  job_id text not null references jobs (job_id),
  started_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  ended_at timestamptz
);
create index workflows_tenant on workflows (tenant_id, started_at desc);
-- At most one unfinished workflow per tenant.
create unique index workflows_one_open_per_tenant on workflows (tenant_id) where status in ('RUNNING', 'WAITING');

-- Steps done, keyed by tenant and step: a step found here is never done again (restart safety).
create table workflow_steps (
  workflow_id text not null references workflows (workflow_id) on delete cascade,
  tenant_id text not null,
  step text not null,
  result jsonb,
  done_at timestamptz not null default clock_timestamp(),
  primary key (workflow_id, step)
);

-- The local platform's DNS (the provider's hosted zone): records per tenant. record_set is the key
-- of data.records (e.g. 'api'), dr marks the disaster-recovery twin (records_dr).
create table local_dns_records (
  tenant_id text not null,
  record_set text not null,
  set_id text not null,
  dr boolean not null default false,
  name text not null,
  type text not null,
  value text not null,
  created_at timestamptz not null default clock_timestamp(),
  primary key (tenant_id, record_set, dr, name, type)
);

-- A tenant's own user pool (Cognito, cognito-local locally) and its owner; the pool itself lives in
-- the user pool service.
create table tenant_user_pools (
  tenant_id text primary key,
  user_pool_id text not null,
  app_client_id text,
  owner_username text,
  logo_blob_key text,
  favicon_blob_key text,
  created_at timestamptz not null default clock_timestamp()
);

-- The tenant's optional modules enabled by the auction and PO onboarding
-- (docs/platform-ops.md#auction-and-po-onboarding).
create table tenant_modules (
  tenant_id text not null references tenants (tenant_id) on delete cascade,
  module text not null check (module in ('AUCTION', 'PURCHASE_ORDER')),
  settings jsonb not null default '{}'::jsonb,
  enabled_by text not null,
  enabled_at timestamptz not null default clock_timestamp(),
  primary key (tenant_id, module)
);
