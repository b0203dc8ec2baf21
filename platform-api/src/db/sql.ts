/**
 * SQL fragments that make both drivers answer the same JSON-ready values: dates and instants as
 * ISO strings, amounts as numbers.
 */

/** `YYYY-MM-DD` of a date column (or `null`). */
export const sqlDate = (column: string): string => `to_char(${column}, 'YYYY-MM-DD')`;

/** `YYYY-MM-DDTHH:mm:ss.SSSZ` (UTC) of a timestamptz column (or `null`). */
export const sqlInstant = (column: string): string => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A numeric column as a JavaScript number (dollars with cents). */
export const sqlMoney = (column: string): string => `(${column})::float8`;

/** Escapes `%`, `_` and `\` so user text matches literally inside a LIKE pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
