// platform-api runs in two ways: from source under tsx (npm start, npm run dev), where Node loads
// shared-kit's TypeScript as ES modules, and as the bundle `npm run build` makes (node dist/server.js).
// Both must load shared-kit/contract at run time.
import { execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ENDPOINTS, servedPath } from '../src/contract.js';

const run = promisify(execFile);
const API_DIR = path.resolve(__dirname, '..');
const TSX = path.resolve(API_DIR, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
const TIMEOUT_MS = 60_000;

it(
  'runs from source under tsx with the endpoint table of shared-kit/contract',
  async () => {
    const { stdout } = await run(process.execPath, [TSX, 'test/support/print-endpoint-keys.ts'], { cwd: API_DIR });
    expect(stdout.trim().split('\n')).toEqual(Object.keys(ENDPOINTS));
  },
  TIMEOUT_MS,
);

it(
  'builds a bundle that starts on Node 26 and serves the routes of the table (401 without a token, the OpenAPI document) and /healthz, /readyz',
  async () => {
    const outdir = path.join(API_DIR, 'dist', `test-${process.pid}`);
    try {
      await run(process.execPath, ['build.mjs', '--outdir', outdir], { cwd: API_DIR });
      const server = spawn(process.execPath, [path.join(outdir, 'server.js')], {
        cwd: API_DIR,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          PGLITE_DIR: 'memory://',
          AUTH_ISSUERS: 'http://localhost:9229/local_build_test',
          AUTH_JWKS_URL: 'http://127.0.0.1:9/local_build_test/.well-known/jwks.json',
          AUTH_AUDIENCE: 'build-test',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        let output = '';
        const url = await new Promise<string>((resolve, reject) => {
          server.stdout.on('data', (chunk: Buffer) => {
            output += chunk.toString();
            const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
            if (match?.[1]) resolve(match[1]);
          });
          server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          server.on('exit', (code) => reject(new Error(`the built server stopped (${code}):\n${output}`)));
        });
        // The running API says its runtime when it starts.
        for (let waited = 0; !output.includes('"msg":"platform-api started"') && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
        const started = output
          .split('\n')
          .filter((line) => line.includes('"msg":"platform-api started"'))
          .map((line) => JSON.parse(line) as { node: string; database: string });
        expect(started).toEqual([expect.objectContaining({ database: 'pglite' })]);
        expect(started[0]?.node).toMatch(/^v26\./);
        // The embedded database's worker script is in the bundle's folder: the database answers.
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
        expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({ status: 'ready' });
        const userInfo = await fetch(`${url}/account/user-info`);
        expect(userInfo.status).toBe(401);
        const document = (await (await fetch(`${url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
        expect(Object.keys(document.paths).sort()).toEqual([...new Set(Object.values(ENDPOINTS).map((endpoint) => servedPath(endpoint).replace(/:([A-Za-z_]+)/g, '{$1}')))].sort());
      } finally {
        if (server.exitCode === null) {
          const exited = new Promise((resolve) => server.once('exit', resolve));
          server.kill('SIGTERM');
          await exited;
        }
      }
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  },
  TIMEOUT_MS,
);
