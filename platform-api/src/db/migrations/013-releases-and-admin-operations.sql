-- Admin operations, the release ledger and the app/config versions
-- (docs/platform-ops.md#release-deployment-and-update-version,
-- docs/platform-ops.md#admin-operations).

-- An admin operation (docs/platform-ops.md#admin-operations): a job of the job centre (its job_id
-- is the AdminOperationId) run in the API process identified by instance_id. An unfinished
-- operation of another instance was interrupted by a restart and is marked FAILED when read
-- (src/admin-operations/).
create table admin_operations (
  operation_id text primary key references jobs (job_id) on delete cascade,
  kind text not null,
  instance_id text not null,
  started_at timestamptz not null default clock_timestamp()
);
create index admin_operations_instance on admin_operations (instance_id);

-- The local Bitbucket's users: the app password only as a scrypt hash
-- ('scrypt$N$r$p$<salt base64>$<hash base64>'); the password itself is never stored.
create table local_bitbucket_users (
  username text primary key check (length(username) between 1 and 100),
  password_hash text not null,
  created_at timestamptz not null default clock_timestamp()
);

-- A version of the release ledger and the stage it has reached: versioned, then release, then prod.
create table release_versions (
  version_code text primary key check (version_code ~ '^v[0-9]{1,6}(\.[0-9]{1,6}){0,3}$'),
  stage text not null check (stage in ('versioned', 'release', 'prod')),
  created_by text not null,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp()
);

-- A step's pull request: open, then approved, then merged. One in progress (open or approved) per step.
create table release_pull_requests (
  pr_id integer generated always as identity primary key,
  step text not null check (step in ('test-to-versioned', 'versioned-to-release', 'release-to-prod')),
  version_code text not null check (version_code ~ '^v[0-9]{1,6}(\.[0-9]{1,6}){0,3}$'),
  description text not null check (length(description) between 1 and 500),
  destination text check (destination in ('release/uat', 'prod')),
  state text not null check (state in ('open', 'approved', 'merged')),
  author text not null,
  approved_by text,
  merged_by text,
  opened_by text not null,
  opened_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp()
);
create unique index release_pull_requests_one_in_progress on release_pull_requests (step) where state in ('open', 'approved');

-- Each promotion of a version by a step, directly (pr_id null) or by merging a pull request: a
-- version goes through a step once (the same version is never merged twice).
create table release_promotions (
  step text not null check (step in ('test-to-versioned', 'versioned-to-release', 'release-to-prod')),
  version_code text not null references release_versions (version_code) on delete cascade,
  pr_id integer references release_pull_requests (pr_id),
  promoted_by text not null,
  promoted_at timestamptz not null default clock_timestamp(),
  primary key (step, version_code)
);

-- The app version (one row) and each tenant's config version.
create table app_version (
  singleton boolean primary key default true check (singleton),
  version text not null check (version ~ '^v[0-9]{1,6}(\.[0-9]{1,6}){0,3}$'),
  updated_by text not null,
  updated_at timestamptz not null default clock_timestamp()
);
create table tenant_config_versions (
  tenant_id text primary key references tenants (tenant_id) on delete cascade,
  config_version text not null,
  updated_by text not null,
  updated_at timestamptz not null default clock_timestamp()
);
