-- A CONNECT order keeps its supplier's name when the supplier tenant is decommissioned
-- (docs/platform-ops.md#decommission): the name is copied onto the order when the order names its
-- supplier, the link to the supplier (supplier_tenant_id) is set null when that tenant is removed,
-- and the order stays a CONNECT order because the rule now reads the kept name, not the link.

alter table billing_orders add column supplier_tenant_name text;

update billing_orders o set supplier_tenant_name = t.tenant_name
  from tenants t where t.tenant_id = o.supplier_tenant_id;

create function billing_orders_keep_supplier_name() returns trigger language plpgsql as $$
begin
  if new.supplier_tenant_id is not null and new.supplier_tenant_name is null then
    select tenant_name into new.supplier_tenant_name from tenants where tenant_id = new.supplier_tenant_id;
  end if;
  return new;
end
$$;

create trigger billing_orders_keep_supplier_name before insert or update of supplier_tenant_id on billing_orders
  for each row execute function billing_orders_keep_supplier_name();

-- A renamed supplier's orders follow its new name, so the kept name is the one the supplier last had.
create function tenants_rename_supplier_orders() returns trigger language plpgsql as $$
begin
  update billing_orders set supplier_tenant_name = new.tenant_name where supplier_tenant_id = new.tenant_id;
  return new;
end
$$;

create trigger tenants_rename_supplier_orders after update of tenant_name on tenants
  for each row when (old.tenant_name is distinct from new.tenant_name) execute function tenants_rename_supplier_orders();

alter table billing_orders drop constraint billing_orders_check;
alter table billing_orders add constraint billing_orders_connect_supplier check (
  (channel = 'CONNECT') = (supplier_tenant_name is not null)
  and (supplier_tenant_id is null or channel = 'CONNECT')
);
