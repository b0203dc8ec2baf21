/**
 * The worst search the grammar accepts, timed through HTTP (docs/search.md#cost): the clients
 * search, the invoices search with its counts, and the first bytes of both exports, each for the
 * most words the parser accepts, every word a digit so that each reaches every kind of column (the
 * invoice's texts and numbers, the client and referrer names, the clients' names, amounts, hours
 * and dates). Each request searches another order of the words, so no answer comes from the
 * invoices search's per-query cache; each call is sent once untimed before it is timed. During the
 * two searches `GET /version` is sent every 10 ms and timed: what any other user waits while a
 * search runs. The exports come after them: each is read
 * to its first bytes and dropped (the rest of a dropped export may still be written meanwhile, so
 * it would blur the searches' figures).
 */
import { loadavg } from 'node:os';
import { SEARCH_LIMITS, type GridQueryState } from '../src/contract.js';

/** Goals of the bounded-cost rule (docs/search.md#cost), ms. */
export const WORST_SEARCH_GOALS = { searchP99Ms: 200, versionP99Ms: 50 } as const;

/**
 * The words of the worst search in the `turn`-th order (a different order for each turn up to
 * 10!: the same words, another query each turn).
 */
export function worstSearchText(turn: number): string {
  const left = Array.from({ length: SEARCH_LIMITS.maxQuickWords }, (_, i) => String(i % 10));
  const words: string[] = [];
  let rest = turn;
  while (left.length) {
    words.push(left.splice(rest % left.length, 1)[0]!);
    rest = Math.floor(rest / (left.length + 1));
  }
  return words.join(' ');
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round((sorted[index] ?? 0) * 10) / 10;
}

const EMPTY: GridQueryState = { search: '', sets: {}, dates: {}, amounts: {}, stock: 'all' };

/**
 * Sends the worst search `requests` times to each of the four calls at `base` with `headers` (a
 * token allowed to search), one call at a time, timing `GET /version` every 10 ms during the two
 * searches. Answers the p50/p99 of each call (the exports: to their first bytes), the p99 of
 * `/version` during the searches, and the load average (1 minute) before and after.
 *
 * @throws Error when a call answers other than 200.
 */
export async function measureWorstSearch(base: string, headers: Record<string, string>, requests: number) {
  const loadBefore = loadavg()[0]!;
  const post = async (path: string, body: object): Promise<number> => {
    const t0 = performance.now();
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (response.status !== 200 || !response.body) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    const reader = response.body.getReader();
    await reader.read();
    const ms = performance.now() - t0;
    await reader.cancel();
    return ms;
  };
  const calls: Record<string, (turn: number) => Promise<number>> = {
    clientsSearch: (turn) => post('/billing/clients/search', { state: { ...EMPTY, search: worstSearchText(turn) }, limit: 100 }),
    invoicesSearch: (turn) =>
      post('/billing/invoices/search', { state: { ...EMPTY, search: worstSearchText(turn), sort: { field: 'invoiceDate', direction: 'desc' } }, limit: 100, counts: true }),
    clientsExportFirstByte: (turn) => post('/billing/clients/search/export', { state: { ...EMPTY, search: worstSearchText(turn) } }),
    invoicesExportFirstByte: (turn) => post('/billing/invoices/search/export', { state: { ...EMPTY, search: worstSearchText(turn), sort: { field: 'invoiceDate', direction: 'desc' } } }),
  };
  const version: number[] = [];
  let searching = true;
  const versionLoop = (async () => {
    while (searching) {
      const t0 = performance.now();
      const response = await fetch(`${base}/version`, { headers });
      await response.arrayBuffer();
      version.push(performance.now() - t0);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const results: Record<string, { n: number; p50Ms: number; p99Ms: number }> = {};
  const searches: number[] = [];
  const exports: number[] = [];
  let turn = 0;
  const run = async (name: string, into: number[]) => {
    const samples: number[] = [];
    // One untimed call first: the figures are those of a running server, not of the first run of a
    // statement's code paths (PGlite compiles its WebAssembly as it first runs it).
    await calls[name]!(turn);
    turn += 1;
    // Each turn a rotation not searched before: the per-query cache of the invoices search holds none of them.
    for (let i = 0; i < requests; i += 1, turn += 1) samples.push(await calls[name]!(turn));
    results[name] = { n: samples.length, p50Ms: percentile(samples, 50), p99Ms: percentile(samples, 99) };
    into.push(...samples);
  };
  try {
    await run('clientsSearch', searches);
    await run('invoicesSearch', searches);
  } finally {
    searching = false;
    await versionLoop;
  }
  await run('clientsExportFirstByte', exports);
  await run('invoicesExportFirstByte', exports);
  const searchP99 = percentile(searches, 99);
  const exportP99 = percentile(exports, 99);
  const versionP99 = percentile(version, 99);
  return {
    text: worstSearchText(0),
    calls: results,
    versionDuringSearch: { n: version.length, p50Ms: percentile(version, 50), p99Ms: versionP99 },
    loadAverage1m: { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0]! * 100) / 100 },
    goals: [
      { measure: 'worst accepted search (clients and invoices searches), p99', goal: `≤ ${WORST_SEARCH_GOALS.searchP99Ms} ms`, measured: `${searchP99} ms`, met: searchP99 <= WORST_SEARCH_GOALS.searchP99Ms },
      { measure: 'its exports (clients and invoices), first bytes, p99', goal: `≤ ${WORST_SEARCH_GOALS.searchP99Ms} ms`, measured: `${exportP99} ms`, met: exportP99 <= WORST_SEARCH_GOALS.searchP99Ms },
      {
        measure: 'GET /version during the searches, p99',
        goal: `≤ ${WORST_SEARCH_GOALS.versionP99Ms} ms`,
        measured: `${versionP99} ms (load average ${loadBefore.toFixed(2)} before, ${loadavg()[0]!.toFixed(2)} after)`,
        met: versionP99 <= WORST_SEARCH_GOALS.versionP99Ms,
      },
    ],
  };
}
