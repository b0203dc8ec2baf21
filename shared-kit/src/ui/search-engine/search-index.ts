/**
 * The search index of a grid (docs/grid.md): rows normalised once — one lower-cased text per
 * row, numbers and US Eastern days in typed arrays — so that every later filter pass is a loop over
 * plain arrays. Rebuild it when the rows change, not when the query does.
 */
import { BLANKS_LABEL, daySearchText, easternDayOf, labelSearchText, type Lookups, type SearchColumn, type SearchView } from 'shared-kit/contract';

/** Options of {@link createSearchIndex}. */
export interface SearchIndexOptions {
  /** Display names of coded values (buyerId -> buyer name, warehouse id -> name). */
  lookups?: Lookups;
  /** Overrides the view's stock field (out-of-stock filter). */
  stockField?: string;
  /** Extra numeric fields to index for amount filters and sorting. */
  numberFields?: readonly string[];
  /** Extra date fields to index for date filters and sorting. */
  dateFields?: readonly string[];
  /**
   * Set-filter values a field's filter sees instead of the field's own value, per row (a row may
   * have several: docs/grid.md#status-filter).
   */
  setValues?: Readonly<Record<string, (row: never) => readonly string[]>>;
}

/**
 * One searchable column: its distinct texts (lower-cased) and, per row, which of them it holds.
 * Most columns repeat values (clients, statuses, dates), so a term is looked for once per distinct
 * value instead of once per row.
 */
export interface ColumnDictionary {
  readonly field: string;
  readonly exact: boolean;
  /** Distinct texts, joined with '\n' (text `v` occupies [starts[v], starts[v + 1] - 1)). */
  readonly joined: string;
  readonly starts: Int32Array;
  /** The distinct texts. */
  readonly texts: readonly string[];
  /** Number of distinct texts. */
  readonly size: number;
  /** Distinct text id of each row, -1 when blank. */
  readonly ids: Int32Array;
  /** Exact columns: text -> id. */
  readonly lookup: ReadonlyMap<string, number> | undefined;
  /** Currency and number columns hold plain numbers ('1234.5'); terms are read as numbers for them. */
  readonly numeric: boolean;
  /** Which ASCII characters occur in the column: a term with any other cannot match it. */
  readonly chars: Uint8Array;
}

/** A built index. Treat as opaque; read it through the engine's functions. */
export interface SearchIndex<Row> {
  readonly view: SearchView;
  readonly rows: readonly Row[];
  readonly size: number;
  /**
   * Searchable columns (exact-match ones included), built on first read: a list shown in its
   * default order and filters needs none of them ({@link prepareQuickSearch} builds them ahead).
   */
  readonly columns: readonly ColumnDictionary[];
  /** Lower-cased value of the multi-value key fields -> rows having it. */
  readonly keys: ReadonlyMap<string, readonly number[]>;
  /** Numeric fields (currency, number, stock, extras): value per row, NaN when missing. */
  readonly numbers: ReadonlyMap<string, Float64Array>;
  /** Date fields: US Eastern day number per row, NaN when missing. */
  readonly days: ReadonlyMap<string, Float64Array>;
  /** Date fields: instant in ms per row (calendar dates at UTC midnight), NaN when missing; for sorting. */
  readonly times: ReadonlyMap<string, Float64Array>;
  readonly stockField: string | undefined;
  /** Set-filter keys per field, built on first use. */
  readonly setKeys: Map<string, readonly string[]>;
  /** How the fields with derived set values ({@link SearchIndexOptions.setValues}) get them. */
  readonly setValues: Readonly<Record<string, (row: never) => readonly string[]>>;
  /** Derived set values per field, built on first use. */
  readonly derivedSetKeys: Map<string, ReadonlyArray<readonly string[]>>;
  /** Sort keys of text fields, built on first use. */
  readonly sortText: Map<string, readonly string[]>;
  /**
   * Builds the searchable texts of up to `rowCount` more rows; true once every row's are built (see
   * {@link prepareQuickSearch}).
   */
  readonly buildTexts: (rowCount: number) => boolean;
  /** The last quick search, reused when the next one only narrows it. */
  lastQuick?: { terms: string[]; ids: Int32Array };
}

function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return NaN;
}

function textOfArray(value: unknown): string {
  if (!Array.isArray(value)) return value === null || value === undefined ? '' : String(value);
  return value
    .map((item: unknown) => (item !== null && typeof item === 'object' ? Object.values(item as Record<string, unknown>).filter((v) => typeof v !== 'object').join(' ') : String(item ?? '')))
    .join(' ');
}

