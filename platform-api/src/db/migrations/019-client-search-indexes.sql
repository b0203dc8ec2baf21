-- Indexes of the clients search (POST /billing/clients/search, docs/grid.md#server-mode):
-- - the clients list's order, which is also every search's tie-breaker: lower-cased client name by
--   code point, then tenant id (a window without a sort, or by client name, is an index range scan);
-- - the awaited sums behind '$ Awaiting Payment' and 'Days Awaiting Payment': per client, the amount
--   owed and the invoice date of its AWAITING_PAYMENT and OVERDUE invoices with something owed. The
--   partial index holds only those invoices, with both columns, so the sums are an index-only scan
--   of the unpaid invoices instead of a scan of every invoice. The search writes the statuses in its
--   text (not as parameters) so that the planner can use the partial index.
-- Plain b-tree indexes: both PGlite and the Postgres server make them, in whatever schema the API runs.

create index clients_search_name_idx on clients ((lower(client_name) collate "C"), (tenant_id collate "C"));
create index invoices_unpaid_by_client_idx on invoices (tenant_id) include (amount_owed, invoice_date)
  where invoice_status in ('AWAITING_PAYMENT', 'OVERDUE') and amount_owed > 0;
