/**
 * What the server-mode searches of the console's grids share (docs/grid.md): the
 * grid's query state as a search takes it, the window a search body asks for, and the messages of a
 * refused search. The clients search (`billing-clients.ts`) and the invoices search
 * (`billing-invoices.ts`) are built from them.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Dictionary, Nullable, StringEnum } from './schema-helpers';
import { DATE_PRESETS } from '../dates/date-filter';
import { SEARCH_LIMITS } from '../search-grammar/limits';

/**
 * A grid's query state, exactly as the grid keeps it (shared-kit's grid state: the search text as
 * typed, set filters, date filters as set, amount filters as typed, stock, the sort). The server
 * parses the search text with the shared parser (`parseSearch`) and resolves date presets with
 * its own clock, in US Eastern days, so one parser decides in both modes.
 */
export const GridQueryStateSchema = Type.Object(
  {
    // Above the parser's limit, so that a text a little too long is answered with the parser's plain
    // message (docs/search.md "Limits"); the schema only stops what no search box sends.
    search: Type.String({
      maxLength: 5 * SEARCH_LIMITS.maxLength,
      description: `The search box text as typed (docs/search.md); the search refuses more than ${SEARCH_LIMITS.maxLength} characters`,
    }),
    sort: Type.Optional(Type.Object({ field: Type.String(), direction: StringEnum(['asc', 'desc']) }, { additionalProperties: false })),
    sets: Dictionary(Type.Array(Type.String(), { maxItems: 10_000 }), { description: "Set filters: field -> raw values, '(Blanks)' for blanks" }),
    dates: Dictionary(
      Type.Object({ preset: StringEnum(DATE_PRESETS), from: Type.Optional(Type.String()), to: Type.Optional(Type.String()) }, { additionalProperties: false }),
      { description: 'Date filters: field -> preset, or custom with From and To as typed (MM/DD/YYYY)' },
    ),
    amounts: Dictionary(Type.Object({ from: Type.String(), to: Type.String() }, { additionalProperties: false }), {
      description: 'Amount filters as typed: field -> From and To, in US dollars at the stored rate',
    }),
    stock: StringEnum(['all', 'inStock', 'outOfStock']),
  },
  { additionalProperties: false },
);
/** See {@link GridQueryStateSchema}; the same shape as the grid's `GridUrlState`. */
export type GridQueryState = Static<typeof GridQueryStateSchema>;

/**
 * The window fields of a search body, for a search answering at most `maxLimit` rows a window: from
 * the first row, `after` a cursor (the `next` of the previous window), or at row `offset` (0-based,
 * one of the two at most), and `limit` rows (1 to `maxLimit`).
 *
 * @example Type.Object({ state: GridQueryStateSchema, ...searchWindowFields(500) })
 */
export function searchWindowFields(maxLimit: number) {
  return {
    after: Type.Optional(Nullable(Type.String({ maxLength: 2_000, description: 'The `next` of the previous window; null or absent (and no offset): the first window' }))),
    offset: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: 'Instead of after: the window starting at this row position (0-based) in the order of the sort, to jump to a place of the list; not with after',
      }),
    ),
    limit: Type.Integer({ description: `Rows of the window, 1-${maxLimit}` }),
  };
}

/** The largest row position a search window may start at: the largest integer a number holds exactly. */
export const SEARCH_MAX_OFFSET = Number.MAX_SAFE_INTEGER;

/** A kind of field a search names in a refusal of an unknown field. */
export type GridSearchFieldKind = 'sort' | 'set filter' | 'date filter' | 'amount filter';

/**
 * Messages of a refused search of the list `list` (its plural name, e.g. 'invoices') answering at
 * most `maxLimit` rows a window (400): a cursor that is not one this search answered, a limit out of
 * range, a field the search does not know, an amount or date filter that does not resolve (the
 * filter's own message, docs/grid.md, after the field), a stock filter (the console's lists have none),
 * both `after` and `offset`, an offset that is not an integer from 0 to {@link SEARCH_MAX_OFFSET}.
 *
 * @example gridSearchMessages('invoices', 500).noStock // 'The invoices list has no stock filter'
 */
export function gridSearchMessages(list: string, maxLimit: number) {
  return {
    badCursor: 'The cursor does not belong to this search; ask for the first window again',
    limit: `limit must be an integer from 1 to ${maxLimit}`,
    unknownField: (kind: GridSearchFieldKind, field: string) => `Unknown ${kind} field '${field}'`,
    badAmount: (field: string, message: string) => `Amount filter '${field}': ${message}`,
    badDate: (field: string, message: string) => `Date filter '${field}': ${message}`,
    noStock: `The ${list} list has no stock filter`,
    afterAndOffset: 'Send either after (the cursor of the previous window) or offset (a row position), not both',
    offset: `offset must be an integer from 0 to ${SEARCH_MAX_OFFSET}`,
  } as const;
}
/** The messages of one list's search ({@link gridSearchMessages}). */
export type GridSearchMessages = ReturnType<typeof gridSearchMessages>;

/**
 * The fields every window a search answers has: its rows (of `row`) in the order of the sort,
 * `next` (opaque cursor of the following window, null after the last), `total` (rows matching) and
 * `all` (rows of the list without search and filters: what the grid compares with
 * `gridServerModeThreshold`).
 *
 * @example Type.Object({ ...searchAnswerFields(InvoiceRowSchema), setCounts: SetCountsSchema })
 */
export function searchAnswerFields<Row extends TSchema>(row: Row) {
  return { rows: Type.Array(row), next: Nullable(Type.String()), total: Type.Integer(), all: Type.Integer() };
}

/** The `setCounts` of a search's answer, when asked: for each set-filter field, the rows per value ('(Blanks)' for blanks). */
export const SetCountsSchema = Type.Optional(Dictionary(Dictionary(Type.Integer())));
