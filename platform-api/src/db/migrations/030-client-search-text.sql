-- The clients search's texts, kept on the rows (docs/search.md#cost), as the invoices keep theirs
-- (migration 020): the clients grid's text columns and dates as its search index holds them, one per
-- line, so that a search reads each client's text instead of writing it out for every statement:
-- - clients.search_text: the client's name, official legal name, billing country and state and
--   currency code, lower-cased and trimmed;
-- - contract_terms.search_text: the four contract dates as the grid searches a date.
-- A missing value is an empty line; a search term is never empty and holds no white space, so it
-- neither matches an empty line nor across the line breaks.
alter table clients
  add column search_text text generated always as (
    coalesce(lower(trim(client_name)), '') || E'\n' || coalesce(lower(trim(official_legal_name)), '') || E'\n'
      || coalesce(lower(trim(billing_country)), '') || E'\n' || coalesce(lower(trim(billing_state)), '') || E'\n'
      || coalesce(lower(trim(currency_code)), '')
  ) stored;

alter table contract_terms
  add column search_text text generated always as (
    coalesce(search_day_text(tenant_signed_date), '') || E'\n' || coalesce(search_day_text(effective_date), '') || E'\n'
      || coalesce(search_day_text(free_trial_end), '') || E'\n' || coalesce(search_day_text(end_date), '')
  ) stored;
