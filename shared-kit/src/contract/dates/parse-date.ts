/**
 * The shared date parser (docs/grid.md#filters): the ~70 patterns of {@link DATE_PATTERNS}, with
 * dayjs customParseFormat's strict semantics (a one-digit token has no leading zero, two-digit
 * years 69-99 are 19xx, a weekday must be the date's weekday).
 *
 * Trying 70 formats with dayjs for each of 100,000 grid values is far too slow, so each pattern is
 * compiled once into a matcher, and a text's shape (digit-run lengths, letters, separators) selects
 * the few patterns that can fit it. The tests check every pattern against dayjs itself.
 */
import { DATE_PATTERNS } from './patterns';
import { MONTH_SHORT_NAMES, dayNumber, daysInMonth } from './day-number';

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

type TokenKind = 'YYYY' | 'YY' | 'MMMM' | 'MMM' | 'MM' | 'M' | 'DD' | 'D' | 'dddd' | 'ddd' | 'HH' | 'hh' | 'mm' | 'ss' | 'A' | 'a';
type Part = { token: TokenKind } | { literal: string };

const TOKENS: TokenKind[] = ['YYYY', 'MMMM', 'dddd', 'MMM', 'ddd', 'YY', 'MM', 'DD', 'HH', 'hh', 'mm', 'ss', 'M', 'D', 'A', 'a'];

function tokenize(pattern: string): Part[] {
  const parts: Part[] = [];
  let i = 0;
  while (i < pattern.length) {
    const token = TOKENS.find((t) => pattern.startsWith(t, i));
    if (token) {
      parts.push({ token });
      i += token.length;
    } else {
      parts.push({ literal: pattern[i]! });
      i += 1;
    }
  }
  return parts;
}

const TOKEN_SOURCE: Record<TokenKind, string> = {
  YYYY: '(\\d{4})',
  YY: '(\\d{2})',
  MMMM: `(${MONTH_NAMES.join('|')})`,
  MMM: `(${MONTH_SHORT_NAMES.join('|')})`,
  MM: '(0[1-9]|1[0-2])',
  M: '([1-9]|1[0-2])',
  DD: '(0[1-9]|[12]\\d|3[01])',
  D: '([1-9]|[12]\\d|3[01])',
  dddd: `(${WEEKDAY_NAMES.join('|')})`,
  ddd: `(${WEEKDAY_NAMES.map((n) => n.slice(0, 3)).join('|')})`,
  HH: '([01]\\d|2[0-3])',
  hh: '(0[1-9]|1[0-2])',
  mm: '([0-5]\\d)',
  ss: '([0-5]\\d)',
  A: '(AM|PM)',
  a: '(am|pm)',
};

/** Shapes a token can take: `dN` for a run of N digits, `a` for letters. */
function tokenShapes(token: TokenKind): string[] {
  switch (token) {
    case 'YYYY': return ['d4'];
    case 'M': case 'D': return ['d1', 'd2'];
    case 'MMMM': case 'MMM': case 'dddd': case 'ddd': case 'A': case 'a': return ['a'];
    default: return ['d2'];
  }
}

interface CompiledPattern {
  pattern: string;
  order: number;
  regex: RegExp;
  /** Capture group index (1-based) of each token. */
  groups: Partial<Record<TokenKind, number>>;
}

// Adjacent digit tokens (YYYYMMDD) form one digit run in a text's shape.
function shapesOf(parts: Part[]): string[] {
  let shapes = [''];
  let run: string[] | undefined; // digit-run lengths possible so far for the current run
  const flush = () => {
    if (!run) return;
    const lengths = run;
    shapes = shapes.flatMap((s) => lengths.map((len) => `${s}${len}`));
    run = undefined;
  };
  for (const part of parts) {
    if ('literal' in part) {
      flush();
      const ch = part.literal;
      if (/[A-Za-z]/.test(ch)) shapes = shapes.map((s) => (s.endsWith('a') ? s : `${s}a`));
      else shapes = shapes.map((s) => s + ch);
      continue;
    }
    const options = tokenShapes(part.token);
    if (options[0] === 'a') {
      flush();
      shapes = shapes.map((s) => (s.endsWith('a') ? s : `${s}a`));
      continue;
    }
    const lengths = options.map((o) => Number(o.slice(1)));
    if (!run) {
      shapes = shapes.map((s) => `${s}d`);
      run = lengths.map(String);
    } else {
      const prev = run;
      run = prev.flatMap((p) => lengths.map((l) => String(Number(p) + l)));
    }
  }
  flush();
  return [...new Set(shapes)];
}

