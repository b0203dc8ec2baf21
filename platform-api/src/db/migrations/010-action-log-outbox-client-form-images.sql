-- The action log (docs/api.md#action-log): one row per change, written in the
-- same transaction as the change (see src/action-log/record-action.ts). Append-only: rows can be
-- inserted and read, never updated, deleted or truncated. Targets are ids as text, not foreign keys,
-- so a row outlives what it names.
create table action_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default clock_timestamp(),
  actor_email text not null default '',
  actor_sub text not null default '',
  actor_roles text[] not null default '{}',
  area text not null,
  endpoint text not null,
  action text not null,
  target_ids text[] not null default '{}',
  changes jsonb not null default '{}',
  note text,
  request_id text,
  client_address text,
  outcome text not null check (outcome in ('SUCCEEDED', 'FAILED'))
);
create index action_log_area_at_idx on action_log (area, at desc, id desc);
create index action_log_targets_idx on action_log using gin (target_ids);

create function action_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'action_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege';
end
$$;
create trigger action_log_no_update_or_delete before update or delete on action_log
  for each row execute function action_log_append_only();
create trigger action_log_no_truncate before truncate on action_log
  for each statement execute function action_log_append_only();

-- E-mails of the local-mail adapter (src/local/local-mail.ts): what a real sender would have sent.
create table outbox (
  id bigint generated always as identity primary key,
  message_id text not null unique,
  sender text not null,
  recipient text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default clock_timestamp()
);
create index outbox_recipient_idx on outbox (recipient, created_at desc);

-- The images of a client form: the bytes live in the blob store under blob_key.
create table client_form_images (
  submission_id text not null references client_forms (submission_id) on delete cascade,
  field text not null check (field in ('logo', 'favicon')),
  blob_key text not null,
  file_name text not null,
  content_type text not null check (content_type in ('image/png', 'image/gif', 'image/jpeg')),
  byte_size integer not null check (byte_size > 0),
  created_at timestamptz not null default clock_timestamp(),
  primary key (submission_id, field)
);
