-- Indexes of the invoices search (POST /billing/invoices/search, docs/grid.md#server-mode): windows
-- are read in the order of the grid's sort with blanks last and ties by invoice number ascending
-- (code point order), so each index below matches one ORDER BY of the search exactly, in each
-- direction, and a window after a cursor is an index range scan:
-- - invoice date (the grid's default sort, newest first) and due date, both directions;
-- - the invoice-number sort key (lower-cased) and the key of a pasted list of invoice numbers.
-- The other sort keys read the client (name, referrer) or the currency (amounts in US dollars at the
-- stored rate) and are sorted per query.

create index invoices_search_invoice_date_desc_idx on invoices (invoice_date desc nulls last, invoice_number collate "C");
create index invoices_search_invoice_date_asc_idx on invoices (invoice_date, invoice_number collate "C");
create index invoices_search_due_date_desc_idx on invoices (due_date desc nulls last, invoice_number collate "C");
create index invoices_search_due_date_asc_idx on invoices (due_date, invoice_number collate "C");
create index invoices_search_number_idx on invoices ((nullif(lower(invoice_number), '') collate "C"), invoice_number collate "C");
create index invoices_search_number_key_idx on invoices (lower(trim(invoice_number)));

-- Contains-search of client names (the quick search's client and referrer) through pg_trgm where the
-- server has it. Postgres ships it as a contrib extension; PGlite has it too (@electric-sql/pglite's
-- contrib/pg_trgm) but only when the instance is created with that extension loaded, which this
-- API's PGlite does not do: there the block leaves the index out and the search scans.
-- The extension is database-wide while the API may run in a schema of its own (search_path without
-- public, as the tests do): it goes to public, and the index names its operator class in the
-- extension's schema, wherever an earlier install put it.
do $$
begin
  create extension if not exists pg_trgm schema public;
exception when others then
  raise notice 'pg_trgm is not available: client names are searched by a scan';
end
$$;
do $$
declare
  trgm_schema text;
begin
  select n.nspname into trgm_schema
  from pg_extension e join pg_namespace n on n.oid = e.extnamespace
  where e.extname = 'pg_trgm';
  if trgm_schema is not null then
    execute format('create index clients_name_trgm_idx on clients using gin (lower(client_name) %I.gin_trgm_ops)', trgm_schema);
  end if;
end
$$;
