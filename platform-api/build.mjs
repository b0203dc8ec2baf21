#!/usr/bin/env node
/**
 * Builds platform-api for `node dist/server.js`: one ES module bundle of src/server.ts (esbuild), in
 * which shared-kit's contract entry (TypeScript sources, imported at run time) is compiled in; the
 * packages platform-api depends on stay external and load from node_modules. The SQL migrations are
 * copied beside the bundle, where `src/db/migrate.ts` looks for them (`<dir of the module>/migrations`),
 * and so is the embedded database's worker script (`pglite-worker.mjs`).
 * Type checking is `npm run typecheck`.
 *
 *   node build.mjs [--outdir DIR]   (default dist)
 */
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const { values } = parseArgs({ options: { outdir: { type: 'string' } } });
const outdir = path.resolve(values.outdir ?? path.join(root, 'dist'));

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src', 'server.ts')],
  outfile: path.join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node26',
  sourcemap: true,
  external: Object.keys(dependencies),
  // CommonJS code bundled into an ES module (e.g. dayjs, which shared-kit's contract uses) may call require.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
cpSync(path.join(root, 'src', 'db', 'migrations'), path.join(outdir, 'migrations'), { recursive: true });
// The embedded database's worker thread (src/db/pglite-database.ts looks for it beside the module).
cpSync(path.join(root, 'src', 'db', 'pglite-worker.mjs'), path.join(outdir, 'pglite-worker.mjs'));
