// The project runs on Node.js 26 (LTS): the `node` development dependency puts it first on the PATH
// of every npm script, so jest and the processes it starts run on it (README "Runtime").
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');

it('jest runs on Node 26', () => {
  expect(process.version).toMatch(/^v26\./);
});

it('the repository names Node 26 in engines, .nvmrc and its node development dependency', () => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string }; devDependencies: Record<string, string> };
  expect(manifest.engines.node).toBe('>=26');
  expect(manifest.devDependencies.node).toMatch(/^26\./);
  expect(readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim()).toBe('26');
});
