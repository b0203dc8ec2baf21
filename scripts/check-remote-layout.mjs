#!/usr/bin/env node
/**
 * Checks that each remote's `src/` has the one layout of the remotes (docs/architecture.md#a-remotes-folders), in `npm run lint`:
 *
 * - `src/` holds only `app/` (the exposed pages, `app/pages.ts`), `features/`, `shared/` (what
 *   several features use), `testing/` (the test helpers), `bootstrap.tsx` and `index.ts`;
 * - each `features/<area>/` holds only the folders `api/`, `components/`, `hooks/` and `lib/`.
 *
 *   node scripts/check-remote-layout.mjs [dir ...]    the remotes' folders by default; exits 1 with one line per problem
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/stack-config.mjs';

/** The remotes whose layout is checked. */
export const REMOTES = ['mfe-billing', 'mfe-client-success', 'mfe-platform-ops', 'mfe-org-admin'];

const SRC_FOLDERS = new Set(['app', 'features', 'shared', 'testing']);
const SRC_FILES = new Set(['bootstrap.tsx', 'index.ts']);
const FEATURE_FOLDERS = new Set(['api', 'components', 'hooks', 'lib']);

/**
 * The problems of one remote's layout, one line each (empty when it has the layout).
 *
 * @param {string} remoteDir the remote's folder (its `src/` is read)
 * @returns {string[]}
 */
export function remoteLayoutProblems(remoteDir) {
  const src = path.join(remoteDir, 'src');
  const name = path.basename(remoteDir);
  if (!fs.existsSync(src)) return [`${name}: no src/ folder`];
  const problems = [];
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    const allowed = entry.isDirectory() ? SRC_FOLDERS.has(entry.name) : SRC_FILES.has(entry.name);
    if (!allowed) problems.push(`${name}/src/${entry.name}${entry.isDirectory() ? '/' : ''}: src/ holds only app/, features/, shared/, testing/, bootstrap.tsx and index.ts`);
  }
  const features = path.join(src, 'features');
  if (fs.existsSync(features)) {
    for (const area of fs.readdirSync(features, { withFileTypes: true })) {
      if (!area.isDirectory()) {
        problems.push(`${name}/src/features/${area.name}: features/ holds only one folder per area`);
        continue;
      }
      for (const entry of fs.readdirSync(path.join(features, area.name), { withFileTypes: true })) {
        if (!entry.isDirectory() || !FEATURE_FOLDERS.has(entry.name)) {
          problems.push(`${name}/src/features/${area.name}/${entry.name}${entry.isDirectory() ? '/' : ''}: a feature holds only api/, components/, hooks/ and lib/`);
        }
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2).map((dir) => path.resolve(dir)) : REMOTES.map((remote) => path.join(ROOT, remote));
  const problems = dirs.flatMap(remoteLayoutProblems);
  for (const problem of problems) console.error(problem);
  if (problems.length) process.exit(1);
  console.log(`check-remote-layout: ${dirs.map((dir) => path.basename(dir)).join(', ')} have the remotes' layout`);
}
