// Temporary until shared-kit's quick search lands.
export function quickFilter<T extends object>(rows: readonly T[], text: string, fields: ReadonlyArray<keyof T>): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return rows.slice();
  return rows.filter((row) => fields.some((field) => String(row[field] ?? '').toLowerCase().includes(needle)));
}
