-- The quick search's texts of an invoice, kept on the row (docs/search.md#cost): what the grid's
-- search index holds for the invoice's own columns, one column per line, so that a search term is
-- one `like` per kind of text instead of one test per column:
-- - search_text: the invoice number (lower-cased) and its four dates as the grid searches a date
--   ('mmm dd yyyy mm/dd/yyyy');
-- - search_numbers: the invoiced amount, amount owed and billing period orders in US dollars with
--   two decimals, and the billing period orders as a whole number (a term read as a number is
--   looked for in these).
-- A search term holds no white space, so it never matches across the line breaks between columns.

-- A day as the grid's search index writes it. `Mon` (not `TMMon`) is English whatever the server's
-- locale, so the text depends on the day alone.
create function search_day_text(day date) returns text
  language sql immutable strict parallel safe
  return lower(to_char(day, 'Mon DD YYYY MM/DD/YYYY'));

alter table invoices
  add column search_text text generated always as (
    lower(trim(invoice_number)) || E'\n' || search_day_text(invoice_date) || E'\n' || search_day_text(due_date)
      || E'\n' || search_day_text(billing_period_start_date) || E'\n' || search_day_text(billing_period_end_date)
  ) stored,
  add column search_numbers text generated always as (
    invoiced_amount::numeric(14, 2)::text || E'\n' || amount_owed::numeric(14, 2)::text || E'\n'
      || billing_period_orders::text || E'\n' || billing_period_orders_usd::numeric(14, 2)::text
  ) stored;
