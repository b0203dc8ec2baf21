/**
 * Type-checks every package with its own tsconfig (webpack builds transpile only), with TypeScript's
 * native compiler (the `typescript-native` package: TypeScript 7). ESLint and knip read sources through
 * the `typescript` package's API, which stays on the 6.x line they support.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// tsc's launcher runs on this script's Node (the project's, under npm run), not on whatever `node` is on PATH.
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');

const packages = ['shared-kit', 'shell', 'mfe-billing', 'mfe-client-success', 'mfe-platform-ops', 'mfe-org-admin', 'platform-api'];
let failed = false;
for (const pkg of packages) {
  if (!fs.existsSync(`${pkg}/tsconfig.json`)) continue;
  try {
    execFileSync(process.execPath, [tsc, '--noEmit', '-p', `${pkg}/tsconfig.json`], { stdio: 'inherit' });
    console.log(`typecheck ${pkg}: ok`);
  } catch {
    console.error(`typecheck ${pkg}: FAILED`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
