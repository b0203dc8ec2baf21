import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, remoteLayoutProblems } from '../check-remote-layout.mjs';

const ROOT = path.join(import.meta.dirname, '..', '..');

/** A remote folder with `files` (paths under it, each written empty). */
function remoteWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-layout-'));
  const remote = path.join(dir, 'mfe-example');
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(remote, file)), { recursive: true });
    fs.writeFileSync(path.join(remote, file), '');
  }
  return remote;
}

describe('the remotes’ layout check (npm run lint)', () => {
  it("passes the repository's four remotes", () => {
    for (const remote of REMOTES) assert.deepEqual(remoteLayoutProblems(path.join(ROOT, remote)), [], remote);
  });

  it('passes the template: app, features with api, components, hooks and lib, shared, testing, the entry files', () => {
    const remote = remoteWith([
      'src/index.ts',
      'src/bootstrap.tsx',
      'src/app/pages.ts',
      'src/features/orders/api/orders.ts',
      'src/features/orders/components/orders-page.tsx',
      'src/features/orders/hooks/use-order-flow.ts',
      'src/features/orders/lib/order-flow.ts',
      'src/shared/money.ts',
      'src/testing/orders.tsx',
    ]);
    assert.deepEqual(remoteLayoutProblems(remote), []);
  });

  it('names a folder or file outside the template in src/, in a feature, or beside the features', () => {
    const remote = remoteWith([
      'src/index.ts',
      'src/lib/money.ts',
      'src/helpers.ts',
      'src/features/orders/testing/render.tsx',
      'src/features/orders/orders.ts',
      'src/features/notes.md',
    ]);
    assert.deepEqual(remoteLayoutProblems(remote).sort(), [
      'mfe-example/src/features/notes.md: features/ holds only one folder per area',
      'mfe-example/src/features/orders/orders.ts: a feature holds only api/, components/, hooks/ and lib/',
      'mfe-example/src/features/orders/testing/: a feature holds only api/, components/, hooks/ and lib/',
      'mfe-example/src/helpers.ts: src/ holds only app/, features/, shared/, testing/, bootstrap.tsx and index.ts',
      'mfe-example/src/lib/: src/ holds only app/, features/, shared/, testing/, bootstrap.tsx and index.ts',
    ]);
  });
});
