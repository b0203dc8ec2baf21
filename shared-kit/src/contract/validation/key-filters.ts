/**
 * Key filters of numeric inputs (docs/forms.md#key-filters; docs/client-success.md#client-forms phone fields): digits only,
 * phone characters, decimals. Each kind has a key test, a keydown handler and a sanitiser for pasted
 * text.
 */

/** The three kinds of filtered input. */
export type KeyFilterKind = 'digits' | 'phone' | 'decimal';

/**
 * Characters a phone field accepts: digits, plus, slash, brackets, space, dot and dash (docs/forms.md#key-filters).
 *
 * @example [...'+1 (212) 555-0100'].every((c) => PHONE_CHARACTERS.includes(c)) // true
 */
export const PHONE_CHARACTERS = '0123456789+/() .-';

// Editing and navigation keys always pass, so the filter never traps the caret.
const CONTROL_KEYS = new Set([
  'Backspace', 'Delete', 'Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End',
]);

/**
 * Whether typing `key` (a KeyboardEvent `key`) may change an input of `kind` whose current value is
 * `currentValue`. Decimal inputs accept one dot.
 *
 * @example isAllowedKey('digits', '7') // true
 * @example isAllowedKey('decimal', '.', '1.5') // false (second dot)
 */
export function isAllowedKey(kind: KeyFilterKind, key: string, currentValue = ''): boolean {
  if (CONTROL_KEYS.has(key)) return true;
  if (key.length !== 1) return true;
  if (kind === 'digits') return key >= '0' && key <= '9';
  if (kind === 'phone') return PHONE_CHARACTERS.includes(key);
  if (key === '.') return !currentValue.includes('.');
  return key >= '0' && key <= '9';
}

/** The part of a keyboard event a key filter reads. */
export interface FilterableKeyEvent {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  currentTarget: { value?: string } | EventTarget;
  preventDefault(): void;
}

/**
 * A keydown handler that blocks keys not allowed for `kind` (docs/forms.md#key-filters). Shortcuts with Ctrl, Meta
 * or Alt (copy, paste, select all) always pass.
 *
 * @example <Input onKeyDown={keyFilter('digits')} />
 */
export function keyFilter(kind: KeyFilterKind): (event: FilterableKeyEvent) => void {
  return (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.currentTarget as { value?: unknown };
    const value = typeof target.value === 'string' ? target.value : '';
    if (!isAllowedKey(kind, event.key, value)) event.preventDefault();
  };
}

/**
 * Removes from `text` every character an input of `kind` does not accept (for paste and change
 * handlers). Decimal text keeps its first dot only.
 *
 * @example sanitizeForKind('digits', '12a3') // '123'
 * @example sanitizeForKind('decimal', '1.2.3') // '1.23'
 */
export function sanitizeForKind(kind: KeyFilterKind, text: string): string {
  let out = '';
  let seenDot = false;
  for (const ch of text) {
    if (kind === 'decimal' && ch === '.') {
      if (!seenDot) out += ch;
      seenDot = true;
    } else if (isAllowedKey(kind === 'decimal' ? 'digits' : kind, ch)) {
      out += ch;
    }
  }
  return out;
}
