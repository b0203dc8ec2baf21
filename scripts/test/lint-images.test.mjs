import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lintComposeRules, lintDockerfile } from '../lint-images.mjs';

const ROOT = path.join(import.meta.dirname, '..', '..');
const GOOD = `FROM node:26.10.0-bookworm-slim AS package
COPY .package/platform-api/ /app/
FROM debian:12.12-slim
WORKDIR /app
COPY --from=package --chown=10001:10001 /app/ /app/
USER 10001
HEALTHCHECK CMD ["node", "-e", "fetch('http://127.0.0.1:4000/healthz')"]
CMD ["node", "server.js"]
`;

describe('the Dockerfile check (npm run lint)', () => {
  it("passes the repository's Dockerfiles and a minimal good one", () => {
    assert.deepEqual(lintDockerfile(GOOD, { healthPath: '/healthz' }), []);
    assert.deepEqual(lintDockerfile(fs.readFileSync(path.join(ROOT, 'images', 'platform-api.Dockerfile'), 'utf8'), { healthPath: '/healthz' }), []);
    assert.deepEqual(lintDockerfile(fs.readFileSync(path.join(ROOT, 'images', 'console.Dockerfile'), 'utf8')), []);
  });

  it('refuses root, a missing or wrong HEALTHCHECK, a single stage, an unpinned base, a copy of sources or from outside the file, and a parse error', () => {
    assert.deepEqual(lintDockerfile(GOOD.replace('USER 10001', 'USER root'), { healthPath: '/healthz' }), ['the image must run as a user other than root (USER)']);
    assert.deepEqual(lintDockerfile(GOOD.replace('USER 10001\n', ''), { healthPath: '/healthz' }), ['the image must run as a user other than root (USER)']);
    assert.deepEqual(lintDockerfile(GOOD.replace(/HEALTHCHECK.*\n/, ''), { healthPath: '/healthz' }), ['a HEALTHCHECK is missing']);
    assert.deepEqual(lintDockerfile(GOOD.replace('/healthz', '/'), { healthPath: '/healthz' }), ['line 7: the HEALTHCHECK must ask /healthz']);
    const oneStage = GOOD.replace(/^FROM node.*\nCOPY .*\n/, '').replace('COPY --from=package', 'COPY').replace(' /app/ /app/', ' .package/platform-api/ /app/');
    assert.deepEqual(lintDockerfile(oneStage, { healthPath: '/healthz' }), ['1 FROM instruction: an image has a stage that checks the package and a stage that runs it']);
    assert.deepEqual(lintDockerfile(GOOD.replace('debian:12.12-slim', 'debian:latest'), { healthPath: '/healthz' }), ['line 3: the base image debian:latest must be pinned to a version tag']);
    assert.deepEqual(lintDockerfile(GOOD.replace('debian:12.12-slim', 'debian'), { healthPath: '/healthz' }), ['line 3: the base image debian must be pinned to a version tag']);
    assert.deepEqual(lintDockerfile(GOOD.replace('.package/platform-api/', 'platform-api/src/'), { healthPath: '/healthz' }), [
      'line 2: COPY platform-api/src/: an image copies only what npm run package writes (.package/platform-api, .package/console)',
    ]);
    assert.deepEqual(lintDockerfile(GOOD.replace('--from=package', '--from=node:26.10.0-bookworm-slim'), { healthPath: '/healthz' }), [
      'line 5: COPY --from=node:26.10.0-bookworm-slim: an image copies only from a stage of its own file',
    ]);
    assert.deepEqual(lintDockerfile(GOOD.replace('WORKDIR /app', 'WORKDIR'), { healthPath: '/healthz' }), ['line 4: Instruction has no arguments']);
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
