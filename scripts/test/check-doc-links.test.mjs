import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { githubSlug } from '../check-doc-links.mjs';

const SCRIPT = path.join(import.meta.dirname, '..', 'check-doc-links.mjs');

/** Writes `files` (path relative to the fixture → text) into a new folder and returns it. */
function fixture(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  for (const [name, text] of Object.entries({ 'package.json': '{ "workspaces": ["pkg"] }', ...files })) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
  return root;
}

function run(root, ...targets) {
  const result = spawnSync(process.execPath, [SCRIPT, '--root', root, ...targets], { encoding: 'utf8' });
  return { status: result.status, findings: result.stdout.split('\n').filter((line) => /^\S+:\d+: /.test(line)), stdout: result.stdout, stderr: result.stderr };
}

const RULES = `# Billing

## Invoice status changes

Text.

## Numbers in exports

\`\`\`md
## Not a heading inside a fence
\`\`\`

## SMTP (\`MAIL_TRANSPORT=smtp\`)

## Numbers in exports
`;

describe('check-doc-links', () => {
  it('passes comments and docs whose references name existing files and headings', () => {
    const root = fixture({
      'docs/billing.md': RULES,
      'README.md': '# Console\n\n## Build\n\nSee [billing](docs/billing.md#invoice-status-changes) and docs/billing.md#smtp-mail_transportsmtp.\n',
      'pkg/src/status.ts': [
        '/**',
        ' * The statuses an invoice may take (docs/billing.md#invoice-status-changes); exports: docs/billing.md#numbers-in-exports-1.',
        ' */',
        "import { helper } from './helper.js'; // the helper (./helper.ts), README.md#build",
        'export const status = helper;',
        "// A path a run writes, not one the repository holds: run/config.json.",
        '',
      ].join('\n'),
      'pkg/src/helper.ts': 'export const helper = 1;\n',
    });
    const result = run(root, 'pkg', 'docs', 'README.md');
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.deepEqual(result.findings, []);
    // Two in the README, four in status.ts's comments; run/config.json names no file of the repository.
    assert.match(result.stdout, /\(6 references to the repository's files, all found\)/);
  });

  it('fails on a missing file, a missing anchor and each citation the repository cannot answer, naming file and line', () => {
    const root = fixture({
      'docs/billing.md': `${RULES}\nMore in [the grid](grid.md) and [statuses](#invoice-status).\n`,
      'README.md': '# Console\n\nThe rules: docs/billing.md#invoice-status-change.\n',
      'pkg/src/status.ts': [
        '/** Overdue when due today (spec 02 §4); the grid (docs/grid.md). */',
        "const pattern = /\\/\\/ docs\\/nowhere\\.md/; // issue 12",
        "const text = '/* spec 01 §5 in a string, docs/absent.md */';",
        '/*',
        ' * Token checks (ARCHITECTURE.md "Auth", (issue 4)).',
        ' */',
        'export const all = [pattern, text];',
        '',
      ].join('\n'),
      'pkg/test/view.tsx': 'export const View = () => <div>{/* docs/billing.md#nowhere */}// not a comment: issue 9</div>;\n',
      'pkg/src/migrations/001-invoices.sql': "-- Invoices (spec 02 §3).\ncreate table t (note text default '-- issue 7 in a string');\n/* docs/billing.md#invoice-status-changes */\n",
    });
    const result = run(root, 'pkg', 'docs', 'README.md');
    assert.equal(result.status, 1);
    assert.deepEqual(result.findings, [
      'docs/billing.md:17: missing-file: grid.md: no such file in the repository',
      'docs/billing.md:17: missing-anchor: #invoice-status: docs/billing.md has no heading #invoice-status',
      'pkg/src/migrations/001-invoices.sql:1: spec-section: cites a spec section (spec 02 §3): link the docs/ page stating the rule',
      'pkg/src/status.ts:1: spec-section: cites a spec section (spec 02 §4): link the docs/ page stating the rule',
      'pkg/src/status.ts:1: missing-file: docs/grid.md: no such file in the repository',
      'pkg/src/status.ts:2: issue-number: cites an issue number (issue 12): state the rule or link the docs/ page',
      'pkg/src/status.ts:5: unknown-doc: cites ARCHITECTURE.md, which the repository does not hold: link a docs/ page',
      'pkg/src/status.ts:5: issue-number: cites an issue number (issue 4): state the rule or link the docs/ page',
      'pkg/test/view.tsx:1: missing-anchor: docs/billing.md#nowhere: docs/billing.md has no heading #nowhere',
      'README.md:3: missing-anchor: docs/billing.md#invoice-status-change: docs/billing.md has no heading #invoice-status-change',
    ]);
    assert.match(result.stdout, /^pkg\t1\t1\t2\t1\t2$/m);
    assert.match(result.stdout, /^docs\t1\t1\t0\t0\t0$/m);
    assert.match(result.stdout, /^README\.md\t0\t1\t0\t0\t0$/m);
  });

  it('checks only the folders it is given, and refuses to run without one', () => {
    const root = fixture({ 'docs/billing.md': RULES, 'README.md': '# Console\n', 'pkg/src/a.ts': '// issue 3\n' });
    assert.equal(run(root, 'docs', 'README.md').status, 0);
    assert.equal(run(root, 'pkg').status, 1);
    const none = run(root);
    assert.equal(none.status, 2);
    assert.match(none.stderr, /name the folders or files to check/);
  });

  it("slugs headings as GitHub's anchors do", () => {
    assert.equal(githubSlug('Topology, nginx, images and scaling'), 'topology-nginx-images-and-scaling');
    assert.equal(githubSlug('SMTP (`MAIL_TRANSPORT=smtp`)'), 'smtp-mail_transportsmtp');
    assert.equal(githubSlug('/new-client (public registration)'), 'new-client-public-registration');
    assert.equal(githubSlug('Release deployment: Approve PR and Merge PR'), 'release-deployment-approve-pr-and-merge-pr');
  });
});
