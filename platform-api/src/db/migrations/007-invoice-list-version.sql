-- A version number of the data behind the invoices grid, bumped by every statement that changes
-- it, so the API can cache the 100,000-row list and answer 304 to a client that already has it.

create table data_versions (
  name text primary key,
  version bigint not null default 0
);
insert into data_versions (name) values ('invoice-list');

create function bump_invoice_list_version() returns trigger language plpgsql as $$
begin
  update data_versions set version = version + 1 where name = 'invoice-list';
  return null;
end
$$;

create trigger invoices_bump_invoice_list after insert or update or delete or truncate on invoices
  for each statement execute function bump_invoice_list_version();
create trigger payments_bump_invoice_list after insert or update or delete or truncate on payments
  for each statement execute function bump_invoice_list_version();
create trigger payment_methods_bump_invoice_list after insert or update or delete or truncate on payment_methods
  for each statement execute function bump_invoice_list_version();
create trigger clients_bump_invoice_list after insert or update or delete or truncate on clients
  for each statement execute function bump_invoice_list_version();
create trigger currencies_bump_invoice_list after insert or update or delete or truncate on currencies
  for each statement execute function bump_invoice_list_version();
