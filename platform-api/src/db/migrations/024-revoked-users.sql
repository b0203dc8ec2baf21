-- Users offboarded through the console, refused at once by every API instance on this database
-- (auth/revocations.ts, docs/operations.md#scaling): every token of the user issued at or before
-- revoked_at. user_key is the lower-cased email, username or sub; rows older than a day match no
-- unexpired token and are deleted by the next revocation.

create table revoked_users (
  user_key text primary key,
  revoked_at timestamptz not null
);
