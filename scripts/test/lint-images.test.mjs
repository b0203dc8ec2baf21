import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lintComposeRules, lintDockerfile } from '../lint-images.mjs';

const ROOT = path.join(import.meta.dirname, '..', '..');
const GOOD = `FROM node:26.10.0-bookworm-slim
WORKDIR /app
COPY --chown=node:node .package/platform-api/ /app/
USER node
HEALTHCHECK CMD ["node", "-e", "fetch('http://127.0.0.1:4000/healthz')"]
CMD ["node", "server.js"]
`;

describe('the Dockerfile check (npm run lint)', () => {
  it("passes the repository's Dockerfiles and a minimal good one", () => {
    assert.deepEqual(lintDockerfile(GOOD, { healthPath: '/healthz' }), []);
    assert.deepEqual(lintDockerfile(fs.readFileSync(path.join(ROOT, 'images', 'platform-api.Dockerfile'), 'utf8'), { healthPath: '/healthz' }), []);
    assert.deepEqual(lintDockerfile(fs.readFileSync(path.join(ROOT, 'images', 'console.Dockerfile'), 'utf8')), []);
  });

  it('refuses root, a missing or wrong HEALTHCHECK, a second stage, an unpinned base, a copy of sources and a parse error', () => {
    assert.deepEqual(lintDockerfile(GOOD.replace('USER node', 'USER root'), { healthPath: '/healthz' }), ['the image must run as a user other than root (USER)']);
    assert.deepEqual(lintDockerfile(GOOD.replace('USER node\n', ''), { healthPath: '/healthz' }), ['the image must run as a user other than root (USER)']);
    assert.deepEqual(lintDockerfile(GOOD.replace(/HEALTHCHECK.*\n/, ''), { healthPath: '/healthz' }), ['a HEALTHCHECK is missing']);
    assert.deepEqual(lintDockerfile(GOOD.replace('/healthz', '/'), { healthPath: '/healthz' }), ['line 5: the HEALTHCHECK must ask /healthz']);
    assert.deepEqual(lintDockerfile(`FROM node:26.10.0-bookworm-slim AS build\n${GOOD}`, { healthPath: '/healthz' }), ['2 FROM instructions: an image is one stage that copies what npm run package wrote']);
    assert.deepEqual(lintDockerfile(GOOD.replace('node:26.10.0-bookworm-slim', 'node:latest'), { healthPath: '/healthz' }), ['line 1: the base image node:latest must be pinned to a version tag']);
    assert.deepEqual(lintDockerfile(GOOD.replace('.package/platform-api/', 'platform-api/src/'), { healthPath: '/healthz' }), [
      'line 3: COPY platform-api/src/: an image copies only what npm run package writes (.package/platform-api, .package/console)',
    ]);
    assert.deepEqual(lintDockerfile(GOOD.replace('WORKDIR /app', 'WORKDIR'), { healthPath: '/healthz' }), ['line 2: Instruction has no arguments']);
  });
});

describe('the compose file check (npm run lint)', () => {
  const compose = fs.readFileSync(path.join(ROOT, 'images', 'compose.yaml'), 'utf8');
  const imagesDir = path.join(ROOT, 'images');

  it("passes the repository's compose file, dclint's schema and rules included", () => {
    assert.deepEqual(lintComposeRules(compose, imagesDir), []);
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'dclint', 'bin', 'dclint.cjs'), path.join(imagesDir, 'compose.yaml')], { cwd: ROOT, stdio: 'pipe' });
  });

  it('refuses a prod service in local mode or on a stand-in, a service without a profile, and a key the compose schema does not know', () => {
    assert.deepEqual(lintComposeRules(compose.replace('API_ENVIRONMENT: prod', 'API_ENVIRONMENT: local'), imagesDir), ['service api of the prod profile runs in local mode (API_ENVIRONMENT=local)']);
    assert.deepEqual(lintComposeRules(compose.replace('CONSOLE_API_UPSTREAMS: api:4000', 'CONSOLE_API_UPSTREAMS: api-local:4000'), imagesDir), [
      'service console of the prod profile names a local stand-in (CONSOLE_API_UPSTREAMS=api-local:4000)',
    ]);
    assert.deepEqual(lintComposeRules(compose.replace('    profiles: [ prod ]\n', ''), imagesDir), ['service api must be in exactly one profile, prod or local (it is in none)']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'px-compose-'));
    const file = path.join(dir, 'compose.yaml');
    fs.writeFileSync(file, compose.replace('    restart: unless-stopped\n', '    restart: unless-stopped\n    replica_count: 3\n'));
    assert.throws(() => execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'dclint', 'bin', 'dclint.cjs'), file], { cwd: ROOT, stdio: 'pipe' }), (error) => /services\/api.*must NOT have additional properties.*invalid-schema/.test(error.stdout.toString()));
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
