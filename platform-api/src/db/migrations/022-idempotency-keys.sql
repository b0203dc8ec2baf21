-- Idempotency keys of state-changing requests (docs/api.md#idempotency). scope: the user's `sub`
-- (`user:{sub}`), or for a public endpoint `public:{route}`; key: the client's UUID. The request is
-- remembered by method, route (the route's pattern) and a SHA-256 of its query and body; the answer
-- (status, content type, body in base64) is filled in when it is sent. A row without an answer is a request
-- still running. Rows older than 24 hours are pruned.
create table idempotency_keys (
  scope text not null check (length(scope) between 1 and 600),
  idempotency_key uuid not null,
  method text not null,
  route text not null,
  request_hash text not null,
  status_code integer,
  content_type text,
  response_body text,
  created_at timestamptz not null default clock_timestamp(),
  completed_at timestamptz,
  primary key (scope, idempotency_key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
