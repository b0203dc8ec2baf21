/**
 * The registry rules of shared-kit's contract (shared-kit/src/contract/routes/remotes.ts) for the Node
 * scripts: the same module the shell runs, so deploy and the console apply one rule. The file
 * imports only types, so stripping them (swc) gives a module Node runs as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { transformSync } from '@swc/core';
import { ROOT } from './stack-config.mjs';

const file = path.join(ROOT, 'shared-kit', 'src', 'contract', 'routes', 'remotes.ts');
const { code } = transformSync(fs.readFileSync(file, 'utf8'), {
  filename: file,
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'es6' },
});

/**
 * @type {{ remoteRuntimeFits: (remote: string, shell: string) => boolean, manifestMapOf: (registry: object) => Record<string, string>, REGISTRY_URL: string,
 *   canaryBucket: (remote: string, userId: string) => number }}
 */
const remotes = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);

export const { remoteRuntimeFits, manifestMapOf, REGISTRY_URL, canaryBucket } = remotes;
