import { formatDate, type ClientFormRow, type ClientFormStatus } from 'shared-kit';

/** The text a row is searched by: the clientForms searchable columns of spec 02 §3, dates as shown. */
function searchableText(row: ClientFormRow): string {
  return [row.companyName, row.contactEmail, formatDate(row.createDate), formatDate(row.updateDate)]
    .join('\n')
    .toLowerCase();
}

/** Rows of one status tab whose searchable text contains every word of `search` (case-insensitive). */
export function filterClientForms(rows: readonly ClientFormRow[], status: ClientFormStatus, search: string): ClientFormRow[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((row) => {
    if (row.status !== status) return false;
    if (words.length === 0) return true;
    const text = searchableText(row);
    return words.every((word) => text.includes(word));
  });
}
