-- Asynchronous requests (docs/api.md#asynchronous-calls): the first call answers PENDING with a
-- requestId; the caller re-polls with the request_id header until COMPLETED carries the response.

create table async_requests (
  request_id text primary key,
  kind text not null,
  status text not null check (status in ('PENDING', 'RUNNING', 'COMPLETED', 'FAILED')),
  requested_by text not null,
  payload jsonb not null,
  response jsonb,
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz
);
create index async_requests_pending_idx on async_requests (status) where status in ('PENDING', 'RUNNING');
