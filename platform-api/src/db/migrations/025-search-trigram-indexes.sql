-- Trigram indexes of the invoices quick search (docs/search.md#cost): a search word of three or
-- more characters is found through them instead of a scan of every invoice, in each of the arms a
-- word may have:
-- - the invoice's searched texts (migration 020's search_text and search_numbers), by `like`;
-- - the pair of statuses the labels are matched against, by equality;
-- - the clients whose name or referrer's name holds the word, by the invoices' tenant index.
-- pg_trgm is a contrib extension of Postgres; the API's PGlite loads it in its worker thread
-- (src/db/pglite-worker.mjs). As in migration 018, the extension goes to public (the API may run in a
-- schema of its own, with a search_path without public) and each index names its operator class in
-- the extension's schema, wherever an earlier install put it. Without pg_trgm the indexes are left
-- out and those searches scan; their answers are the same.

do $$
begin
  create extension if not exists pg_trgm schema public;
exception when others then
  raise notice 'pg_trgm is not available: search words are found by a scan';
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
    execute format('create index invoices_search_text_trgm_idx on invoices using gin (search_text %I.gin_trgm_ops)', trgm_schema);
    execute format('create index invoices_search_numbers_trgm_idx on invoices using gin (search_numbers %I.gin_trgm_ops)', trgm_schema);
  end if;
end
$$;

create index invoices_status_pair_idx on invoices ((invoice_status || '|' || coalesce(card_payment_status, '')));
