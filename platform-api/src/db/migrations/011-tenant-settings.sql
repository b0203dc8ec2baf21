-- Tenant settings (docs/platform-ops.md#tenant-settings): one row per tenant and configuration key,
-- the value as text (lists and objects as JSON text, numbers and booleans as their text). A tenant
-- without rows uses the built-in default configuration
-- (src/tenant-settings/tenant-settings-repository.ts). The rows go with the tenant.
create table tenant_settings (
  tenant_id text not null references tenants (tenant_id) on delete cascade,
  setting_key text not null check (length(setting_key) between 1 and 200 and setting_key !~ '[[:cntrl:]]'),
  setting_value text not null check (length(setting_value) <= 32768),
  updated_at timestamptz not null default clock_timestamp(),
  primary key (tenant_id, setting_key)
);

-- Splash pages (docs/platform-ops.md#splash-page-config): a row while a tenant's site shows its
-- splash page. site: TENANT_ADMIN (the tenant admin site) or BUYER (the buyer site).
create table splash_pages (
  tenant_id text not null references tenants (tenant_id) on delete cascade,
  site text not null check (site in ('TENANT_ADMIN', 'BUYER')),
  added_at timestamptz not null default clock_timestamp(),
  primary key (tenant_id, site)
);