class DictionaryBuilder {
  private readonly idOf = new Map<string, number>();
  private readonly texts: string[] = [];
  readonly ids: Int32Array;
  constructor(
    readonly field: string,
    readonly exact: boolean,
    readonly numeric: boolean,
    n: number,
  ) {
    this.ids = new Int32Array(n);
  }
  add(row: number, text: string): void {
    if (text === '') {
      this.ids[row] = -1;
      return;
    }
    let id = this.idOf.get(text);
    if (id === undefined) {
      id = this.texts.length;
      this.texts.push(text);
      this.idOf.set(text, id);
    }
    this.ids[row] = id;
  }
  build(): ColumnDictionary {
    const starts = new Int32Array(this.texts.length + 1);
    let offset = 0;
    for (let i = 0; i < this.texts.length; i += 1) {
      starts[i] = offset;
      offset += this.texts[i]!.length + 1;
    }
    starts[this.texts.length] = offset;
    const joined = this.texts.join('\n');
    const chars = new Uint8Array(128);
    for (let i = 0; i < joined.length; i += 1) {
      const code = joined.charCodeAt(i);
      if (code < 128) chars[code] = 1;
    }
    return {
      field: this.field,
      exact: this.exact,
      joined,
      starts,
      texts: this.texts,
      size: this.texts.length,
      ids: this.ids,
      lookup: this.exact ? this.idOf : undefined,
      numeric: this.numeric,
      chars,
    };
  }
}

/**
 * Builds the index of `rows` for `view` (column types): text and `key` columns as they are; labels as shown
 * (and their raw code); currency and numbers as plain numbers ('1234.50', '12'; a search term is
 * read without its currency symbol and thousands separators for them, so '$1,234' finds 1234.50); dates as 'MMM DD YYYY' and 'MM/DD/YYYY' in US Eastern time; arrays by their elements;
 * `exact` columns only by whole value. Costs one pass over the rows for the numbers, days and
 * record keys, and one more for the searchable texts when a quick search first needs them; a filter
 * pass then touches no row objects.
 *
 * @example const index = createSearchIndex(invoices, SEARCH_VIEWS.invoice);
 */
