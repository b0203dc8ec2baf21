/**
 * Benchmark of a Tenant Config upload (docs/platform-ops.md#tenant-settings): a 5,000-row settings
 * sheet parsed, diffed and saved.
 *
 *   npm run bench:settings -w platform-api -- [--rows 5000] [--runs 5] [--format xlsx|xls]
 *
 * Seeds one tenant on an in-memory PGlite with 5,000 stored settings, then per run: a sheet of
 * `--rows` rows in which every other value differs from the stored one (and a new key per run) is
 * read by the spreadsheet reader (worker thread, exceljs for .xlsx, xlsx for .xls), diffed against
 * the database (the preview), and written in one transaction with its action-log entry (the submit).
 * Durations in ms (p50 and max over the runs). Prints one JSON object.
 */
import { parseArgs } from 'node:util';
import * as XLSX from 'xlsx';
import { MemoryCacheStore } from '../src/cache/cache-store.js';
import { migrate } from '../src/db/migrate.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import { readSettingsSheet } from '../src/tenant-settings/settings-sheet.js';
import { writeTenantSettings } from '../src/tenant-settings/tenant-settings-repository.js';
import { previewTenantSettings, saveTenantSettings } from '../src/tenant-settings/tenant-settings-service.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    runs: { type: 'string', default: '5' },
    format: { type: 'string', default: 'xlsx' },
  },
});
const rows = Number(values.rows);
const runs = Number(values.runs);
const format = values.format === 'xls' ? 'xls' : 'xlsx';

const round = (ms: number) => Math.round(ms * 10) / 10;
function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50Ms: round(sorted[Math.ceil(sorted.length / 2) - 1] ?? 0), maxMs: round(sorted[sorted.length - 1] ?? 0) };
}

const db = await openPgliteDatabase('memory://');
await migrate(db);
await db.query(`insert into tenants (tenant_id, tenant_name) values ('BENCH', 'Bench Tenant')`);
const storedSettings = Object.fromEntries(Array.from({ length: rows }, (_row, index) => [`bench.key.${String(index).padStart(5, '0')}`, `value ${index}`]));
await writeTenantSettings(db, 'BENCH', { ...storedSettings, tenant_id: 'BENCH' });
const cache = new MemoryCacheStore();
const context = { actor: { email: 'bench@px.local', sub: 'bench', roles: ['PLATFORM_ADMIN'] }, requestId: null, clientAddress: null };

const parse: number[] = [];
const diff: number[] = [];
const save: number[] = [];
const total: number[] = [];
let bytes = 0;
let lastDiff = { changed: 0, added: 0, unchanged: 0 };
for (let run = 0; run < runs; run += 1) {
  const sheetRows = [['key', 'value'], ...Object.keys(storedSettings).map((key, index) => [key, index % 2 === 0 ? `run ${run} value ${index}` : `value ${index}`])];
  sheetRows[sheetRows.length - 1] = [`bench.new.${run}`, 'new'];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(sheetRows), 'Settings');
  const file = XLSX.write(workbook, { type: 'buffer', bookType: format === 'xls' ? 'biff8' : 'xlsx' }) as Buffer;
  bytes = file.byteLength;

  const t0 = performance.now();
  const settings = await readSettingsSheet(file, `settings.${format}`);
  const t1 = performance.now();
  const preview = await previewTenantSettings(db, 'BENCH', settings);
  const t2 = performance.now();
  await saveTenantSettings({ db, cache }, context, 'BENCH', preview.json.settings, { endpoint: 'submitTenantSettings', action: 'UPLOADED' });
  const t3 = performance.now();
  parse.push(t1 - t0);
  diff.push(t2 - t1);
  save.push(t3 - t2);
  total.push(t3 - t0);
  lastDiff = { changed: preview.diff.changed.length, added: preview.diff.added.length, unchanged: preview.diff.unchangedCount };
}
await db.close();

console.log(
  JSON.stringify(
    {
      benchmark: 'settings sheet: parsed, diffed and saved',
      format,
      rows,
      fileBytes: bytes,
      runs,
      lastDiff,
      parse: stats(parse),
      diff: stats(diff),
      save: stats(save),
      total: stats(total),
      database: 'PGlite in memory',
      node: process.version,
    },
    null,
    2,
  ),
);
