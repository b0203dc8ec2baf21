/**
 * Formula-injection escaping of exported spreadsheets (ARCHITECTURE.md "Quality bars": exported
 * spreadsheets escape cells that start with = + - @ tab CR LF), shared by the console's exports and
 * the API's.
 */

/** First characters that make a spreadsheet read a text cell as a formula. */
export const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r', '\n'];

/**
 * A cell value safe to write to a spreadsheet: text that starts with one of the
 * {@link FORMULA_TRIGGERS} is prefixed with a single quote so it stays text; anything else (numbers,
 * booleans, null, other text) is returned unchanged.
 *
 * @example escapeCell('=HYPERLINK("http://x")') // "'=HYPERLINK(\"http://x\")"
 * @example escapeCell(-12.5) // -12.5 (numbers are data, not text)
 */
export function escapeCell<Value>(value: Value): Value | string {
  return typeof value === 'string' && FORMULA_TRIGGERS.some((trigger) => value.startsWith(trigger)) ? `'${value}` : value;
}
