/**
 * The limits of a search text and their messages (docs/search.md#limits), the same in the browser
 * and in the API. A module of its own, importing nothing: the endpoint table's search schemas read
 * it without reaching the search views.
 */

/**
 * The limits of a search text (docs/search.md "Limits"), the same in the browser and in the API:
 * - `maxLength`: characters of the whole text (the search requests' schema has the same limit);
 * - `maxQuickWords`: different words of a quick search, each of which must appear in the row.
 * A pasted list (SKUs, order or invoice numbers) is one condition however many values it has: it is
 * bounded by the length alone (20,000 characters hold more than 1,000 invoice numbers).
 */
export const SEARCH_LIMITS = { maxLength: 20_000, maxQuickWords: 10 } as const;

/**
 * Messages of a refused search text, shown under the search box and answered by the API (400).
 *
 * @example SEARCH_LIMIT_MESSAGES.tooManyWords(12) // 'Search for at most 10 words at a time; this search has 12.'
 */
export const SEARCH_LIMIT_MESSAGES = {
  tooLong: (length: number) =>
    `The search can be at most ${SEARCH_LIMITS.maxLength.toLocaleString('en-US')} characters long; this one has ${length.toLocaleString('en-US')}.`,
  tooManyWords: (words: number) => `Search for at most ${SEARCH_LIMITS.maxQuickWords} words at a time; this search has ${words}.`,
} as const;