export function createSearchIndex<Row extends object>(rows: readonly Row[], view: SearchView, options: SearchIndexOptions = {}): SearchIndex<Row> {
  const n = rows.length;
  const lookups = options.lookups ?? {};
  const stockField = options.stockField ?? view.stockField;
  const numberFields = new Set<string>(options.numberFields ?? []);
  const dateFields = new Set<string>(options.dateFields ?? []);
  for (const column of view.columns) {
    if (column.type === 'currency' || column.type === 'number') numberFields.add(column.field);
    if (column.type === 'date') dateFields.add(column.field);
  }
  if (stockField) numberFields.add(stockField);

  const numbers = new Map<string, Float64Array>();
  for (const field of numberFields) numbers.set(field, new Float64Array(n));
  const days = new Map<string, Float64Array>();
  const times = new Map<string, Float64Array>();
  for (const field of dateFields) {
    days.set(field, new Float64Array(n));
    times.set(field, new Float64Array(n));
  }
  // Many rows share a date: convert each distinct value once.
  const dateCache = new Map<unknown, { day: number; time: number; text: string }>();
  const dateInfo = (value: unknown) => {
    const key = value instanceof Date ? value.getTime() : value;
    let info = dateCache.get(key);
    if (!info) {
      const day = easternDayOf(value as string | number | Date);
      const time = Number.isNaN(day) ? NaN : typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? day * 86_400_000 : new Date(value as string | number | Date).getTime();
      info = { day, time, text: Number.isNaN(day) ? '' : daySearchText(day) };
      dateCache.set(key, info);
    }
    return info;
  };
  const columnText = (column: SearchColumn, row: Record<string, unknown>): string => {
    const value = row[column.field];
    switch (column.type) {
      case 'text':
      case 'key':
      case 'exact':
        return value === null || value === undefined ? '' : String(value).trim().toLowerCase();
      case 'label':
        return labelSearchText(column, value, row, lookups);
      case 'currency': {
        const num = numberOf(value);
        return Number.isFinite(num) ? num.toFixed(2) : '';
      }
      case 'number': {
        const num = numberOf(value);
        return Number.isFinite(num) ? String(num) : '';
      }
      case 'date':
        return value === null || value === undefined || value === '' ? '' : dateInfo(value).text;
      case 'array':
        return textOfArray(value).toLowerCase();
      default:
        return '';
    }
  };

  // The column dictionaries: a pass of their own, made in slices of rows ({@link prepareQuickSearch})
  // or at once when a quick search first needs them.
  let builders: DictionaryBuilder[] | undefined;
  let textsBuilt = 0;
  let columns: ColumnDictionary[] | undefined;
  const buildTexts = (rowCount: number): boolean => {
    if (columns) return true;
    builders ??= view.columns.map((column) => new DictionaryBuilder(column.field, column.type === 'exact', column.type === 'currency' || column.type === 'number', n));
    const end = Math.min(n, textsBuilt + rowCount);
    for (; textsBuilt < end; textsBuilt += 1) {
      const row = rows[textsBuilt] as Record<string, unknown>;
      for (let c = 0; c < builders.length; c += 1) builders[c]!.add(textsBuilt, columnText(view.columns[c]!, row));
    }
    if (textsBuilt < n) return false;
    columns = builders.map((b) => b.build());
    builders = undefined;
    return true;
  };
  const keys = new Map<string, number[]>();
  const keyFields = view.multi?.fields ?? [];

  for (let i = 0; i < n; i += 1) {
    const row = rows[i] as Record<string, unknown>;
    for (const field of keyFields) {
      const value = row[field];
      if (value === null || value === undefined || value === '') continue;
      const key = String(value).trim().toLowerCase();
      const list = keys.get(key);
      if (!list) keys.set(key, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
    for (const [field, array] of numbers) array[i] = numberOf(row[field]);
    for (const [field, array] of days) {
      const value = row[field];
      if (value === null || value === undefined || value === '') {
        array[i] = NaN;
        times.get(field)![i] = NaN;
      } else {
        const info = dateInfo(value);
        array[i] = info.day;
        times.get(field)![i] = info.time;
      }
    }
  }

  return {
    view,
    rows,
    size: n,
    get columns() {
      buildTexts(n);
      return columns!;
    },
    buildTexts,
    keys,
    numbers,
    days,
    times,
    stockField,
    setKeys: new Map(),
    setValues: options.setValues ?? {},
    derivedSetKeys: new Map(),
    sortText: new Map(),
  };
}

/**
 * Builds the searchable texts of `index` ahead of its first quick search (which would otherwise build
 * them all at once), `rowCount` rows at a time: for idle time after a list is first shown, in slices
 * short enough not to hold up the user's typing. Answers whether they are all built.
 *
 * @example while (deadline.timeRemaining() > 1 && !prepareQuickSearch(index, 2000)) {}
 */
export function prepareQuickSearch<Row>(index: SearchIndex<Row>, rowCount = Infinity): boolean {
  return index.buildTexts(rowCount);
}

/**
 * The set-filter key of every row for `field`: the value as text, blanks as '(Blanks)' (docs/grid.md#filters).
 * Built on first use and kept in the index.
 *
 * @example setKeysOf(index, 'referrer')[0] // '(Blanks)' for a row without referrer
 */
export function setKeysOf<Row>(index: SearchIndex<Row>, field: string): readonly string[] {
  let keys = index.setKeys.get(field);
  if (!keys) {
    const out = new Array<string>(index.size);
    for (let i = 0; i < index.size; i += 1) {
      const value = (index.rows[i] as Record<string, unknown>)[field];
      out[i] = value === null || value === undefined || String(value).trim() === '' ? BLANKS_LABEL : String(value);
    }
    index.setKeys.set(field, out);
    keys = out;
  }
  return keys;
}

/**
 * The derived set values of every row for `field` (see {@link SearchIndexOptions.setValues}), or
 * undefined for a field that filters by its own value. Built on first use and kept in the index.
 *
 * @example derivedSetValuesOf(index, 'invoiceStatus')?.[0] // ['OVERDUE', 'PAYMENT_FAILED']
 */
export function derivedSetValuesOf<Row>(index: SearchIndex<Row>, field: string): ReadonlyArray<readonly string[]> | undefined {
  const valuesOf = index.setValues[field] as ((row: Row) => readonly string[]) | undefined;
  if (!valuesOf) return undefined;
  let values = index.derivedSetKeys.get(field);
  if (!values) {
    values = index.rows.map((row) => valuesOf(row));
    index.derivedSetKeys.set(field, values);
  }
  return values;
}
