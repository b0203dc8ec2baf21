-- Amounts inside the line items' descriptions in the console's money format (docs/formats.md
-- "Line items"): the billing run writes 'Marketplace fee 1.5% of shipped GMV $7,343.96'; this
-- rewrites the descriptions stored in the plain form ('... of shipped GMV $7343.96'), keeping the
-- symbol and the amount, grouping its digits by thousands. Other descriptions are left as they are.

update invoice_line_items
set description = (
  select parts[1] || parts[2] || to_char(parts[3]::numeric, 'FM999,999,999,999,990.00')
  from regexp_match(description, '^(Marketplace fee [0-9.]+% of shipped GMV )([^0-9]*)([0-9]+\.[0-9]{2})$') as parts
)
where description ~ '^Marketplace fee [0-9.]+% of shipped GMV [^0-9]*[0-9]{4,}\.[0-9]{2}$';
