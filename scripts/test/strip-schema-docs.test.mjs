/**
 * The browser builds' endpoint-table loader (scripts/webpack/strip-schema-docs-loader.cjs): the
 * OpenAPI texts go, everything the console runs on stays.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { stripSchemaDocs } = require('../webpack/strip-schema-docs-loader.cjs');
const ts = require('typescript');
const root = path.resolve(import.meta.dirname, '../..');

const SOURCE = `
import { Type } from '@sinclair/typebox';
/** description: 'kept, a comment' */
export const Row = Type.Object({
  id: Type.String({ pattern: '^T', description: 'The tenant id' }),
  note: Nullable(Type.String({ description: 'Two ' + 'parts', maxLength: 3 })),
  label: Type.String({ description: \`plain template\` }),
  computed: Type.String({ description: describe('x') }),
}, { description: 'A row', additionalProperties: false });
export const TILES = { x: { title: 'T', description: 'shown on the dashboard' } };
export const TEXT = "summary: 'not a property'";
export const ROW_ENDPOINTS = declareEndpoints({
  row: { method: 'GET', path: '/rows', summary: 'Rows ' + 'of a tenant', area: 'rows', responses: { 200: Row } },
  other: { method: 'POST', path: '/rows', access: 'ANY', summary: \`One row\` },
});
`;

describe('strip-schema-docs loader', () => {
  const out = stripSchemaDocs(SOURCE);

  it('removes plain-text descriptions of schema options and summaries of declared endpoints', () => {
    assert.doesNotMatch(out, /The tenant id|Two |plain template|A row|Rows |One row/);
    assert.match(out, /Type\.String\(\{ pattern: '\^T', \}\)/);
    assert.match(out, /maxLength: 3/);
    assert.match(out, /additionalProperties: false/);
    assert.match(out, /row: \{ method: 'GET', path: '\/rows', area: 'rows', responses: \{ 200: Row \} \}/);
    assert.match(out, /other: \{ method: 'POST', path: '\/rows', access: 'ANY', \}/);
  });

  it('keeps computed descriptions, descriptions outside calls, comments and strings', () => {
    assert.match(out, /description: describe\('x'\)/);
    assert.match(out, /description: 'shown on the dashboard'/);
    assert.match(out, /description: 'kept, a comment'/);
    assert.match(out, /"summary: 'not a property'"/);
  });

  it('leaves every endpoint file of the table valid TypeScript with the same exports', () => {
    const dir = path.join(root, 'shared-kit', 'src', 'contract', 'endpoints');
    const files = fs.readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.includes('.test.'));
    assert.ok(files.length > 10);
    for (const file of files) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      const stripped = stripSchemaDocs(source);
      const result = ts.transpileModule(stripped, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } });
      assert.deepEqual(result.diagnostics, [], file);
      const exportsOf = (text) => [...text.matchAll(/^export (?:const|function|type|interface) (\w+)/gm)].map((match) => match[1]);
      assert.deepEqual(exportsOf(stripped), exportsOf(source), file);
    }
  });
});
