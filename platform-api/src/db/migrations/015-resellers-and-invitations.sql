-- Reseller onboarding, pxnr sync and reseller invitations (docs/resellers.md).

-- A PXNS tenant's reseller (pxnr) configuration: the link to its PXNR tenant and the 15 fields of
-- Reseller Onboarding, plus the HTML texts of its invitation page. One a PXNS tenant; onboarding again
-- replaces it, pxnr sync copies it to another tenant. Goes with either tenant.
create table resellers (
  pxns_tenant_id text primary key references tenants (tenant_id) on delete cascade,
  pxnr_tenant_id text not null references tenants (tenant_id) on delete cascade,
  pxnr_tenant_name text check (length(pxnr_tenant_name) <= 100),
  pxnr_tenant_description text check (length(pxnr_tenant_description) <= 250),
  pxnr_participant_id text not null check (length(pxnr_participant_id) between 1 and 100),
  pxnr_currency_code text not null check (length(pxnr_currency_code) between 1 and 6),
  pxnr_currency_symbol text not null check (length(pxnr_currency_symbol) between 1 and 3),
  pxnr_buyer_id text not null check (length(pxnr_buyer_id) between 1 and 100),
  pxnr_shipping_address_id text not null check (length(pxnr_shipping_address_id) between 1 and 100),
  pxnr_billing_address_id text not null check (length(pxnr_billing_address_id) between 1 and 100),
  pxnr_shipping_options jsonb not null default '{}' check (jsonb_typeof(pxnr_shipping_options) = 'object'),
  pxnr_payment_option jsonb not null default '{}' check (jsonb_typeof(pxnr_payment_option) = 'object'),
  pxnr_additional_services jsonb not null default '[]' check (jsonb_typeof(pxnr_additional_services) = 'array'),
  admin_login_email text not null check (length(admin_login_email) between 1 and 100),
  reseller_login_email text not null check (length(reseller_login_email) between 1 and 100),
  welcome_html_template text not null,
  acceptance_html_template_px_client text not null,
  acceptance_html_template_non_px_client text not null,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp(),
  check (pxnr_tenant_id <> pxns_tenant_id)
);
create index resellers_pxnr_tenant on resellers (pxnr_tenant_id);

-- An invitation of a PXNS tenant's reseller (docs/resellers.md#invitation-codes). invitation_user
-- is the `user` of the e-mail link; the code itself is never stored, only its SHA-256 (compared in
-- constant time). status: INVITED until answered, then PENDING_APPROVAL (not a client yet) or
-- ACCEPTED (a client, whose owner got the supplier activation e-mail). responses: the answers
-- given, in order.
create table reseller_invitations (
  invitation_user text primary key check (invitation_user ~ '^[A-Za-z0-9-]{1,64}$'),
  pxns_tenant_id text not null references resellers (pxns_tenant_id) on delete cascade,
  user_email text not null,
  code_sha256 bytea not null check (length(code_sha256) = 32),
  status text not null default 'INVITED' check (status in ('INVITED', 'PENDING_APPROVAL', 'ACCEPTED')),
  expires_at timestamptz not null,
  created_at timestamptz not null default clock_timestamp(),
  answered_at timestamptz,
  is_px_tenant boolean not null default false,
  px_tenant_id text references tenants (tenant_id) on delete set null,
  site_url text,
  owner_email text,
  responses jsonb not null default '[]' check (jsonb_typeof(responses) = 'array'),
  check ((status = 'INVITED') = (answered_at is null))
);
create index reseller_invitations_pxns on reseller_invitations (pxns_tenant_id, created_at desc);
