/** Type-checks every package with its own tsconfig (webpack builds transpile only). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const packages = ['shared-kit', 'shell', 'mfe-billing', 'mfe-client-success', 'mfe-platform-ops', 'mfe-org-admin', 'platform-api'];
let failed = false;
for (const pkg of packages) {
  if (!fs.existsSync(`${pkg}/tsconfig.json`)) continue;
  try {
    execFileSync('npx', ['tsc', '--noEmit', '-p', `${pkg}/tsconfig.json`], { stdio: 'inherit' });
    console.log(`typecheck ${pkg}: ok`);
  } catch {
    console.error(`typecheck ${pkg}: FAILED`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
