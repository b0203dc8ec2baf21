-- Tenants of the platform and their billing side: clients, contacts, payment methods, contract terms.

create table tenants (
  tenant_id text primary key check (tenant_id ~ '^[A-Za-z0-9_-]{1,40}$'),
  tenant_name text not null,
  created_at timestamptz not null default now()
);

-- usd_rate: units of the currency per 1 USD.
create table currencies (
  currency_code text primary key check (currency_code ~ '^[A-Z]{3}$'),
  symbol text not null,
  usd_rate numeric(14, 6) not null check (usd_rate > 0)
);

create table clients (
  tenant_id text primary key references tenants (tenant_id) on delete cascade,
  client_name text not null,
  official_legal_name text not null,
  dba text,
  status text not null check (status in ('ACTIVE', 'TRIAL_PERIOD', 'DEACTIVATED', 'ONBOARDING', 'PENDING_DEACTIVATION')),
  currency_code text not null references currencies (currency_code),
  referrer_tenant_id text references clients (tenant_id) on delete set null,
  billing_address1 text,
  billing_address2 text,
  billing_city text,
  billing_state text,
  billing_country text,
  billing_zipcode text,
  -- Ship-to address; null columns fall back to the billing address.
  shipping_address1 text,
  shipping_address2 text,
  shipping_city text,
  shipping_state text,
  shipping_country text,
  shipping_zipcode text,
  created_at timestamptz not null default now(),
  check (referrer_tenant_id is null or referrer_tenant_id <> tenant_id)
);

create table client_contacts (
  tenant_id text not null references clients (tenant_id) on delete cascade,
  role text not null check (role in ('PRIMARY', 'BILLING', 'SIGNER')),
  name text not null,
  title text,
  email text not null,
  phone text,
  primary key (tenant_id, role)
);

create table payment_methods (
  payment_method_id text primary key,
  tenant_id text not null references clients (tenant_id) on delete cascade,
  type text not null check (type in ('CARD', 'ACH')),
  card_type text,
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  card_expiry_month integer check (card_expiry_month between 1 and 12),
  card_expiry_year integer check (card_expiry_year between 2000 and 2100),
  bank_name text,
  account_last4 text check (account_last4 ~ '^[0-9]{4}$'),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  check (
    (type = 'CARD' and card_type is not null and card_last4 is not null and card_expiry_month is not null and card_expiry_year is not null)
    or (type = 'ACH' and bank_name is not null and account_last4 is not null)
  )
);
create index payment_methods_tenant_idx on payment_methods (tenant_id);
create unique index payment_methods_one_default_idx on payment_methods (tenant_id) where is_default;

create table contract_terms (
  tenant_id text primary key references clients (tenant_id) on delete cascade,
  tenant_signed_date date,
  effective_date date,
  end_date date,
  free_trial_days integer not null default 0 check (free_trial_days >= 0),
  free_trial_end date,
  gmv_fee_percent numeric(5, 2) not null check (gmv_fee_percent >= 0),
  monthly_fee numeric(12, 2) not null check (monthly_fee >= 0),
  offline_service_rate numeric(12, 2) not null check (offline_service_rate >= 0),
  payment_terms_days integer not null check (payment_terms_days >= 0),
  tax_rate_percent numeric(5, 2) not null default 0 check (tax_rate_percent >= 0)
);
