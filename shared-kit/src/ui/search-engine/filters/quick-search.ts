/**
 * Quick search (docs/search.md#what-a-search-text-is): every term must appear in one searchable column of the
 * row (or equal an `exact` column).
 */
import type { ColumnDictionary, SearchIndex } from '../search-index';
import { numericSearchTerm } from 'shared-kit/contract';
import { allIds } from './ids';

/** For one column: which of its distinct texts hold the term. */
interface ColumnMatch {
  ids: Int32Array;
  hit: Uint8Array;
  exact: boolean;
}


function hasOnlyCharsOf(chars: Uint8Array, term: string): boolean {
  for (let i = 0; i < term.length; i += 1) {
    const code = term.charCodeAt(i);
    if (code < 128 && !chars[code]) return false;
  }
  return true;
}

/**
 * Per column with a hit: which distinct texts contain `term` (exact columns: equal it). Without
 * `candidates`, or with many, the column's joined texts are scanned once; with few candidate rows,
 * only the texts those rows hold are checked.
 */
function matchTerm<Row>(index: SearchIndex<Row>, term: string, candidates?: Int32Array): ColumnMatch[] {
  const matches: ColumnMatch[] = [];
  const asNumber = numericSearchTerm(term);
  for (const column of index.columns) {
    if (column.exact) {
      const id = column.lookup?.get(term);
      if (id !== undefined) {
        const hit = new Uint8Array(column.size);
        hit[id] = 1;
        matches.push({ ids: column.ids, hit, exact: true });
      }
      continue;
    }
    const needle = column.numeric ? asNumber : term;
    if (needle === undefined || !hasOnlyCharsOf(column.chars, needle)) continue;
    const hit = candidates && candidates.length < column.size ? checkCandidates(column, needle, candidates) : scanTexts(column, needle);
    if (hit) matches.push({ ids: column.ids, hit, exact: false });
  }
  return matches;
}

function scanTexts(column: ColumnDictionary, needle: string): Uint8Array | undefined {
  const { joined, starts } = column;
  let hit: Uint8Array | undefined;
  let v = 0;
  let pos = joined.indexOf(needle);
  while (pos !== -1) {
    while (starts[v + 1]! <= pos) v += 1;
    hit ??= new Uint8Array(column.size);
    hit[v] = 1;
    // One hit per distinct text is enough: go on from the next one.
    pos = joined.indexOf(needle, starts[v + 1]!);
  }
  return hit;
}

// 0 = not checked yet, 1 = checked (no), hit = yes.
function checkCandidates(column: ColumnDictionary, needle: string, candidates: Int32Array): Uint8Array | undefined {
  const seen = new Uint8Array(column.size);
  let hit: Uint8Array | undefined;
  const { ids, texts } = column;
  for (let i = 0; i < candidates.length; i += 1) {
    const t = ids[candidates[i]!]!;
    if (t < 0 || seen[t]) continue;
    seen[t] = 1;
    if (texts[t]!.includes(needle)) {
      hit ??= new Uint8Array(column.size);
      hit[t] = 1;
    }
  }
  return hit;
}

/** Marks in `marks` the rows (all, or those of `ids`) that any column match covers. */
function markRows(matches: ColumnMatch[], marks: Uint8Array, ids: Int32Array | undefined): void {
  for (const { ids: textIds, hit } of matches) {
    // A blank cell has text id -1, which reads as undefined: no hit.
    if (ids) {
      for (let i = 0; i < ids.length; i += 1) {
        const r = ids[i]!;
        if (hit[textIds[r]!]) marks[r] = 1;
      }
    } else {
      for (let r = 0; r < textIds.length; r += 1) if (hit[textIds[r]!]) marks[r] = 1;
    }
  }
}

const HAS_LETTER = /[a-z]/;

function narrowsPrevious(previous: string[], terms: string[]): boolean {
  return previous.every((old) => terms.some((term) => term.includes(old)));
}

/**
 * Quick search (docs/search.md#what-a-search-text-is): rows in which every term appears inside one searchable column (terms
 * are lower-case words), or equals an `exact` column. Each term is looked for once per distinct
 * column text (or, once few rows are left, in the texts of those rows only), then the rows are a
 * pass over their text ids. A search that only narrows the
 * previous one (more letters or words) starts from the previous result.
 *
 * @example quickSearch(index, ['acme', 'overdue']).length
 */
export function quickSearch<Row>(index: SearchIndex<Row>, terms: readonly string[]): Int32Array {
  if (terms.length === 0) return allIds(index.size);
  // Words with letters first (they skip the large numeric columns), longer words first (fewer hits).
  const ordered = [...terms].sort((a, b) => Number(HAS_LETTER.test(b)) - Number(HAS_LETTER.test(a)) || b.length - a.length);
  // Substring hits only shrink as terms grow; an exact-column hit may appear from nowhere.
  const exactHit = ordered.some((term) => index.columns.some((column) => column.lookup?.has(term)));
  const previous = index.lastQuick;
  let ids: Int32Array | undefined = previous && !exactHit && narrowsPrevious(previous.terms, ordered) ? previous.ids : undefined;
  for (const term of ordered) {
    const matches = matchTerm(index, term, ids);
    if (matches.length === 0) {
      ids = new Int32Array(0);
      break;
    }
    const marks = new Uint8Array(index.size);
    markRows(matches, marks, ids);
    const n = ids ? ids.length : index.size;
    const out = new Int32Array(n);
    let k = 0;
    if (ids) {
      for (let i = 0; i < n; i += 1) {
        const r = ids[i]!;
        if (marks[r]) {
          out[k] = r;
          k += 1;
        }
      }
    } else {
      for (let r = 0; r < n; r += 1) {
        if (marks[r]) {
          out[k] = r;
          k += 1;
        }
      }
    }
    ids = out.slice(0, k);
  }
  const result = ids ?? allIds(index.size);
  index.lastQuick = { terms: ordered, ids: result };
  return result;
}
