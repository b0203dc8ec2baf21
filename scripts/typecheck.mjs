/** Type-checks every package with its own tsconfig (webpack builds transpile only). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';

// tsc runs on this script's Node (the project's, under npm run), not on whatever `node` is on PATH.
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

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