/** The shape of a text: digit runs as `dN`, letter runs as `a`, anything else as it is. */
function shapeOfText(text: string): string {
  let shape = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      let j = i + 1;
      while (j < n && text.charCodeAt(j) >= 48 && text.charCodeAt(j) <= 57) j += 1;
      shape += `d${j - i}`;
      i = j;
    } else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
      let j = i + 1;
      while (j < n) {
        const d = text.charCodeAt(j);
        if (!((d >= 65 && d <= 90) || (d >= 97 && d <= 122))) break;
        j += 1;
      }
      shape += 'a';
      i = j;
    } else {
      shape += text[i];
      i += 1;
    }
  }
  return shape;
}

function compile(pattern: string, order: number): CompiledPattern {
  const parts = tokenize(pattern);
  const groups: Partial<Record<TokenKind, number>> = {};
  let source = '^';
  let group = 0;
  for (const part of parts) {
    if ('literal' in part) {
      source += part.literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    } else {
      group += 1;
      groups[part.token] = group;
      source += TOKEN_SOURCE[part.token];
    }
  }
  return { pattern, order, regex: new RegExp(`${source}$`), groups };
}

const COMPILED = DATE_PATTERNS.map(compile);
const BY_SHAPE = new Map<string, CompiledPattern[]>();
COMPILED.forEach((compiled) => {
  for (const shape of shapesOf(tokenize(compiled.pattern))) {
    const list = BY_SHAPE.get(shape) ?? [];
    list.push(compiled);
    BY_SHAPE.set(shape, list);
  }
});

/** A parsed date: the calendar date, its day number and the pattern that matched. */
export interface ParsedDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** Days since 1970-01-01 (see `dayNumber`). */
  dayNumber: number;
  /** The pattern of {@link DATE_PATTERNS} that matched. */
  pattern: string;
}

function titleCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

function extract(compiled: CompiledPattern, text: string): ParsedDate | undefined {
  const m = compiled.regex.exec(text);
  if (!m) return undefined;
  const g = compiled.groups;
  const at = (token: TokenKind): string | undefined => (g[token] !== undefined ? m[g[token]] : undefined);
  let year: number;
  const yyyy = at('YYYY');
  if (yyyy !== undefined) year = Number(yyyy);
  else {
    const yy = Number(at('YY'));
    year = yy + (yy > 68 ? 1900 : 2000);
  }
  let month: number;
  const longMonth = at('MMMM');
  const shortMonth = at('MMM');
  if (longMonth !== undefined) month = MONTH_NAMES.indexOf(longMonth) + 1;
  else if (shortMonth !== undefined) month = (MONTH_SHORT_NAMES as readonly string[]).indexOf(shortMonth) + 1;
  else month = Number(at('MM') ?? at('M'));
  const day = Number(at('DD') ?? at('D'));
  if (day > daysInMonth(year, month)) return undefined;
  const n = dayNumber(year, month, day);
  const weekday = at('dddd') ?? at('ddd');
  // 1970-01-01 was a Thursday (4).
  if (weekday !== undefined && !WEEKDAY_NAMES[(((n + 4) % 7) + 7) % 7]!.startsWith(weekday)) return undefined;
  return { year, month, day, dayNumber: n, pattern: compiled.pattern };
}

// Month and weekday names are matched in their canonical case, so a text typed in another case
// is retried once in title case (and AM/PM markers in both cases).
function normaliseCase(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const lower = word.toLowerCase();
    if (lower === 'am' || lower === 'pm' || lower === 't') return word;
    return titleCase(word);
  });
}

/**
 * Parses `text` with the first pattern of {@link DATE_PATTERNS} that fits, or returns `undefined`.
 * Surrounding white space is ignored; month and weekday names may be in any case.
 *
 * @example parseDate('03/04/2024')?.month // 3 (MM/DD/YYYY comes first)
 * @example parseDate('13/04/2024')?.month // 4 (only DD/MM/YYYY fits)
 * @example parseDate('Fri Jan 05 2024')?.day // 5
 * @example parseDate('02/30/2024') // undefined
 */
export function parseDate(text: string | null | undefined): ParsedDate | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  const candidates = BY_SHAPE.get(shapeOfText(trimmed));
  if (!candidates) return undefined;
  for (const compiled of candidates) {
    const parsed = extract(compiled, trimmed);
    if (parsed) return parsed;
  }
  if (/[a-z]/i.test(trimmed)) {
    const recased = normaliseCase(trimmed);
    if (recased !== trimmed) {
      for (const compiled of candidates) {
        const parsed = extract(compiled, recased);
        if (parsed) return parsed;
      }
    }
  }
  return undefined;
}

/**
 * The day number of `text` by {@link parseDate}, or `NaN`.
 *
 * @example parseDateToDay('2024-01-05') === dayNumber(2024, 1, 5) // true
 */
export function parseDateToDay(text: string | null | undefined): number {
  return parseDate(text)?.dayNumber ?? NaN;
}
