-- Which API instance holds an unanswered idempotency key, and which instances are alive
-- (docs/api.md#idempotency). Each instance writes its row of api_instances every few seconds
-- while it runs; a key claimed by an instance whose row is stale belongs to a request that died
-- with its process (killed, crashed), so a retry of it runs at once instead of waiting.
alter table idempotency_keys add column claimed_by text;
create table api_instances (
  instance_id text primary key check (length(instance_id) between 1 and 100),
  seen_at timestamptz not null default clock_timestamp()
);
