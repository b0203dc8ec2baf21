-- Orders shipped by clients (billing-period orders) and the reports list.

create table billing_orders (
  phonex_order_number text primary key,
  ref_order_number text not null,
  -- The billed client that shipped the order.
  tenant_id text not null references clients (tenant_id) on delete cascade,
  channel text not null check (channel in ('STOREFRONT', 'OFFLINE', 'CONNECT')),
  -- CONNECT orders: the supplier tenant whose stock was sold.
  supplier_tenant_id text references tenants (tenant_id) on delete set null,
  shipped_at timestamptz not null,
  currency_code text not null references currencies (currency_code),
  shipped_amount numeric(14, 2) not null check (shipped_amount >= 0),
  -- Units of currency_code per 1 USD on the shipping day.
  exchange_rate numeric(14, 6) not null check (exchange_rate > 0),
  shipped_amount_usd numeric(14, 2) not null check (shipped_amount_usd >= 0),
  check ((channel = 'CONNECT') = (supplier_tenant_id is not null))
);
create index billing_orders_tenant_shipped_idx on billing_orders (tenant_id, shipped_at);

create table reports (
  report_id text primary key check (report_id ~ '^[a-z0-9-]{1,40}$'),
  name text not null,
  position integer not null
);
