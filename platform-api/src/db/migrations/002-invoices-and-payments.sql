-- Invoices, their line items, card payments and the status history
-- (docs/billing.md#invoice-status-changes, docs/billing.md#card-payments).

create table invoices (
  invoice_number text primary key check (invoice_number ~ '^[A-Za-z0-9-]{1,40}$'),
  tenant_id text not null references clients (tenant_id) on delete cascade,
  invoice_date date not null,
  due_date date not null,
  billing_period_start_date date not null,
  billing_period_end_date date not null,
  billing_period_orders integer not null default 0 check (billing_period_orders >= 0),
  billing_period_orders_usd numeric(14, 2) not null default 0,
  sub_total numeric(14, 2) not null,
  tax numeric(14, 2) not null default 0,
  tax_details text,
  -- The invoice total.
  invoiced_amount numeric(14, 2) not null check (invoiced_amount >= 0),
  amount_owed numeric(14, 2) not null check (amount_owed >= 0),
  invoice_status text not null check (invoice_status in ('AWAITING_PAYMENT', 'OVERDUE', 'PAID', 'VOIDED', 'WRITTEN_OFF')),
  card_payment_status text check (card_payment_status in ('SUCCEEDED', 'FAILURE', 'REQUESTED')),
  -- The latest card payment attempt; its card and time are the row's cardPaymentDetails.
  last_payment_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (billing_period_end_date >= billing_period_start_date),
  check (due_date >= invoice_date)
);
create index invoices_tenant_date_idx on invoices (tenant_id, invoice_date desc);
create index invoices_status_idx on invoices (invoice_status);

create table invoice_line_items (
  invoice_number text not null references invoices (invoice_number) on delete cascade,
  position integer not null,
  description text not null,
  quantity numeric(12, 2) not null,
  unit_price numeric(14, 2) not null,
  total numeric(14, 2) not null,
  primary key (invoice_number, position)
);

create table payments (
  payment_id text primary key,
  invoice_number text not null references invoices (invoice_number) on delete cascade,
  tenant_id text not null references clients (tenant_id) on delete cascade,
  payment_method_id text references payment_methods (payment_method_id) on delete set null,
  amount numeric(14, 2) not null check (amount > 0),
  currency_code text not null references currencies (currency_code),
  status text not null check (status in ('SUCCEEDED', 'FAILURE', 'REQUESTED')),
  gateway_reference text,
  details text,
  card_type text,
  card_last4 text,
  card_expiry_month integer,
  card_expiry_year integer,
  requested_by text not null,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index payments_invoice_idx on payments (invoice_number, created_at);

alter table invoices add constraint invoices_last_payment_fk
  foreign key (last_payment_id) references payments (payment_id) deferrable initially deferred;

-- Who changed an invoice's status, when, and from what to what.
create table invoice_status_history (
  history_id bigint generated always as identity primary key,
  invoice_number text not null references invoices (invoice_number) on delete cascade,
  from_status text not null,
  to_status text not null,
  changed_by text not null,
  changed_at timestamptz not null default now(),
  source text not null check (source in ('STATUS_UPDATE', 'CARD_PAYMENT', 'OVERDUE_SWEEP'))
);
create index invoice_status_history_invoice_idx on invoice_status_history (invoice_number, changed_at);
