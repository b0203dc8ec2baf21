-- Tenant IDs are 1 to 60 letters, digits, _ or - (docs/platform-ops.md#tenant-ids; the spec's
-- limit for tenant IDs and e-mails), in every table that checks them.
alter table tenants drop constraint if exists tenants_tenant_id_check;
alter table tenants add constraint tenants_tenant_id_check check (tenant_id ~ '^[A-Za-z0-9_-]{1,60}$');
alter table workflows drop constraint if exists workflows_tenant_id_check;
alter table workflows add constraint workflows_tenant_id_check check (tenant_id ~ '^[A-Za-z0-9_-]{1,60}$');
alter table tenant_schemas drop constraint if exists tenant_schemas_tenant_id_check;
alter table tenant_schemas add constraint tenant_schemas_tenant_id_check check (tenant_id ~ '^[A-Za-z0-9_-]{1,60}$');
alter table environment_tenant_settings drop constraint if exists environment_tenant_settings_tenant_id_check;
alter table environment_tenant_settings add constraint environment_tenant_settings_tenant_id_check check (tenant_id ~ '^[A-Za-z0-9_-]{1,60}$');
