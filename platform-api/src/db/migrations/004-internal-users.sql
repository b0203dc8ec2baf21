-- Users of the tenants, managed by org admins (docs/org-admin.md).

create table internal_users (
  tenant_id text not null references tenants (tenant_id) on delete cascade,
  email text not null,
  user_type text not null check (user_type in ('OWNER', 'SYSTEM_LOGIN_ADMIN', 'RESELLER_BUYER_USER', 'ADMIN', 'BUYER_USER', 'SALES_REP')),
  active boolean not null default true,
  offboarded_at timestamptz,
  offboarded_by text,
  primary key (tenant_id, email)
);
create index internal_users_email_idx on internal_users (lower(email));
