-- Telemetry of the console's remotes (docs/operations.md#telemetry-of-the-remotes): one row per
-- event the browsers reported, with the remote and its build version only; no user, address, URL
-- or message is stored. `metric` and `value` are set for a Web Vital only. Rows older than 7 days
-- are deleted by the canary check (platform-api/src/canary/canary-check.ts).
create table remote_telemetry (
  id bigint generated always as identity primary key,
  at timestamptz not null default clock_timestamp(),
  remote text not null check (remote in ('mfe-billing', 'mfe-client-success', 'mfe-platform-ops', 'mfe-org-admin')),
  version text not null check (length(version) between 1 and 80),
  kind text not null check (kind in ('page-view', 'error', 'boundary', 'chunk-load', 'api-5xx', 'vital')),
  metric text check (metric in ('LCP', 'INP', 'CLS')),
  value double precision check (value >= 0),
  check ((kind = 'vital') = (metric is not null and value is not null))
);
create index remote_telemetry_at on remote_telemetry (at, remote, version);
